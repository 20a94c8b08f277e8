import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ExpertSettingsDialog, SettingsChips } from './expert-settings.tsx'
import { renderWithProviders } from './render-with-providers.tsx'

afterEach(cleanup)

const models = [
  { id: 'm-small', label: 'Klein' },
  { id: 'm-large', label: 'Groß' },
]

describe('expert settings', () => {
  it('shows the thread settings as chips in the header', () => {
    renderWithProviders(<SettingsChips settings={{ modelId: 'm-large', temperature: 0.3, sourceMode: 'files', extraInstruction: 'Kurz antworten' }} models={models} />)
    expect(screen.getByText('Groß')).toBeTruthy()
    expect(screen.getByText('Temperatur 0,3')).toBeTruthy()
    expect(screen.getByText('Nur Dateien')).toBeTruthy()
    expect(screen.getByText('Zusätzliche Anweisung')).toBeTruthy()
  })

  it('does not repeat the chosen model when the header already shows it as the answering one', () => {
    renderWithProviders(<SettingsChips settings={{ modelId: 'm-large', temperature: 0.3 }} models={models} answering={{ label: 'Groß', offline: false }} />)
    expect(screen.queryByText('Groß')).toBeNull()
    cleanup()
    renderWithProviders(<SettingsChips settings={{ modelId: 'm-large' }} models={models} answering={{ label: 'Klein', offline: false }} />)
    expect(screen.getByText('Groß')).toBeTruthy()
  })

  it('saves the chosen model, source mode and extra instruction', () => {
    const onSave = vi.fn()
    renderWithProviders(<ExpertSettingsDialog open settings={{}} models={models} saving={false} onSave={onSave} onClose={() => {}} />)
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Modell' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Klein' }))
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Quellen' }))
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Alle Quellen' }))
    fireEvent.change(screen.getByRole('textbox', { name: 'Zusätzliche Anweisung' }), { target: { value: 'Auf Deutsch' } })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(onSave).toHaveBeenCalledWith({ modelId: 'm-small', sourceMode: 'all', extraInstruction: 'Auf Deutsch' })
  })

  it('keeps the temperature to the slider step when stepped by keyboard, and shows it as the user writes numbers', () => {
    const onSave = vi.fn()
    renderWithProviders(<ExpertSettingsDialog open settings={{ temperature: 0.7 }} models={models} saving={false} onSave={onSave} onClose={() => {}} />)
    const slider = screen.getByRole('slider', { name: 'Temperatur' })
    for (let step = 0; step < 3; step++) fireEvent.keyDown(slider, { key: 'ArrowRight' })
    fireEvent.click(screen.getByRole('button', { name: 'Speichern' }))
    expect(onSave).toHaveBeenCalledWith({ temperature: 1 })
    cleanup()
    renderWithProviders(<SettingsChips settings={{ temperature: 1 }} models={models} />)
    expect(screen.getByText('Temperatur 1')).toBeTruthy()
  })
})
