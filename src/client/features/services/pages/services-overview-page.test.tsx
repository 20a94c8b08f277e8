import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { resources } from '../../../../generated/resources.gen.ts'
import { renderInRouter } from '../../../testing/render-with-providers.tsx'
import { startTestSession, testUser } from '../../../testing/test-session.ts'
import ServicesOverviewPage from './services-overview-page.tsx'

async function renderAs(role: string, group: string) {
  const session = startTestSession(testUser({ role, group }))
  await waitForActor(session, (snapshot) => snapshot.matches('succeeded'))
  await renderInRouter(<ServicesOverviewPage />, { session })
  return within(screen.getByRole('list'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'))
}

afterEach(cleanup)

describe('the services overview', () => {
  const lists = resources.map((list) => list.path)

  it.each([
    ['READ', 'DEMO'],
    ['READ', 'PARENT'],
  ])('shows a %s user of %s every list to read, but not bulk upload, which they could not use', async (role, group) => {
    const shown = await renderAs(role, group)
    expect([...shown].sort()).toEqual([...lists].sort())
    expect(screen.queryByRole('heading', { name: 'Massen-Upload' })).toBeNull()
  })

  it.each([
    ['WRITE', 'DEMO'],
    ['WRITE', 'PARENT'],
  ])('shows a %s user of %s bulk upload as well', async (role, group) => {
    const shown = await renderAs(role, group)
    expect([...shown].sort()).toEqual([...lists, '/services/bulk-upload'].sort())
    expect(screen.getByRole('heading', { name: 'Massen-Upload' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'PZNs' })).toBeTruthy()
  })
})
