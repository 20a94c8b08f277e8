// A cursor carries the sort value of the last row of a page, as PostgreSQL wrote it as text; the next
// page casts it back to the column's type. A cursor is opaque but not secret: a client may send any
// value, and one the cast refuses (`abc` as integer, 2026-13-45 as date, U+0000 as text) was a 500.
// So the value is checked against the sort column's type before it reaches the database.
import { unstorableReason } from '../../lib/storable-text.ts'

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const INTEGER = /^-?\d+$/
const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const TIMESTAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/
const NUMERIC = /^numeric(?:\((\d+),(\d+)\))?$/

const isCalendarDay = (year: string, month: string, day: string) => {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return Number(year) >= 1 && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

/** Whether PostgreSQL casts `value` to `sqlType` without an error (the types resource tables use). */
export function fitsSqlType(sqlType: string, value: string): boolean {
  const numeric = NUMERIC.exec(sqlType)
  if (numeric) {
    const parts = DECIMAL.exec(value)
    if (!parts || !numeric[1]) return Boolean(parts) && value.length <= 1000
    const [precision, scale] = [Number(numeric[1]), Number(numeric[2])]
    return parts[1]!.replace(/^0+(?=\d)/, '').length <= precision - scale && (parts[2] ?? '').length <= scale
  }
  switch (sqlType) {
    case 'integer':
      return INTEGER.test(value) && Math.abs(Number(value)) <= 2 ** 31 - 1
    case 'date': {
      const parts = DATE.exec(value)
      return Boolean(parts) && isCalendarDay(parts![1]!, parts![2]!, parts![3]!)
    }
    case 'timestamptz': {
      const parts = TIMESTAMP.exec(value)
      return Boolean(parts) && isCalendarDay(parts![1]!, parts![2]!, parts![3]!) && Number(parts![4]) < 24 && Number(parts![5]) < 60 && Number(parts![6]) < 60
    }
    case 'uuid':
      return UUID.test(value)
    case 'boolean':
      return value === 'true' || value === 'false'
    case 'text':
      return unstorableReason(value) === undefined
    default:
      return false
  }
}
