// Checks the filters of the item list and the keyword statistics (dates, limit, cursor), with analysis.* codes.
import { HttpError } from '../../lib/http-error.ts'

const bad = (code: string, message: string) => new HttpError(400, message, { code })

/** A date (YYYY-MM-DD, the day's start in UTC) or a timestamp; `end`: a bare date means the end of that day. */
export function parseDate(value: string | undefined, end = false): Date | undefined {
  if (value === undefined || value === '') return undefined
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value)
    ? new Date(`${value}T00:00:00Z`)
    : /^\d{4}-\d{2}-\d{2}T/.test(value)
      ? new Date(value)
      : new Date(NaN)
  if (Number.isNaN(date.getTime())) throw bad('analysis.badDate', `'${value}' is not a date (YYYY-MM-DD)`)
  if (end && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(date.getTime() + 86_400_000 - 1)
  return date
}

export function parseRange(from?: string, to?: string): { from?: Date; to?: Date } {
  const range = { from: parseDate(from), to: parseDate(to, true) }
  if (range.from && range.to && range.to < range.from)
    throw bad('analysis.reversedRange', 'The range ends before it starts')
  return range
}

export function parseLimit(value: number | string | undefined, fallback = 50, max = 200): number {
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 1 || n > max) throw bad('analysis.badLimit', `limit must be 1 to ${max}`)
  return n
}

export interface ItemCursor {
  readonly at: string
  readonly id: string
}

export function encodeCursor(cursor: ItemCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.id])).toString('base64url')
}

export function decodeCursor(value: string | undefined): ItemCursor | undefined {
  if (!value) return undefined
  try {
    const [at, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [string, string]
    if (typeof at === 'string' && typeof id === 'string' && !Number.isNaN(Date.parse(at))) return { at, id }
  } catch {
    // fall through to the refusal
  }
  throw bad('analysis.badCursor', 'The cursor is not one this list gave')
}
