import { describe, expect, it } from 'vitest'
import { fieldConcepts, foldText, holdsTerm } from '../../knowledge/field-terms.ts'
import {
  asksLiquidForm,
  asksName,
  asksUntilWhen,
  containsOnlyCounts,
  countsSomething,
  namesSomeone,
  namesSomeoneOnTheAsked,
  statesAskedCount,
  statesEnd,
  statesLiquidForm,
} from './asked-sense.ts'

const ingredient = fieldConcepts.find((concept) => concept.id === 'ingredient')!
const holds = (folded: string, words: readonly string[]) => words.some((word) => holdsTerm(folded, word))
const none = new Set<string>()

describe('asked sense', () => {
  it('reads "enthält / contains" in a count question as the count’s verb, not the ingredient', () => {
    const folded = (question: string) => ` ${foldText(question)} `
    expect(
      containsOnlyCounts(folded('Wie viele Sprühstöße enthält eine Flasche?'), 'sprühstöße', ingredient),
    ).toBe(true)
    expect(containsOnlyCounts(folded('Was enthält Dolorex?'), null, ingredient)).toBe(false)
    expect(
      containsOnlyCounts(
        folded('Wie viele Tabletten, welcher Wirkstoff, was enthält es?'),
        'tabletten',
        ingredient,
      ),
    ).toBe(false)
  })

  it('counts things with a noun of their own, not units, forms, dates or years', () => {
    expect(countsSomething('Das Unternehmen hat 420 Beschäftigten in Hamburg.')).toBe(true)
    expect(countsSomething('Boîte de 20 comprimés pelliculés.')).toBe(false)
    expect(countsSomething('Lyon, le 2 septembre 2024 – © 2025 Acme Pharma GmbH.')).toBe(false)
  })

  it('takes a count of the asked dose form with the question’s other words in one sentence', () => {
    const text = 'Je 1 Sprühstoß in jede Nasenöffnung. Sprühflasche mit 15 ml Lösung.'
    expect(statesAskedCount('Sprühstöße', text, ['flasche'], true, none, holds)).toBe(false)
    expect(
      statesAskedCount(
        'Sprühstöße',
        'Eine Flasche reicht für 150 Sprühstöße.',
        ['flasche'],
        true,
        none,
        holds,
      ),
    ).toBe(true)
    // Another language: the dose form's count is enough ("combien de gélules" and "2 Kapseln").
    expect(statesAskedCount('gélules', 'Anfangs 2 Kapseln einnehmen.', [], false, none, holds)).toBe(true)
    // The product counted: its doses.
    expect(
      statesAskedCount('Dolorex', 'Take 2 capsules to start.', [], true, new Set(['dolorex']), holds),
    ).toBe(true)
  })

  it('takes a count of anything else from a number with a noun, or a substance beside its quantity', () => {
    expect(statesAskedCount('salariés', 'Boîte de 20 comprimés.', [], true, none, holds)).toBe(false)
    expect(
      statesAskedCount('salariés', 'Acme France emploie 85 personnes à Lyon.', [], true, none, holds),
    ).toBe(true)
    expect(
      statesAskedCount('diclofénac', '1 g de gel contient 20 mg de diclofénac.', [], true, none, holds),
    ).toBe(true)
    // "Combien de fois": a frequency, no count of things.
    expect(statesAskedCount('fois', 'Appliquer le gel matin et soir.', [], true, none, holds)).toBe(true)
  })

  it('asks a name with "wer / qui / who", not a group of people', () => {
    expect(asksName('Who led the Dolorex study?')).toBe(true)
    expect(asksName("Qui s'occupe des relations presse ?")).toBe(true)
    expect(asksName('Wer darf Dolorex nicht einnehmen?')).toBe(false)
    expect(asksName('What is the dose?')).toBe(false)
  })

  it('finds a person, company or place in a sentence, German nouns aside', () => {
    expect(
      namesSomeone('Dolorex syrup is made by a contract manufacturer in Lyon, France.', false, none),
    ).toBe(true)
    expect(namesSomeone('Pressekontakt: Jana Roth, Telefon 040 123.', true, none)).toBe(true)
    expect(namesSomeone('Die Studie mit 240 Teilnehmenden dauerte vier Wochen.', true, none)).toBe(false)
    expect(namesSomeone('Recommend Dolorex to customers in February.', false, new Set(['dolorex']))).toBe(
      false,
    )
  })

  it('wants the name in a sentence on what was asked', () => {
    const text =
      'In einer Studie mit 240 Teilnehmenden berichteten 7 von 10 über seltenere Krämpfe. „Magnesium ist gefragt“, sagt Dr. Lena Hoffmann.'
    const onStudy = (folded: string) => folded.includes('studie')
    expect(namesSomeoneOnTheAsked(text, true, none, onStudy)).toBe(false)
    expect(namesSomeoneOnTheAsked('Die Studie leitete Prof. Anna Berg.', true, none, onStudy)).toBe(true)
  })

  it('wants the end of a period for "bis wann / jusqu’à quand / until when"', () => {
    expect(asksUntilWhen('Bis wann läuft die Aktion?')).toBe(true)
    expect(asksUntilWhen("Jusqu'à quand puis-je commander ?")).toBe(true)
    expect(asksUntilWhen('Wann beginnt die Aktion?')).toBe(false)
    expect(statesEnd('Tarifs applicables au 1er mars 2025. Remise de 3 %.', false)).toBe(false)
    expect(statesEnd('Die Aktion gilt bis zum 31.03.2025.', false)).toBe(true)
    expect(statesEnd('Nach dem Öffnen 6 Monate verwendbar.', true)).toBe(true)
    expect(statesEnd('Nach dem Öffnen 6 Monate verwendbar.', false)).toBe(false)
  })

  it('reads a liquid form in its sense, not the glass of liquid a tablet is taken with', () => {
    expect(asksLiquidForm('Is Dolorex available as a liquid for children?', ['liquid'])).toBe(true)
    expect(asksLiquidForm('Gibt es Dolorex als Saft?', ['saft'])).toBe(true)
    // A product named with its form: the form is no attribute word.
    expect(asksLiquidForm('At what temperature should Dolorex eye drops be kept?', ['temperature'])).toBe(
      false,
    )
    expect(statesLiquidForm('Swallow the tablet with a glass of liquid.')).toBe(false)
    expect(statesLiquidForm('Mit ausreichend Flüssigkeit einnehmen.')).toBe(false)
    expect(statesLiquidForm('Dolorex is also available as an oral solution.')).toBe(true)
    expect(statesLiquidForm('Dolorex Saft für Kinder: 5 ml.')).toBe(true)
  })
})
