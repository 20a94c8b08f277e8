import { describe, expect, it } from 'vitest'
import { askedDocumentTypes } from './asked-document-type.ts'

describe('askedDocumentTypes', () => {
  it('reads the kind of document a question is about, in German, French and English', () => {
    expect(askedDocumentTypes('Welche PZN hat Dolorex 1 % 50 g?')).toEqual(['priceList'])
    expect(askedDocumentTypes('Quel est le prix conseillé de Nasaclar ?')).toEqual(['priceList'])
    expect(askedDocumentTypes('Was dürfen wir in der Werbung über Dolorex sagen?')).toEqual(['claims'])
    expect(askedDocumentTypes('Who can a journalist call about the launch?')).toEqual(['pressRelease'])
    expect(askedDocumentTypes('Vous livrez en combien de temps ?')).toEqual(['faq'])
    expect(askedDocumentTypes('Wie viele Fortbildungspunkte gibt die Schulung?')).toEqual(['training'])
  })

  it('names none for a question on a product itself', () => {
    expect(askedDocumentTypes('Ab welchem Alter darf man Dolorex anwenden?')).toEqual([])
    expect(askedDocumentTypes('How long can the syrup be kept once opened?')).toEqual([])
  })

  it('takes shipping costs for the price list’s conditions of sale', () => {
    expect(askedDocumentTypes('Wie hoch sind die Versandkosten unter dem Freibetrag?')).toContain('priceList')
    expect(askedDocumentTypes('Quels sont les frais de port ?')).toContain('priceList')
    expect(askedDocumentTypes('What are the shipping costs?')).toContain('priceList')
    expect(askedDocumentTypes('Wie lange dauert der Versand?')).not.toContain('priceList')
  })
})
