import { describe, expect, it } from 'vitest'
import { conceptsOf, coversConcept, expansionWords, foldText } from './field-terms.ts'

describe('field terms', () => {
  it('finds the same concept in German, French and English questions', () => {
    expect(conceptsOf('Wie ist die Dosierung für Kinder?').map((c) => c.id)).toEqual(['dose', 'age'])
    expect(conceptsOf('Quelle est la posologie chez l’enfant ?').map((c) => c.id)).toEqual(['dose', 'age'])
    expect(conceptsOf('Can I use it during pregnancy?').map((c) => c.id)).toEqual(['pregnancy'])
    expect(conceptsOf('Combien de temps se conserve le flacon après ouverture ?').map((c) => c.id)).toContain(
      'shelfLifeOpened',
    )
  })

  it('expands a French question with the German and English words as documents spell them', () => {
    const words = expansionWords('Quels sont les effets indésirables de Dolorex ?')
    expect(words).toEqual(expect.arrayContaining(['Nebenwirkungen', 'side', 'effects']))
    expect(words).not.toContain('indésirables')
    expect(expansionWords('Wer ist Dolorex?')).toEqual([])
  })

  it('a German passage covers a French question’s concept', () => {
    const [storage] = conceptsOf('Comment conserver le gel ?')
    expect(coversConcept(` ${foldText('Nicht über 25 °C lagern.')} `, storage!)).toBe(true)
    expect(coversConcept(` ${foldText('Tragen Sie das Gel dünn auf.')} `, storage!)).toBe(false)
  })

  it('knows dividing a tablet, digestive complaints and the most per day in the three languages', () => {
    const ids = (question: string) => conceptsOf(question).map((c) => c.id)
    expect(ids('Kann ich die Tablette teilen?')).toContain('divide')
    expect(ids('Can the tablet be crushed?')).toContain('divide')
    expect(ids('Halsweh: peut-il donner mal au ventre ?')).toContain('digestive')
    expect(ids('Does it cause tummy pain?')).toContain('digestive')
    expect(ids('What is the most I can take in one day?')).toContain('dailyMax')
    expect(ids('Was ist die Tageshöchstmenge?')).toContain('dailyMax')
    expect(ids('Wer stellt den Sirup her?')).toContain('holder')
    expect(ids('Who manufactures the syrup?')).toContain('holder')
    expect(ids('Who handles press enquiries?')).toContain('pressContact')
    expect(ids('Qui s’occupe des relations presse ?')).toContain('pressContact')
    expect(ids('Wer stellt die Fragen?')).not.toContain('pressContact')
  })

  it('knows a phone line and damaged goods in the three languages', () => {
    const ids = (question: string) => conceptsOf(question).map((c) => c.id)
    expect(ids('Wie erreiche ich den Kundenservice telefonisch?')).toContain('phone')
    expect(ids('Quel est le numéro de téléphone du service client ?')).toContain('phone')
    expect(ids('What number do I phone for orders?')).toContain('phone')
    expect(ids('Un carton est arrivé abîmé, que faire ?')).toContain('damaged')
    expect(ids('Die Ware kam beschädigt an.')).toContain('damaged')
    expect(ids('What if a parcel arrives damaged?')).toContain('damaged')
    expect(ids('Wie lange ist die Tube haltbar?')).not.toContain('damaged')
    expect(expansionWords('Un carton est arrivé abîmé')).toEqual(
      expect.arrayContaining(['beschädigt', 'damaged']),
    )
  })

  it('tells how long one dose acts from the treatment’s duration', () => {
    const ids = (question: string) => conceptsOf(question).map((c) => c.id)
    expect(ids('Wie lange hält die Wirkung von Dolorex an?')).toContain('effectDuration')
    expect(ids('Quelle est la durée d’action de Dolorex ?')).toContain('effectDuration')
    const [effect] = conceptsOf('Wie lange hält die Wirkung an?').filter((c) => c.id === 'effectDuration')
    expect(coversConcept(` ${foldText('Dolorex wirkt bis zu 10 Stunden.')} `, effect!)).toBe(true)
    expect(coversConcept(` ${foldText('Nicht länger als 7 Tage anwenden.')} `, effect!)).toBe(false)
  })

  it('knows reporting a side effect in the three languages', () => {
    const ids = (question: string) => conceptsOf(question).map((c) => c.id)
    expect(ids('Wohin schicke ich eine Nebenwirkungsmeldung?')).toContain('reporting')
    expect(ids('Comment déclarer un effet indésirable ?')).toContain('reporting')
    expect(ids('How do I report a side effect?')).toContain('reporting')
    expect(ids('Welche Nebenwirkungen hat Dolorex?')).not.toContain('reporting')
    const [reporting] = conceptsOf('Wohin schicke ich eine Nebenwirkungsmeldung?').filter(
      (c) => c.id === 'reporting',
    )
    expect(
      coversConcept(
        ` ${foldText('Nebenwirkungen melden Sie an unsere Arzneimittelsicherheit.')} `,
        reporting!,
      ),
    ).toBe(true)
  })

  it('tells drinking alcohol from alcohol as an excipient', () => {
    const ids = (question: string) => conceptsOf(question).map((c) => c.id)
    expect(ids('Darf man bei Dolorex ein Bier trinken?')).toContain('drinking')
    expect(ids('Peut-on prendre Dolorex avec de l’alcool ?')).toContain('drinking')
    expect(ids('Can I drink alcohol with Dolorex?')).toContain('drinking')
    expect(ids('Enthält Dolorex Alkohol?')).not.toContain('drinking')
    const [drinking] = conceptsOf('Can I drink alcohol with it?').filter((c) => c.id === 'drinking')
    expect(
      coversConcept(` ${foldText('Sonstige Bestandteile: Isopropylalkohol, Wasser.')} `, drinking!),
    ).toBe(false)
    expect(coversConcept(` ${foldText('Während der Behandlung keinen Alkohol trinken.')} `, drinking!)).toBe(
      true,
    )
  })
})
