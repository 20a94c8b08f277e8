// Runs in a worker thread (run-in-worker.ts), loaded by Node itself: only erasable TypeScript here.
// Streams an upload file into its header and its non-empty rows, posted in chunks, and stops at the
// first row or column past the caps. CSV cells stay text, so leading zeros are kept; XLSX cells keep
// their type, so an identifier typed as a number is refused later instead of losing its zeros.
import { Readable } from 'node:stream'
import ExcelJS from 'exceljs'
import Papa from 'papaparse'
import { decodeText, detectEncoding, type TextEncoding } from '../../files/detect-encoding.ts'
import { restoreCell } from '../../lib/spreadsheet-cells.ts'
import { inWorker, postData, postDone, postRefusal, workerInput } from '../../files/worker-port.ts'

export type Cell = string | number | boolean | null
export interface ParseInput {
  readonly format: 'csv' | 'xlsx'
  readonly bytes: Uint8Array
  /** The user's choice for a CSV; detected when absent. */
  readonly encoding: TextEncoding | undefined
  readonly maxRows: number
  readonly maxColumns: number
}
export type ParseChunk =
  | { readonly headers: string[]; readonly encoding: TextEncoding | null }
  | { readonly rows: { line: number; cells: Cell[] }[] }

class Refusal extends Error {
  readonly code: string
  readonly params: Record<string, string | number>
  constructor(code: string, message: string, params: Record<string, string | number> = {}) {
    super(message)
    this.code = code
    this.params = params
  }
}

// Posted at most a few chunks ahead of the server's thread (worker-port.ts, decision 0060).
const rowsPerChunk = 1000

function checkHeaders(cells: Cell[], maxColumns: number): string[] {
  const headers = cells.map((cell) => String(cell ?? '').trim())
  // Spreadsheets often end the header row with empty cells: those columns are not there.
  while (headers.length > 0 && headers.at(-1) === '') headers.pop()
  if (headers.length === 0) throw new Refusal('bulkUpload.unreadable', 'The file has no header row')
  if (headers.length > maxColumns)
    throw new Refusal(
      'bulkUpload.tooManyColumns',
      `The file has ${headers.length} columns; at most ${maxColumns} are accepted`,
      { columns: headers.length, max: maxColumns },
    )
  const withNul = headers.map((h, i) => (h.includes('\u0000') ? i + 1 : 0)).filter(Boolean)
  if (withNul.length > 0)
    throw new Refusal(
      'bulkUpload.badHeader',
      `The header of column ${withNul.join(', ')} contains a NUL character (U+0000); is the file's encoding right?`,
      { columns: withNul.join(', ') },
    )
  const empty = headers.map((h, i) => (h === '' ? i + 1 : 0)).filter(Boolean)
  if (empty.length > 0)
    throw new Refusal(
      'bulkUpload.emptyHeader',
      `Column ${empty.join(', ')} has no header; name every column`,
      {
        columns: empty.join(', '),
      },
    )
  const seen = new Set<string>()
  const duplicates = new Set(headers.filter((h) => (seen.has(h) ? true : (seen.add(h), false))))
  if (duplicates.size > 0)
    throw new Refusal(
      'bulkUpload.duplicateHeader',
      `Headers appear more than once: ${[...duplicates].join(', ')}; every column needs its own header`,
      { headers: [...duplicates].join(', ') },
    )
  return headers
}

/** Collects rows and posts them in chunks; empty rows are dropped but keep their line numbers. */
function rowSink(width: number) {
  let pending: { line: number; cells: Cell[] }[] = []
  return {
    add(line: number, raw: Cell[]) {
      const cells: Cell[] = []
      for (let i = 0; i < width; i++) {
        const cell = raw[i] ?? null
        cells.push(typeof cell === 'string' ? restoreCell(cell) : cell)
      }
      if (!cells.some((c) => c !== null && c !== '')) return
      pending.push({ line, cells })
      if (pending.length >= rowsPerChunk) this.flush()
    },
    flush() {
      if (pending.length > 0) postData<ParseChunk>({ rows: pending })
      pending = []
    },
  }
}

const tooManyRows = (maxRows: number) =>
  new Refusal(
    'bulkUpload.tooManyRows',
    `The file has more than ${maxRows} rows; at most ${maxRows} can be uploaded at once`,
    { max: maxRows },
  )

function parseCsv(input: ParseInput) {
  const encoding = input.encoding ?? detectEncoding(input.bytes)
  const text = decodeText(input.bytes, encoding).replace(/^\uFEFF/, '')
  // The delimiter is guessed (German and French spreadsheets write `;`) from the non-empty lines:
  // Papa counts an empty line as a row of one field. No type guessing.
  const { delimiter } = Papa.parse<string[]>(text.slice(0, 64 * 1024), {
    delimitersToGuess: [',', ';', '\t', '|'],
    skipEmptyLines: 'greedy',
    preview: 100,
  }).meta
  let sink: ReturnType<typeof rowSink> | undefined
  let index = 0
  let failure: Refusal | undefined
  // Empty lines stay in, so that every row keeps its line number in the file.
  Papa.parse<string[]>(text, {
    delimiter,
    skipEmptyLines: false,
    dynamicTyping: false,
    step: (result, parser) => {
      const quotes = result.errors.find((e) => e.type === 'Quotes')
      if (quotes) failure = new Refusal('bulkUpload.unreadable', `CSV line ${index + 1}: ${quotes.message}`)
      else if (index === 0) {
        const headers = checkHeaders(result.data, input.maxColumns)
        postData<ParseChunk>({ headers, encoding })
        sink = rowSink(headers.length)
      } else if (index > input.maxRows) failure = tooManyRows(input.maxRows)
      else sink!.add(index + 1, result.data)
      index++
      if (failure) parser.abort()
    },
  })
  if (failure) throw failure
  if (!sink) throw new Refusal('bulkUpload.unreadable', 'The file has no header row')
  sink.flush()
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

async function parseXlsx(input: ParseInput) {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(input.bytes)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  })
  let sink: ReturnType<typeof rowSink> | undefined
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // row.values is sparse and starts at index 1 (column A); only the cells present are read.
        const raw = (row.values as ExcelJS.CellValue[]).slice(1, 1 + input.maxColumns + 1).map(toCell)
        if (!sink) {
          if (row.number !== 1) throw new Refusal('bulkUpload.unreadable', 'The file has no header row')
          const headers = checkHeaders(raw, input.maxColumns)
          postData<ParseChunk>({ headers, encoding: null })
          sink = rowSink(headers.length)
        } else if (row.number - 1 > input.maxRows) throw tooManyRows(input.maxRows)
        else sink.add(row.number, raw)
      }
      break // the first sheet only
    }
  } catch (error) {
    if (error instanceof Refusal) throw error
    throw new Refusal('bulkUpload.unreadable', 'The file is not a readable XLSX workbook')
  }
  if (!sink) throw new Refusal('bulkUpload.unreadable', 'The workbook has no sheet with a header row')
  sink.flush()
}

async function main(input: ParseInput) {
  try {
    await (input.format === 'csv' ? parseCsv(input) : parseXlsx(input))
    postDone()
  } catch (error) {
    if (!(error instanceof Refusal)) throw error
    postRefusal(error.code, error.message, error.params)
  }
}

// The parent shares the file's bytes (parse-file.ts); TextDecoder refuses a shared buffer: a copy of its own.
if (inWorker) {
  const input = workerInput<ParseInput>()
  await main({ ...input, bytes: new Uint8Array(input.bytes) })
}
