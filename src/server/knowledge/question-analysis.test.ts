import { describe, expect, it } from 'vitest'
import { analyseQuestion } from './question-analysis.ts'

describe('analyseQuestion', () => {
  it('reads "Alter" as the age, and "alter" or "ältere" as an earlier version', () => {
    expect(
      analyseQuestion('Ab welchem Alter darf man Dolorex anwenden?', ['Dolorex']).asksEarlierVersion,
    ).toBe(false)
    expect(
      analyseQuestion('Was stand im alter Beipackzettel von Dolorex?', ['Dolorex']).asksEarlierVersion,
    ).toBe(true)
    expect(analyseQuestion('Was sagt die ältere Gebrauchsinformation?', []).asksEarlierVersion).toBe(true)
    expect(analyseQuestion("Que disait l'ancienne notice ?", []).asksEarlierVersion).toBe(true)
  })

  it('names the product, its strength and the kind of document asked for', () => {
    const analysis = analyseQuestion('Welche PZN hat Dolorex 2 % 60 g?', ['Dolorex', 'Nasaclar'])
    expect(analysis.products).toEqual(['Dolorex'])
    expect(analysis.strengths).toContain('2%')
    expect(analysis.documentTypes).toEqual(['priceList'])
  })

  it('counts as content words neither strength words, countries, hyphenated pronouns nor a concept phrase', () => {
    // "Tageshöchstmenge" is the daily maximum's word (field-concepts-usage.ts), "2 Prozent" the strength.
    const dailyMax = analyseQuestion('Was ist die Tageshöchstmenge von Dolorex 2 Prozent?', ['Dolorex'])
    expect(dailyMax.otherWords).toEqual([])
    expect(dailyMax.concepts.map((concept) => concept.id)).toContain('dailyMax')
    expect(
      analyseQuestion('Was ist die Mindestmenge von Dolorex 2 Prozent?', ['Dolorex']).otherWords,
    ).toEqual(['mindestmenge'])
    expect(analyseQuestion('Dolorex rend-il la peau rouge en France ?', ['Dolorex']).otherWords).toEqual([
      'rend',
      'peau',
      'rouge',
    ])
    // "Studie" is the field concept of a study (field-concepts.ts), not a content word of its own.
    const study = analyseQuestion('Wie viele Leute waren in der Dolorex-Studie?', ['Dolorex'])
    expect(study.otherWords).toEqual(['leute', 'waren'])
    expect(study.concepts.map((concept) => concept.id)).toContain('study')
    const perDay = analyseQuestion('How many Dolorex tablets per day does the German leaflet allow?', [
      'Dolorex',
    ])
    expect(perDay.otherWords).not.toContain('day')
    expect(perDay.otherWords).not.toContain('german')
    expect(perDay.markets).toEqual(['DE'])
  })

  it('reads "how long" with the shelf life or the effect as their duration, not the treatment’s', () => {
    const ids = (question: string) => analyseQuestion(question, ['Dolorex']).concepts.map((c) => c.id)
    expect(ids('Wie lange ist Dolorex haltbar?')).toEqual(['shelfLifeOpened'])
    expect(ids('Wie lange hält die Wirkung von Dolorex an?')).not.toContain('duration')
    expect(ids('Wie lange darf man Dolorex anwenden?')).toContain('duration')
    expect(ids('Behandlungsdauer und Haltbarkeit von Dolorex?')).toEqual(
      expect.arrayContaining(['duration', 'shelfLifeOpened']),
    )
  })
  it('marks a form beside the named product as its name and a concept named only by a verb of use', () => {
    const asked = (question: string) => analyseQuestion(question, ['Dolorex'])
    expect(asked('Was ist die Tageshöchstdosis beim Dolorex Schmerzgel 2 Prozent?').productForms).toEqual([
      'schmerzgel',
    ])
    expect(asked('Welches Schmerzgel gibt es von Dolorex?').productForms).toEqual([])
    expect(asked('Can vegetarians take Dolorex?').byVerbOnly).toEqual(['dose'])
    expect(asked('What dose of Dolorex should I take?').byVerbOnly).toEqual([])
  })
})
