import { describe, expect, it } from 'vitest'
import { isBoilerplateLine, stripBoilerplate } from './strip-boilerplate.ts'

const page = (number: number, text: string) => ({ kind: 'page', number, heading: '', text })

describe('stripBoilerplate', () => {
  it('drops footers repeated on the pages (digits masked) and page numbers, keeps the prose', () => {
    const units = stripBoilerplate([
      page(1, 'Dolorex 1 % Gel\nTragen Sie das Gel dreimal täglich auf.\nStand 10/2023 Seite 1 von 3'),
      page(2, 'Dolorex 1 % Gel\nNach Anbruch 6 Monate haltbar.\nStand 10/2023 Seite 2 von 3'),
      page(3, 'Dolorex 1 % Gel\nNicht über 25 °C lagern.\nStand 10/2023 Seite 3 von 3'),
    ])
    expect(units.map((unit) => unit.text)).toEqual([
      'Tragen Sie das Gel dreimal täglich auf.',
      'Nach Anbruch 6 Monate haltbar.',
      'Nicht über 25 °C lagern.',
    ])
  })

  it('drops a table of contents and leaves sections of prose alone', () => {
    const units = stripBoilerplate([
      {
        kind: 'section',
        number: null,
        heading: 'Inhalt',
        text: 'Inhaltsverzeichnis\n1. Was ist Dolorex ........ 2\n2. Dosierung ........ 3',
      },
      { kind: 'section', number: null, heading: 'Dosierung', text: 'Erwachsene: 3-mal täglich.' },
    ])
    expect(units).toEqual([
      { kind: 'section', number: null, heading: 'Dosierung', text: 'Erwachsene: 3-mal täglich.' },
    ])
  })

  it('keeps a line that appears on one page only', () => {
    const units = stripBoilerplate([
      page(1, 'Stand 10/2023\nText eins.'),
      page(2, 'Text zwei.'),
      page(3, 'Text drei.'),
    ])
    expect(units[0]!.text).toBe('Stand 10/2023\nText eins.')
  })
})

describe('isBoilerplateLine', () => {
  it.each(['Seite 2 von 5', 'Page 3', '- 4 -', '3/7', 'Sommaire', '4.2 Posologie ....... 12'])(
    '%s is boilerplate',
    (line) => {
      expect(isBoilerplateLine(line)).toBe(true)
    },
  )
  it.each(['Nehmen Sie 2 Tabletten.', '1 g Gel enthält 10 mg Diclofenac.'])('%s is not', (line) => {
    expect(isBoilerplateLine(line)).toBe(false)
  })
})
