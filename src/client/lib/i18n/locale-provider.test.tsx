import { act, cleanup, render, screen } from '@testing-library/react'
import { FormattedMessage } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor as waitForActor } from 'xstate'
import { serviceOf, startTestSession, testUser } from '../../testing/test-session.ts'
import { SessionProvider } from '../session/session-context.tsx'
import { LocaleProvider } from './locale-provider.tsx'
import { resetMessageStore, wantFeatureMessages } from './message-store.ts'

// The catalogues arrive when the test says so.
const pending = new Map<string, (messages: Record<string, string>) => void>()
vi.mock('./load-messages.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./load-messages.ts')>()),
  loadMessages: (locale: string, part: string) => new Promise((resolve) => pending.set(`${locale}:${part}`, resolve)),
}))

afterEach(() => {
  cleanup()
  pending.clear()
  resetMessageStore()
})

describe('LocaleProvider', () => {
  it('shows signed-out pages at once, from the signed-out texts, and loads no catalogue', async () => {
    const session = startTestSession(null, null)
    render(
      <SessionProvider session={serviceOf(session)}>
        <LocaleProvider>
          <FormattedMessage id="login.submit" />
        </LocaleProvider>
      </SessionProvider>,
    )
    expect(screen.getByText('Anmelden')).toBeTruthy()
    expect([...pending.keys()]).toEqual([])
  })

  it("keeps a signed-in page back until the catalogue of the user's language is there", async () => {
    const session = startTestSession(testUser({ group: 'NERES' }))
    // While the stored token is checked the page's own id has no text yet; the router holds pages back then.
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <SessionProvider session={serviceOf(session)}>
        <LocaleProvider>
          <span data-testid="page">
            <FormattedMessage id="page.userSettings" />
          </span>
        </LocaleProvider>
      </SessionProvider>,
    )
    await act(() => waitForActor(session, (snapshot) => snapshot.matches('succeeded')))
    expect(screen.queryByTestId('page')).toBeNull()
    expect(screen.getByTestId('app-progress')).toBeTruthy()
    await act(async () => pending.get('fr:shell')?.({ 'page.userSettings': 'Paramètres utilisateur' }))
    expect(screen.getByTestId('page').textContent).toBe('Paramètres utilisateur')
    expect(document.documentElement.lang).toBe('fr')
    vi.restoreAllMocks()
  })
  it('loads only the shell texts for the shell, and the feature texts beside a page that asks for them', async () => {
    const session = startTestSession(testUser({ group: 'DEMO' }))
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <SessionProvider session={serviceOf(session)}>
        <LocaleProvider>
          <span data-testid="page">
            <FormattedMessage id="page.dashboard" />
          </span>
          <span data-testid="feature">
            <FormattedMessage id="faq.title" />
          </span>
        </LocaleProvider>
      </SessionProvider>,
    )
    await act(() => waitForActor(session, (snapshot) => snapshot.matches('succeeded')))
    expect([...pending.keys()]).toEqual(['de:shell'])
    await act(async () => pending.get('de:shell')?.({ 'page.dashboard': 'Dashboard', }))
    expect(screen.getByTestId('page').textContent).toBe('Dashboard')
    expect(screen.getByTestId('feature').textContent).toBe('faq.title')

    // A page beyond the shell: its loader waits for the feature texts, and the shell stays on screen meanwhile.
    let pageReady = false
    let asked!: Promise<void>
    act(() => {
      asked = wantFeatureMessages().then(() => {
        pageReady = true
      })
    })
    expect([...pending.keys()]).toEqual(['de:shell', 'de:features'])
    expect(screen.getByTestId('page').textContent).toBe('Dashboard')
    expect(pageReady).toBe(false)
    await act(async () => {
      pending.get('de:features')?.({ 'faq.title': 'Häufige Fragen' })
      await asked
    })
    expect(pageReady).toBe(true)
    expect(screen.getByTestId('feature').textContent).toBe('Häufige Fragen')
    expect(screen.getByTestId('page').textContent).toBe('Dashboard')
    vi.restoreAllMocks()
  })
})
