import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { IntlProvider } from 'react-intl'
import de from '../../../../generated/messages-de.gen.ts'
import fr from '../../../../generated/messages-fr.gen.ts'
import { PromptEditor } from './prompt-editor.tsx'

afterEach(cleanup)

function renderEditor(locale: 'de' | 'fr' = 'de') {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <IntlProvider locale={locale} messages={locale === 'de' ? de : fr}>
        <PromptEditor prompt={null} onSaved={vi.fn()} onCancel={vi.fn()} />
      </IntlProvider>
    </QueryClientProvider>,
  )
}

describe('PromptEditor', () => {
  it('lists the variables of the text and previews it filled with sample values', () => {
    renderEditor()
    fireEvent.change(screen.getByRole('textbox', { name: /Prompt-Text/ }), { target: { value: 'Für {{produkt}} im Ton {{ton:sachlich|locker}}.' } })
    expect(screen.getByText('produkt · Text')).toBeTruthy()
    expect(screen.getByText('ton · Auswahl')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'produkt' }), { target: { value: 'Ibuprofen' } })
    expect(screen.getByTestId('prompt-preview').textContent).toBe('Für Ibuprofen im Ton {{ton:sachlich|locker}}.')
  })

  it('warns about a choice with an empty option, in French for NERES', () => {
    renderEditor('fr')
    fireEvent.change(screen.getByRole('textbox', { name: /Texte du prompt/ }), { target: { value: 'Ton {{ton:vif||calme}}' } })
    expect(screen.getByText('Le choix {{ton}} a une option vide.')).toBeTruthy()
  })
})
