// Cells of an export as values: counts and days as LinkedIn, Excel and German or French
// spreadsheets write them. Anything else is refused with the reason, never guessed.
import type { Cell } from '../routes/bulk-uploads/parse-file.ts'

const validDay = (day: string) => {
  const at = Date.parse(`${day}T00:00:00Z`)
  return (
    !Number.isNaN(at) &&
    new Date(at).toISOString().startsWith(day) &&
    day >= '1970-01-01' &&
    day <= '9000-12-31'
  )
}

/** A day as YYYY-MM-DD from 2026-03-05 (and Excel dates), 5.3.2026 (German) or 3/5/2026 (M/D/YYYY, LinkedIn's English export). */
export function readDay(cell: Cell): string | null {
  if (cell === null || cell === '') return null
  const text = String(cell).trim()
  let day: string | undefined
  let m: RegExpExecArray | null
  if ((m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ].*)?$/.exec(text))) day = `${m[1]}-${m[2]}-${m[3]}`
  else if ((m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text)))
    day = `${m[3]}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`
  else if ((m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text)))
    day = `${m[3]}-${m[1]!.padStart(2, '0')}-${m[2]!.padStart(2, '0')}`
  return day && validDay(day) ? day : null
}

/** A whole count of at least 0: 1234, "1234", "1,234", "1.234", "1 234"; null when it is none. */
export function readCount(cell: Cell): number | null {
  if (typeof cell === 'number')
    return Number.isSafeInteger(cell) && cell >= 0 && cell <= 2_000_000_000 ? cell : null
  if (cell === null || typeof cell === 'boolean') return null
  const text = cell.trim().replace(/[\u00a0\u202f]/g, ' ')
  const digits = /^\d+$/.test(text)
    ? text
    : /^\d{1,3}([,. ']\d{3})+$/.test(text)
      ? text.replace(/[,. ']/g, '')
      : null
  if (digits === null) return null
  const value = Number(digits)
  return value <= 2_000_000_000 ? value : null
}

export const isBlank = (cell: Cell | undefined) =>
  cell === undefined || cell === null || (typeof cell === 'string' && cell.trim() === '')
