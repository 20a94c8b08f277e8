import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DisclaimerDialog } from './disclaimer-dialog.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(() => {
  cleanup()
  window.localStorage.clear()
})

describe('DisclaimerDialog', () => {
  it('shows the disclaimer once and remembers the acknowledgement under the spec key', () => {
    renderWithProviders(<DisclaimerDialog assistantId="a1" disclaimer="Keine medizinische Beratung." />)
    expect(screen.getByText('Keine medizinische Beratung.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Verstanden' }))
    expect(window.localStorage.getItem('tessera.assistant.a1.disclaimerAcknowledged')).toBe('true')
    cleanup()
    renderWithProviders(<DisclaimerDialog assistantId="a1" disclaimer="Keine medizinische Beratung." />)
    expect(screen.queryByText('Keine medizinische Beratung.')).toBeNull()
  })

  it('shows nothing for an assistant without a disclaimer', () => {
    renderWithProviders(<DisclaimerDialog assistantId="a2" disclaimer={null} />)
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
