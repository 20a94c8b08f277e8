// The field's terms in German, French and English (issue 38, decision 0092): what a question asks
// about (dose, age, shelf life after opening, pregnancy, side effects, storage, approval number,
// price...) as concepts, each with the words that say it in the three languages. A question's
// concepts expand its search with the other languages' words, so a French question finds a German
// leaflet, and decide whether a passage covers what was asked (the "not in the documents" rule).
// Terms are matched on folded text (lower case, no accents) as word starts: "dosierung" finds
// "Dosierungsanleitung", "conserv" finds "conservation" and "conserver".

import { fieldConcepts, type FieldConcept } from './field-concepts.ts'

export { fieldConcepts, type FieldConcept }

/** Lower case without accents or ligatures: "Überdosierung" -> "uberdosierung", "coûte" -> "coute". */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, ' ')
}

/** Whether folded `text` holds `term` at a word start (a term ending in a space must end a word). */
export function holdsTerm(folded: string, term: string): boolean {
  const trimmed = term.trimEnd()
  let at = folded.indexOf(trimmed)
  while (at >= 0) {
    const before = at === 0 ? ' ' : folded[at - 1]!
    const after = folded[at + trimmed.length] ?? ' '
    if (!/[\p{L}\p{N}]/u.test(before) && (trimmed === term || !/[\p{L}\p{N}]/u.test(after))) return true
    at = folded.indexOf(trimmed, at + 1)
  }
  return false
}

/** The concepts a question asks about (in any of the three languages). */
export function conceptsOf(question: string): FieldConcept[] {
  const folded = ` ${foldText(question)} `
  return fieldConcepts.filter((concept) =>
    Object.values(concept.terms).some((terms) => terms.some((term) => holdsTerm(folded, term))),
  )
}

/** Whether a text (folded) says something about the concept, in any language. */
export function coversConcept(folded: string, concept: FieldConcept): boolean {
  return Object.values(concept.terms).some((terms) => terms.some((term) => holdsTerm(folded, term)))
}

/**
 * Words to add to a question's full-text search: its concepts' words in every language, as documents
 * spell them (the question's own words are searched anyway). At most `max`.
 */
export function expansionWords(question: string, max = 12): string[] {
  const folded = ` ${foldText(question)} `
  const words: string[] = []
  for (const concept of conceptsOf(question))
    for (const language of ['de', 'fr', 'en'] as const)
      for (const word of concept.search[language])
        if (!holdsTerm(folded, foldText(word)) && !words.includes(word)) words.push(word)
  return words.slice(0, max)
}
