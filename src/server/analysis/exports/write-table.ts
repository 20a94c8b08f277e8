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
import { buildWorkbook, type XlsxCell, type XlsxSheet } from './xlsx-worker.ts'

/** Tables of at least this many rows are written to XLSX in a worker thread. */
export const xlsxWorkerFrom = 2000
const xlsxEntry = new URL('./xlsx-worker.ts', import.meta.url)

export function csvText(
  header: readonly string[],
  rows: readonly (readonly XlsxCell[])[],
  delimiter: string,
): string {
  const decimal = (value: number) => (delimiter === ';' ? String(value).replace('.', ',') : String(value))
  const cell = (value: XlsxCell) => {
    if (value === null) return ''
    if (typeof value === 'number') return neutraliseCell(decimal(value), true)
    if (value instanceof Date) return value.toISOString()
    return neutraliseCell(String(value))
  }
  return `\uFEFF${csvLines([header.map((h) => neutraliseCell(h)), ...rows.map((row) => row.map(cell))], delimiter)}`
}

export async function workbookBytes(
  sheets: XlsxSheet[],
  inWorker = sheets.some((s) => s.rows.length >= xlsxWorkerFrom),
): Promise<Uint8Array> {
  if (!inWorker) return buildWorkbook(sheets)
  let bytes: Uint8Array | undefined
  await runInWorker<XlsxSheet[], Uint8Array>(xlsxEntry, sheets, defaultFileLimits.worker, (data) => {
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
    return reply.type('text/csv; charset=utf-8').send(csvText(sheet.header, sheet.rows, options.delimiter))
  const bytes = await workbookBytes([sheet])
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
}
