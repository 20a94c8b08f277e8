import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from './render-with-providers.tsx'
import { ThreadList } from './thread-list.tsx'

afterEach(cleanup)

describe('ThreadList', () => {
  it('names a thread whose title is not written yet (stored as "") instead of showing an empty row', () => {
    const threads = [
      { id: 't1', title: '', route: 'igepha-ai', assistantId: 'a' },
      { id: 't2', title: 'Dosierung', route: 'igepha-ai', assistantId: 'a' },
    ]
    renderWithProviders(<ThreadList threads={threads} activeId="t1" loading={false} onOpen={() => {}} onNew={() => {}} />)
    expect(screen.getAllByRole('button').map((item) => item.textContent)).toEqual(['Neuer Chat', 'Neue Unterhaltung', 'Dosierung'])
  })
})
