import { describe, expect, it } from 'vitest'
import { analyseQuestion } from '../../knowledge/question-analysis.ts'
import { attributeWords, holdsAttribute } from './asked-attribute.ts'

const words = (question: string, products: string[], documents: string[] = []) =>
  attributeWords(question, analyseQuestion(question, products), documents).words

describe('attributeWords', () => {
  it('drops a dosage form beside the named product, and weak words', () => {
    expect(words('Kann man Dolorex Schmerzgel auch beim Hund anwenden?', ['Dolorex'])).toEqual(['hund'])
    expect(words('Peut-on mettre Dolorex Gel 2 % sur le visage ?', ['Dolorex'])).toEqual(['visage'])
    expect(words('Does Dolorex contain gluten?', ['Dolorex'])).toEqual(['gluten'])
  })

  it('keeps a form word that stands apart from the product: it is what is asked', () => {
    expect(words('Gibt es Dolorex auch als Nasentropfen?', ['Dolorex'])).toEqual(['nasentropfen'])
    expect(words('Darf man Dolorex zusammen mit Grapefruitsaft einnehmen?', ['Dolorex'])).toEqual([
      'grapefruitsaft',
    ])
  })

  it('drops a word most retrieved documents hold (the company in every footer) unless nothing is left', () => {
    const footers = ['Acme Pharma GmbH Dosierung', 'Acme Pharma GmbH Lagerung', 'Acme Pharma GmbH Preise']
    expect(words('Wer ist Geschäftsführer von Acme?', [], footers)).toEqual(['geschaftsfuhrer'])
    expect(words('Wo sitzt Acme?', [], footers)).toEqual(['sitzt'])
    expect(words('Wer ist Acme?', [], footers)).toEqual(['acme'])
  })

  it('finds an attribute word in a passage, inflected or inside a compound', () => {
    expect(holdsAttribute(' keine angaben zur anwendung bei hunden ', ['hund'])).toBe(true)
    expect(holdsAttribute(' nicht uber 25 °c lagern ', ['hund'])).toBe(false)
  })
})
