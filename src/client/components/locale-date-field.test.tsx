import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { IntlProvider } from 'react-intl'
import { afterEach, describe, expect, it, vi } from 'vitest'
import de from '../../generated/messages-de.gen.ts'
import fr from '../../generated/messages-fr.gen.ts'
import { formatLocaleDate, LocaleDateField, parseLocaleDate } from './locale-date-field.tsx'

afterEach(cleanup)

function Field({
  locale,
  initial,
  onIso,
}: {
  locale: 'de' | 'fr'
  initial: string
  onIso: (iso: string) => void
}) {
  const [value, setValue] = useState(initial)
  return (
    <IntlProvider locale={locale} messages={locale === 'fr' ? fr : de}>
      <LocaleDateField label="Von" value={value} onChange={(iso) => (setValue(iso), onIso(iso))} />
    </IntlProvider>
  )
}

describe('dates in the app language, whatever the browser', () => {
  it.each([
    ['2026-11-28', 'de', '28.11.2026'],
    ['2026-11-28', 'fr', '28/11/2026'],
    ['2026-01-05', 'en', '05/01/2026'],
  ])('%s in %s reads %s, and back', (iso, locale, text) => {
    expect(formatLocaleDate(iso, locale)).toBe(text)
    expect(parseLocaleDate(text, locale)).toBe(iso)
  })

  it.each([['31.02.2026'], ['1.2'], ['28.11.26'], ['abc']])(
    'takes no half or impossible date: %s',
    (text) => {
      expect(parseLocaleDate(text, 'de')).toBeNull()
    },
  )

  it('shows a German tenant 28.11.2026 with its pattern, and hands ISO on once the date is whole', () => {
    const onIso = vi.fn()
    render(<Field locale="de" initial="2026-11-28" onIso={onIso} />)
    const input = screen.getByRole('textbox', { name: 'Von' }) as HTMLInputElement
    expect(input.value).toBe('28.11.2026')
    expect(input.getAttribute('placeholder')).toBe('TT.MM.JJJJ')
    expect(input.getAttribute('type')).toBe('text')
    fireEvent.change(input, { target: { value: '3.1.' } })
    expect(onIso).not.toHaveBeenCalled()
    expect(input.value).toBe('3.1.')
    fireEvent.change(input, { target: { value: '3.1.2027' } })
    expect(onIso).toHaveBeenLastCalledWith('2027-01-03')
    expect(input.value).toBe('3.1.2027')
    fireEvent.change(input, { target: { value: '' } })
    expect(onIso).toHaveBeenLastCalledWith('')
  })

  it('shows the French tenant day/month/year', () => {
    render(<Field locale="fr" initial="2026-11-28" onIso={vi.fn()} />)
    const input = screen.getByRole('textbox', { name: 'Von' }) as HTMLInputElement
    expect(input.value).toBe('28/11/2026')
    expect(input.getAttribute('placeholder')).toBe('JJ/MM/AAAA')
  })
})
