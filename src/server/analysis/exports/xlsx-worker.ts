// Runs in a worker thread (run-in-worker.ts), loaded by Node itself: only erasable TypeScript here.
// Writes a large export's workbook off the event loop, as the bulk upload parses off it: exceljs
// builds and zips every cell synchronously, which for tens of thousands of rows would hold every
// other request. Posts the finished file's bytes, then done.
import ExcelJS from 'exceljs'
import { inWorker, postData, postDone, workerInput } from '../../files/worker-port.ts'

export type XlsxCell = string | number | boolean | Date | null

export interface XlsxSheet {
  readonly name: string
  readonly header: readonly string[]
  readonly rows: readonly (readonly XlsxCell[])[]
}

/** The workbook's bytes: every sheet with its header row frozen above its rows. */
export async function buildWorkbook(sheets: readonly XlsxSheet[]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook()
  for (const sheet of sheets) {
    const worksheet = workbook.addWorksheet(sheet.name.slice(0, 31), {
      views: [{ state: 'frozen', ySplit: 1 }],
    })
    worksheet.addRow([...sheet.header]).font = { bold: true }
    for (const row of sheet.rows) worksheet.addRow([...row])
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer())
}

/**
 * What the worker is given: each sheet's rows as JSON text in chunks. Handing a worker 20,000 rows of
 * objects makes the server's thread clone every cell at once (900 ms measured); strings made a chunk at
 * a time between other requests are copied whole.
 */
export interface XlsxInput {
  readonly sheets: readonly {
    readonly name: string
    readonly header: readonly string[]
    readonly chunks: readonly string[]
  }[]
}

/** JSON.stringify's replacer: a Date as { $date } (its toJSON would make it a plain string). */
export function encodeCell(this: Record<string, unknown>, key: string, value: unknown): unknown {
  const raw = this[key]
  return raw instanceof Date ? { $date: raw.toISOString() } : value
}

function decodeCell(_key: string, value: unknown): unknown {
  return value !== null &&
    typeof value === 'object' &&
    typeof (value as { $date?: unknown }).$date === 'string'
    ? new Date((value as { $date: string }).$date)
    : value
}

async function main(input: XlsxInput) {
  const sheets = input.sheets.map((sheet) => ({
    name: sheet.name,
    header: sheet.header,
    rows: sheet.chunks.flatMap((chunk) => JSON.parse(chunk, decodeCell) as XlsxCell[][]),
  }))
  postData(await buildWorkbook(sheets))
  postDone()
}

if (inWorker) void main(workerInput<XlsxInput>())
