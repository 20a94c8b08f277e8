import { describe, expect, it } from 'vitest'
import {
  askedAnswerType,
  countedThing,
  statesAnswerType,
  statesCount,
  statesSomeCount,
} from './answer-type.ts'

describe('askedAnswerType', () => {
  it.each([
    ['Wie viel Diclofenac enthält Dolorex 1 % Gel?', 'quantity'],
    ['Combien de comprimés par jour au maximum ?', 'quantity'],
    ['How much paracetamol is in one tablet?', 'quantity'],
    ['Was kostet Dolorex 1 % Gel 100 g?', 'price'],
    ['Quel est le prix de Nasaclar ?', 'price'],
    ['Seit wann ist Tussicalm auf dem Markt?', 'date'],
    ['Depuis quand Nasaclar est-il disponible ?', 'date'],
    ['Since when is Coolmint sold?', 'date'],
    ['Wie lange ist das Gel nach dem Öffnen haltbar?', 'duration'],
    ['Combien de temps peut-on utiliser le spray ?', 'duration'],
    ['How long can I take it?', 'duration'],
    ['Welche Zulassungsnummer hat Dolorex?', 'number'],
    ['Quel est le numéro d’AMM ?', 'number'],
    ['Darf ich Dolorex in der Schwangerschaft anwenden?', null],
    ['Wie groß ist die Flasche Nasaclar?', 'quantity'],
    ['How big is the tube?', 'quantity'],
    ['Bis wie viel Uhr muss ich bestellen?', 'time'],
    ["Jusqu'à quelle heure peut-on commander ?", 'time'],
    ['By what time must we order?', 'time'],
  ])('%s -> %s', (question, type) => {
    expect(askedAnswerType(question)).toBe(type)
  })
})

describe('statesAnswerType', () => {
  it('finds the value of each kind and not a sentence without one', () => {
    expect(statesAnswerType('quantity', '1 g Gel enthält 10 mg Diclofenac.')).toBe(true)
    expect(statesAnswerType('quantity', 'Tragen Sie das Gel dünn auf.')).toBe(false)
    expect(statesAnswerType('price', 'AVP: 12,95 €')).toBe(true)
    expect(statesAnswerType('duration', 'Nach Anbruch 6 Monate haltbar.')).toBe(true)
    expect(statesAnswerType('date', 'Seit März 2019 im Handel.')).toBe(true)
    expect(statesAnswerType('date', 'Zwei Tabletten täglich.')).toBe(false)
    expect(statesAnswerType('number', 'Zul.-Nr. 12345.00.00')).toBe(true)
  })
})

describe('statesAnswerType, round 4', () => {
  it('reads lozenges and people as units, money as a quantity, and no date in a code', () => {
    expect(statesAnswerType('quantity', 'Höchstens 12 pastilles par jour.')).toBe(true)
    expect(statesAnswerType('quantity', 'Eine Studie mit 240 Teilnehmenden.')).toBe(true)
    expect(statesAnswerType('quantity', 'Mindestbestellwert 75 € netto.')).toBe(true)
    expect(statesAnswerType('date', 'Beleg: Studie XY-ABC-2019-03 mit 238 Patienten.')).toBe(false)
    expect(statesAnswerType('date', 'Freigegeben am 12.11.2024.')).toBe(true)
  })

  it('reads what a "how many" question counts and a number before it', () => {
    expect(countedThing('Wie viele Fortbildungspunkte gibt es?')).toBe('fortbildungspunkte')
    expect(statesCount('fortbildungspunkte', 'Die Schulung bringt 1 Fortbildungspunkt.')).toBe(true)
    expect(statesCount('fortbildungspunkte', 'Die Schulung dauert 1 Stunde.')).toBe(false)
    expect(countedThing('Was kostet es?')).toBeNull()
  })
})

describe('a time of day', () => {
  it('is an hour, not a duration in hours', () => {
    expect(statesAnswerType('time', 'Bestellungen, die bis 14 Uhr eingehen, gehen am selben Tag raus.')).toBe(
      true,
    )
    expect(statesAnswerType('time', 'Les commandes passées avant 12 h sont livrées en 48 heures.')).toBe(true)
    expect(statesAnswerType('time', 'Orders placed by 2 pm ship the same day.')).toBe(true)
    expect(statesAnswerType('time', 'Nicht mehr als 6 Tabletten in 24 Stunden.')).toBe(false)
    expect(statesAnswerType('time', 'Die Zustellung dauert 1 bis 2 Werktage.')).toBe(false)
  })
})

describe('statesSomeCount', () => {
  it('reads a number with a noun of its own as a count, a duration not', () => {
    expect(statesSomeCount('Das Unternehmen hat 420 Beschäftigten in Hamburg.')).toBe(true)
    expect(statesSomeCount('240 participants ont pris part à l’étude.')).toBe(true)
    expect(statesSomeCount('Ab 12 Jahren, höchstens 7 Tage.')).toBe(false)
    expect(statesSomeCount('Keine Angabe zur Zahl der Beschäftigten.')).toBe(false)
  })

  it('reads a duration written in words as well as in figures, not a frequency', () => {
    expect(statesAnswerType('duration', 'Die Lieferzeit beträgt zwei Tage.')).toBe(true)
    expect(statesAnswerType('duration', 'Nicht länger als eine Woche anwenden.')).toBe(true)
    expect(statesAnswerType('duration', 'Se conserve trois mois après ouverture.')).toBe(true)
    expect(statesAnswerType('duration', 'Do not use for more than two weeks.')).toBe(true)
    expect(statesAnswerType('duration', 'Höchstens 1 Tag.')).toBe(true)
    expect(statesAnswerType('duration', 'Une fois par semaine.')).toBe(false)
    expect(statesAnswerType('duration', 'Zweimal pro Woche, seit Jahren bewährt.')).toBe(false)
  })
})
