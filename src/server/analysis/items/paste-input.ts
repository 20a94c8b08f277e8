// Checks the fields of a pasted or uploaded item (title, text, language, date, promotional, market).
import { fieldError, HttpError } from '../../lib/http-error.ts'
import { itemLanguages } from './item-language.ts'

export const maxItemTextLength = 1_000_000
export const markets = ['DE', 'AT', 'FR'] as const

const invalid = (field: string, code: string, message: string, params: Record<string, number> = {}) =>
  new HttpError(400, message, { code, fieldErrors: { [field]: fieldError(code, message, params) } })

export interface ItemOptions {
  readonly language: string | null
  readonly publishedAt: Date | null
  readonly promotional: boolean
  readonly market: string | null
}

export function checkItemText(text: unknown): string {
  if (typeof text !== 'string' || !text.trim())
    throw invalid('text', 'analysis.textRequired', 'Please paste a text')
  if (text.length > maxItemTextLength)
    throw invalid('text', 'analysis.textTooLong', `At most ${maxItemTextLength} characters`, {
      max: maxItemTextLength,
    })
  return text
}

export function checkItemOptions(body: Record<string, unknown>): ItemOptions {
  const language = body.language ?? null
  if (language !== null && !(itemLanguages as readonly unknown[]).includes(language))
    throw invalid('language', 'analysis.badLanguage', 'language must be de, fr or en')
  let publishedAt: Date | null = null
  if (body.publishedAt !== undefined && body.publishedAt !== null && body.publishedAt !== '') {
    publishedAt = typeof body.publishedAt === 'string' ? new Date(body.publishedAt) : new Date(NaN)
    if (Number.isNaN(publishedAt.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(String(body.publishedAt)))
      throw invalid('publishedAt', 'analysis.badDate', 'publishedAt must be a date (YYYY-MM-DD or ISO time)')
  }
  const promotional = body.promotional === true || body.promotional === 'true'
  if (
    body.promotional !== undefined &&
    typeof body.promotional !== 'boolean' &&
    !['true', 'false'].includes(String(body.promotional))
  )
    throw invalid('promotional', 'analysis.badPromotional', 'promotional must be true or false')
  const market = body.market ?? null
  if (market !== null && !(markets as readonly unknown[]).includes(market))
    throw invalid('market', 'analysis.badMarket', `market must be one of ${markets.join(', ')}`)
  return { language: language as string | null, publishedAt, promotional, market: market as string | null }
}

export function checkItemTitle(title: unknown): string {
  if (title === undefined || title === null) return ''
  if (typeof title !== 'string') throw invalid('title', 'analysis.nameRequired', 'The title must be text')
  if (title.length > 500) throw invalid('title', 'analysis.tooLong', 'At most 500 characters', { max: 500 })
  return title
}
