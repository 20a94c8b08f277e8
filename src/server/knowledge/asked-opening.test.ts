import { describe, expect, it } from 'vitest'
import { asksClosedPack, speaksOfOpenedPack } from './asked-opening.ts'

describe('closed and opened pack', () => {
  it.each([
    ['Wie lange ist Dolorex ungeöffnet haltbar?', true],
    ['Haltbarkeit von Dolorex in der geschlossenen Tube?', true],
    ['How long does an unopened bottle keep?', true],
    ['Combien de temps se garde le flacon non ouvert ?', true],
    ['Wie lange ist die Tube nach dem Öffnen haltbar?', false],
    ['What is the shelf life?', false],
  ])('%s -> %s', (question, closed) => {
    expect(asksClosedPack(question)).toBe(closed)
  })

  it('tells a sentence on the time after opening from one on the closed pack', () => {
    expect(speaksOfOpenedPack('Nach Anbruch der Tube 12 Monate.')).toBe(true)
    expect(speaksOfOpenedPack('Après ouverture, le flacon se conserve 6 mois.')).toBe(true)
    expect(speaksOfOpenedPack('Once opened, use within 3 months.')).toBe(true)
    expect(speaksOfOpenedPack('2 Jahre.')).toBe(false)
    expect(speaksOfOpenedPack('Ungeöffnet 3 Jahre haltbar.')).toBe(false)
  })
})
