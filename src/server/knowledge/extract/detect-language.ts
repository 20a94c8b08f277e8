// The language of a document's prose, from the frequencies of each language's commonest words: the
// text-search configuration (german, french, english) the document is indexed and queried with.
import type { DocumentLanguage } from './extracted-document.ts'

const stopwords: Record<DocumentLanguage, ReadonlySet<string>> = {
  german: new Set(
    'der die das und ist nicht mit von den des dem ein eine einer einen zu im in auf für bei sich sind wird werden oder auch als nach wie bis nur über aus dass zur zum vom wenn kann sie es wir ihr'.split(
      ' ',
    ),
  ),
  french: new Set(
    'le la les et est une un des du de pas pour dans sur avec que qui au aux ce cette ces ne se sont par plus ou vous nous il elle être si leur votre'.split(
      ' ',
    ),
  ),
  english: new Set(
    'the and is are of to in for with on that this not be by or from as at it an was were which you your have has if can must should may than'.split(
      ' ',
    ),
  ),
}

// At most this much text is looked at: a language shows within the first pages.
const sampleCharacters = 50_000
const minimumHits = 5

/** The document's language, or null when its text has too few common words of any of the three (code, tables). */
export function detectLanguage(text: string): DocumentLanguage | null {
  const words =
    text
      .slice(0, sampleCharacters)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  const hits: Record<DocumentLanguage, number> = { german: 0, french: 0, english: 0 }
  for (const word of words)
    for (const language of Object.keys(hits) as DocumentLanguage[])
      if (stopwords[language].has(word)) hits[language]++
  const ranked = (Object.entries(hits) as [DocumentLanguage, number][]).sort((a, b) => b[1] - a[1])
  const [best, second] = ranked
  if (best![1] < minimumHits || best![1] < second![1] * 1.2) return null
  return best![0]
}
