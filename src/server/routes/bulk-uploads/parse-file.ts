// Reads an upload file into a header row and data rows. CSV cells stay text, so leading zeros are
// kept; XLSX cells keep their type, so an identifier typed as a number is refused (validation.notText)
// instead of silently losing its zeros.
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { HttpError } from '../../lib/http-error.ts'
import { restoreCell } from '../../lib/spreadsheet-cells.ts'

export type Cell = string | number | boolean | null
export interface ParsedFile {
  readonly headers: string[]
  /** Data rows in file order; `line` is the row's line in the file (the header is line 1). */
  readonly rows: { line: number; cells: Cell[] }[]
}

export const maxUploadRows = 250_000

const unreadable = (message: string) =>
  new HttpError(400, message, {
    code: 'bulkUpload.unreadable',
    fieldErrors: { content: { code: 'bulkUpload.unreadable', message } },
  })

export function formatOf(fileName: string): 'csv' | 'xlsx' {
  return fileName.toLowerCase().endsWith('.xlsx') ? 'xlsx' : 'csv'
}

export async function parseFile(format: 'csv' | 'xlsx', content: Buffer): Promise<ParsedFile> {
  const table = format === 'csv' ? parseCsv(content) : await parseXlsx(content)
  const [headerRow, ...rest] = table
  if (!headerRow || headerRow.every((c) => c === null || c === ''))
    throw unreadable('The file has no header row')
  if (rest.length > maxUploadRows)
    throw unreadable(`The file has ${rest.length} rows; at most ${maxUploadRows} can be uploaded at once`)
  const headers = headerRow.map((cell) => String(cell ?? '').trim())
  const rows = rest
    // A formula-like text our export or report wrote with an apostrophe in front is read as it was.
    .map((cells, index) => ({
      line: index + 2,
      cells: cells.map((cell) => (typeof cell === 'string' ? restoreCell(cell) : cell)),
    }))
    .filter((row) => row.cells.some((c) => c !== null && c !== ''))
  return { headers, rows }
}

function parseCsv(content: Buffer): Cell[][] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '')
  // The delimiter is guessed (German and French spreadsheets write `;`) from the non-empty lines:
  // Papa counts an empty line as a row of one field, so the final newline of a two-column file
  // (brands: manufacturer.name;name) made it guess `,` and read one column. No type guessing.
  const { delimiter } = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    preview: 100,
  }).meta
  // Empty lines stay in, so that every row keeps its line number in the file.
  const result = Papa.parse<string[]>(text, { delimiter, skipEmptyLines: false, dynamicTyping: false })
  const fatal = result.errors.find((e) => e.type === 'Quotes')
  if (fatal) throw unreadable(`CSV line ${(fatal.row ?? 0) + 1}: ${fatal.message}`)
  return result.data.map((cells) => cells.map((cell) => cell))
}

async function parseXlsx(content: Buffer): Promise<Cell[][]> {
  const workbook = new ExcelJS.Workbook()
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer)
  } catch {
    throw unreadable('The file is not a readable XLSX workbook')
  }
  const sheet = workbook.worksheets[0]
  if (!sheet) throw unreadable('The workbook has no sheet')
  const table: Cell[][] = []
  sheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: Cell[] = []
    for (let column = 1; column <= sheet.columnCount; column++) cells.push(toCell(row.getCell(column).value))
    table[rowNumber - 1] = cells
  })
  return Array.from(table, (cells) => cells ?? [])
}

function toCell(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) return value.toISOString().slice(0, 10)
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((part) => part.text).join('')
  if (typeof value === 'object' && 'result' in value) return toCell(value.result as ExcelJS.CellValue)
  if (typeof value === 'object' && 'text' in value) return String(value.text)
  return String(value as unknown)
}
