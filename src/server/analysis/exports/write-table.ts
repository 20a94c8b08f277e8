// Sends a table as CSV or XLSX. CSV: every field quoted, the separator of the caller's language, a
// byte-order mark for Excel, and formula-like cells neutralised (a quote "=HYPERLINK(...)" runs
// nothing). XLSX: cells keep their types (a text starting with = stays text in a workbook); from
// `xlsxWorkerFrom` rows on the workbook is written in a worker thread, off the event loop.
import type { FastifyReply } from 'fastify'
import { defaultFileLimits } from '../../files/file-limits.ts'
import { runInWorker } from '../../files/run-in-worker.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { csvLines } from '../../lib/csv-lines.ts'
import { neutraliseCell } from '../../lib/spreadsheet-cells.ts'
import { buildWorkbook, encodeCell, type XlsxCell, type XlsxInput, type XlsxSheet } from './xlsx-worker.ts'

/**
 * Tables of at least this many rows are written to XLSX in a worker thread: exceljs held the event loop
 * about 0.8 s per 2,000 rows of the analysis export on this machine (scripts/bench-safety-export.ts).
 */
export const xlsxWorkerFrom = 200
/** Rows handled between two turns of the event loop (CSV lines, JSON chunks for the worker). */
const rowsPerTurn = 500
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve))
const xlsxEntry = new URL('./xlsx-worker.ts', import.meta.url)

/** The CSV text, made `rowsPerTurn` rows at a time so that other requests are answered in between. */
export async function csvText(
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  delimiter: string,
): Promise<string> {
  const decimal = (value: number) => (delimiter === ';' ? String(value).replace('.', ',') : String(value))
  const cell = (value: XlsxCell) => {
    if (value === null) return ''
    if (typeof value === 'number') return neutraliseCell(decimal(value), true)
    if (value instanceof Date) return value.toISOString()
    return neutraliseCell(String(value))
  }
  const parts = [`\uFEFF${csvLines([header.map((h) => neutraliseCell(h))], delimiter)}`]
  for (let start = 0; start < rows.length; start += rowsPerTurn) {
    if (start > 0) await nextTurn()
    parts.push(
      csvLines(
        rows.slice(start, start + rowsPerTurn).map((row) => row.map(cell)),
        delimiter,
      ),
    )
  }
  return parts.join('')
}

export async function workbookBytes(
  sheets: XlsxSheet[],
  inWorker = sheets.some((s) => s.rows.length >= xlsxWorkerFrom),
): Promise<Uint8Array> {
  if (!inWorker) return buildWorkbook(sheets)
  const input: XlsxInput['sheets'][number][] = []
  for (const sheet of sheets) {
    const chunks: string[] = []
    for (let start = 0; start < sheet.rows.length; start += rowsPerTurn) {
      await nextTurn()
      chunks.push(JSON.stringify(sheet.rows.slice(start, start + rowsPerTurn), encodeCell))
    }
    input.push({ name: sheet.name, header: sheet.header, chunks })
  }
  let bytes: Uint8Array | undefined
  await runInWorker<XlsxInput, Uint8Array>(xlsxEntry, { sheets: input }, defaultFileLimits.worker, (data) => {
    bytes = data
  })
  if (!bytes) throw new Error('the workbook writer ended without a workbook')
  return bytes
}

export async function sendTable(
  reply: FastifyReply,
  options: { format: 'csv' | 'xlsx'; fileName: string; sheet: XlsxSheet; delimiter: string },
) {
  const { format, sheet } = options
  reply.header('content-disposition', attachmentDisposition(`${options.fileName}.${format}`))
  if (format === 'csv')
    return reply
      .type('text/csv; charset=utf-8')
      .send(await csvText(sheet.header, sheet.rows, options.delimiter))
  const bytes = await workbookBytes([sheet])
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
}
