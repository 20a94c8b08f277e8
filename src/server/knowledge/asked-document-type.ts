// Which kind of document a question is about (issue 38, decision 0092): a question on a PZN or a
// price wants the price list, one on what advertising may say the claims list, one for a journalist
// the press release, one on deliveries and returns the FAQ, one on a training's points the training.
// Cues are word starts on folded text in German, French and English; a question may name none.
import type { DocumentType } from './profile/read-document-profile.ts'
import { foldText, holdsTerm } from './field-terms.ts'

const cues: Readonly<Record<DocumentType, readonly string[]>> = {
  priceList: [
    // de
    'pzn',
    'preis',
    'kostet',
    'kosten ',
    'avp ',
    'aep ',
    'bestellwert',
    'rabatt',
    // Conditions of sale: what shipping costs below the free-delivery amount.
    'versandkost',
    'lieferkost',
    // fr
    'cip ',
    'prix',
    'tarif',
    'coute',
    'ppc ',
    'vendre',
    'franco',
    'frais de port',
    'frais de livraison',
    // en
    'price',
    'cost ',
    'costs ',
    'rrp ',
    'shipping cost',
    'delivery charge',
  ],
  claims: ['werb', 'bewerb', 'claim', 'publicit', 'allegation', 'promouv', 'advertis', 'promot', 'marketing'],
  pressRelease: [
    'journalist',
    'presse',
    'pressemitteilung',
    'mitarbeiter',
    'beschaftigt',
    'communique',
    'salarie',
    'press ',
    'announce',
    'employees',
    'launch',
  ],
  training: ['schulung', 'fortbildung', 'formation', 'training', 'e-learning'],
  faq: [
    'kundenservice',
    'liefer',
    'versand',
    'bestell',
    'retour',
    'reklamation',
    'livr',
    'commande',
    'repren',
    'service client',
    'deliver',
    'order ',
    'orders ',
    'returns',
    'customer service',
  ],
  smpc: ['fachinformation', 'smpc', 'rcp ', 'resume des caracteristiques', 'summary of product'],
  leaflet: ['packungsbeilage', 'gebrauchsinformation', 'beipackzettel', 'notice', 'leaflet'],
}

/** The document types a question's words point to (none: any type may answer). */
export function askedDocumentTypes(question: string): DocumentType[] {
  const folded = ` ${foldText(question)} `
  return (Object.keys(cues) as DocumentType[]).filter((type) =>
    cues[type].some((term) => holdsTerm(folded, term)),
  )
}

/** Whether a folded word of a question is a cue for the document type ("werbung" for the claims list). */
export function cuesDocumentType(word: string, type: DocumentType): boolean {
  return cues[type].some((term) => holdsTerm(` ${word} `, term))
}

/** Whether a folded text names the document type by one of its cues ("Schulung" for a training). */
export function mentionsDocumentType(folded: string, type: DocumentType): boolean {
  return cues[type].some((term) => holdsTerm(folded, term))
}
