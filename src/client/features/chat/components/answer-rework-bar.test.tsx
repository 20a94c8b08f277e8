import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessageItem } from './message-item.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const message = {
  role: 'assistant' as const,
  content: 'Die lange ursprüngliche Antwort.',
  status: 'complete' as const,
  citations: [],
  attachments: [],
}

describe('rework actions under an answer', () => {
  it('offer the enabled actions and switch between versions', () => {
    const onRework = vi.fn()
    const onSelect = vi.fn()
    const rework = {
      versions: [
        { label: null, content: 'Die lange ursprüngliche Antwort.' },
        { label: 'Kürzer', content: 'Kurz.' },
      ],
      index: 1,
      onSelect,
      actions: [
        { id: 'o1', label: 'Kürzer' },
        { id: 'o2', label: 'Formeller' },
      ],
      onRework,
      pending: null,
      error: null,
    }
    renderWithProviders(
      <MessageItem message={message} actions={{ busy: false, onCitation: vi.fn(), rework }} />,
    )
    expect(screen.getByText('Kurz.')).toBeTruthy()
    expect(screen.queryByText('Die lange ursprüngliche Antwort.')).toBeNull()
    expect(screen.getByText(/Version 2 von 2 · Kürzer/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Version' }))
    expect(onSelect).toHaveBeenCalledWith(0)
    fireEvent.click(screen.getByRole('button', { name: 'Formeller' }))
    expect(onRework).toHaveBeenCalledWith({ id: 'o2', label: 'Formeller' })
  })

  it('show the running action and an error in the user language', () => {
    const rework = {
      versions: [{ label: null, content: 'Antwort' }],
      index: 0,
      onSelect: vi.fn(),
      actions: [{ id: 'o1', label: 'Plus court' }],
      onRework: vi.fn(),
      pending: 'Plus court',
      error: 'Aucun modèle',
    }
    renderWithProviders(
      <MessageItem
        message={{ ...message, content: 'Antwort' }}
        actions={{ busy: false, onCitation: vi.fn(), rework }}
      />,
      'fr',
    )
    expect(screen.getByRole('status').textContent).toContain('En cours : Plus court')
    expect(screen.getByText('Aucun modèle')).toBeTruthy()
    expect(screen.queryByTestId('answer-versions')).toBeNull()
    expect(
      (screen.getByRole('button', { name: 'Plus court' }) as HTMLElement).getAttribute('aria-disabled'),
    ).toBe('true')
  })

  it('are disabled without a language model, with the reason as their tooltip', async () => {
    const onRework = vi.fn()
    const rework = {
      versions: [{ label: null, content: 'Antwort' }],
      index: 0,
      onSelect: vi.fn(),
      actions: [
        { id: 'o1', label: 'Kürzer' },
        { id: 'o2', label: 'Formeller' },
      ],
      onRework,
      pending: null,
      error: null,
      unavailable: 'prompts.rework.needsModel',
    }
    renderWithProviders(
      <MessageItem
        message={{ ...message, content: 'Antwort' }}
        actions={{ busy: false, onCitation: vi.fn(), rework }}
      />,
    )
    const chip = screen.getByRole('button', { name: 'Kürzer' })
    expect(chip.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(chip)
    expect(onRework).not.toHaveBeenCalled()
    const wrappers = screen.getAllByTestId('rework-unavailable')
    expect(wrappers).toHaveLength(2)
    fireEvent.mouseOver(wrappers[0]!)
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Zum Überarbeiten braucht es ein Sprachmodell, und für Ihre Organisation ist keines eingerichtet.',
    )
  })

  it("say when the budget is used up, in the gateway's words", async () => {
    const rework = {
      versions: [{ label: null, content: 'Antwort' }],
      index: 0,
      onSelect: vi.fn(),
      actions: [{ id: 'o1', label: 'Kürzer' }],
      onRework: vi.fn(),
      pending: null,
      error: null,
      unavailable: 'ai.budgetExceeded',
    }
    renderWithProviders(
      <MessageItem
        message={{ ...message, content: 'Antwort' }}
        actions={{ busy: false, onCitation: vi.fn(), rework }}
      />,
    )
    fireEvent.mouseOver(screen.getByTestId('rework-unavailable'))
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Das monatliche Token-Budget Ihrer Gruppe ist aufgebraucht.',
    )
  })
})
