// Checks what an admin sends for a keyword list or a keyword, with analysis.* codes per field.
import { fieldError, HttpError, type FieldError } from '../../lib/http-error.ts'
import { splitWords } from '../match/fold-words.ts'
import { keywordListKinds, type KeywordListKind } from './load-keywords.ts'

export const maxTermLength = 200
export const maxAliases = 50
export const maxListNameLength = 120

export interface KeywordFields {
  readonly term: string
  readonly aliases: string[]
  readonly language: 'de' | 'fr' | 'en' | null
  readonly indicationFor: string[]
}

const invalid = (fieldErrors: Record<string, FieldError>) => {
  const first = Object.values(fieldErrors)[0]!
  return new HttpError(400, first.message, { code: first.code, fieldErrors })
}

export function checkListKind(kind: unknown): KeywordListKind {
  if (typeof kind !== 'string' || !(keywordListKinds as readonly string[]).includes(kind))
    throw invalid({
      kind: fieldError('analysis.badListKind', `kind must be one of ${keywordListKinds.join(', ')}`),
    })
  return kind as KeywordListKind
}

export function checkListName(name: unknown): string {
  const value = typeof name === 'string' ? name.trim() : ''
  if (!value) throw invalid({ name: fieldError('analysis.nameRequired', 'Please enter a name') })
  if (value.length > maxListNameLength)
    throw invalid({
      name: fieldError('analysis.tooLong', `At most ${maxListNameLength} characters`, {
        max: maxListNameLength,
      }),
    })
  return value
}

function checkPhrase(field: string, value: unknown): string {
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
  if (!text) throw invalid({ [field]: fieldError('analysis.termRequired', 'Please enter a term') })
  if (text.length > maxTermLength)
    throw invalid({
      [field]: fieldError('analysis.tooLong', `At most ${maxTermLength} characters`, { max: maxTermLength }),
    })
  if (splitWords(text).length === 0)
    throw invalid({
      [field]: fieldError(
        'analysis.termWithoutWords',
        'A term needs letters or digits; it would never match',
      ),
    })
  return text
}

function checkPhrases(field: string, value: unknown): string[] {
  if (value === undefined || value === null) return []
  if (!Array.isArray(value) || value.length > maxAliases)
    throw invalid({
      [field]: fieldError('analysis.badAliases', `A list of at most ${maxAliases} terms`, {
        max: maxAliases,
      }),
    })
  return [...new Set(value.map((v) => checkPhrase(field, v)))]
}

/** A keyword's fields; `previous` fills what a PATCH leaves out. */
export function checkKeyword(body: Record<string, unknown>, previous?: KeywordFields): KeywordFields {
  const language = body.language === undefined ? (previous?.language ?? null) : body.language
  if (language !== null && language !== 'de' && language !== 'fr' && language !== 'en')
    throw invalid({ language: fieldError('analysis.badLanguage', 'language must be de, fr, en or null') })
  return {
    term: body.term === undefined && previous ? previous.term : checkPhrase('term', body.term),
    aliases:
      body.aliases === undefined && previous ? previous.aliases : checkPhrases('aliases', body.aliases),
    language,
    indicationFor:
      body.indicationFor === undefined && previous
        ? previous.indicationFor
        : checkPhrases('indicationFor', body.indicationFor),
  }
}
