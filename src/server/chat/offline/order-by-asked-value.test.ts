import { describe, expect, it } from 'vitest'
import { orderByAskedValue } from './order-by-asked-value.ts'

const sentence = (text: string, context = '') => ({ text, context })

describe('orderByAskedValue', () => {
  it('quotes the closed pack’s shelf life, not the time after opening, when the question asks unopened', () => {
    const ranked = [
      sentence('Nach Anbruch der Tube 12 Monate.', 'Dauer der Haltbarkeit'),
      sentence('2 Jahre.', 'Dauer der Haltbarkeit'),
    ]
    const { ordered, statesAskedValue } = orderByAskedValue(
      'Haltbarkeit von Dolorex in der geschlossenen Tube?',
      ranked,
    )
    expect(ordered[0]?.text).toBe('2 Jahre.')
    expect(statesAskedValue(ranked[0]!)).toBe(false)
    // Asked about the opened tube, the sentence on opening answers.
    expect(orderByAskedValue('Wie lange ist die Tube nach Anbruch haltbar?', ranked).ordered[0]?.text).toBe(
      'Nach Anbruch der Tube 12 Monate.',
    )
  })

  it('lets a value under the heading of the asked concept answer, after one saying the concept itself', () => {
    const ranked = [
      sentence('Zu Risiken fragen Sie Ihren Arzt.', 'Haltbarkeit'),
      sentence('3 Jahre.', 'Haltbarkeit'),
      sentence('Das Gel ist 3 Jahre haltbar.', 'Sonstiges'),
    ]
    const { ordered, statesAskedValue } = orderByAskedValue('Haltbarkeit von Dolorex?', ranked)
    expect(ordered.map((s) => s.text).slice(0, 2)).toEqual(['Das Gel ist 3 Jahre haltbar.', '3 Jahre.'])
    expect(statesAskedValue(ranked[0]!)).toBe(false)
  })

  it('puts the sentence with the hour first when a time of day is asked', () => {
    const ranked = [
      sentence('Die Zustellung dauert 1 bis 2 Werktage.'),
      sentence('Bestellungen, die bis 14 Uhr eingehen, verlassen unser Lager am selben Werktag.'),
    ]
    expect(orderByAskedValue('Bis wie viel Uhr muss ich bestellen?', ranked).ordered[0]?.text).toContain(
      '14 Uhr',
    )
  })
})
