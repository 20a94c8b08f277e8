// GET /api/resources/{resource}/export?format=csv|xlsx: the current filtered, sorted view as a file
// with the upload columns (references as natural keys), so an edited export can be uploaded again,
// followed by the list's derived values, which an upload leaves unmapped.
import { PassThrough } from 'node:stream'
import ExcelJS from 'exceljs'
import type { FastifyInstance } from 'fastify'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { Contract } from '../../contract.ts'
import type { Database } from '../../db/connect.ts'
import { fileColumnsOf, type FileColumn } from '../../db/resources/file-columns.ts'
import type { ListQuery } from '../../db/resources/list-query.ts'
import { loadKeysById } from '../../db/resources/references.ts'
import { findResource } from '../../db/resources/resource-model.ts'
import { iterateRows, type RowDto } from '../../db/resources/rows.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { csvLines, delimiterOf, type Delimiter } from '../../lib/csv-lines.ts'
import { neutraliseCell } from '../../lib/spreadsheet-cells.ts'
import { languageOf, resourceOrNotFound, scopeOf } from './access.ts'

const isNumeric = (column: FileColumn) =>
  column.keyIndex === undefined && (column.field.type === 'integer' || column.field.type === 'decimal')

/**
 * Rows as file cells: every value as text, references as their natural-key parts, anything a
 * spreadsheet would run as a formula neutralised (an upload reads it back as it was).
 */
async function toCells(db: Database, resource: CompiledResource, rows: RowDto[]): Promise<string[][]> {
  const columns = fileColumnsOf(resource)
  const keys = new Map<string, Map<string, (string | null)[]>>()
  for (const field of resource.fields.filter((f) => f.type === 'reference')) {
    const ids = [
      ...new Set(rows.map((row) => row[field.name]).filter((v): v is string => typeof v === 'string')),
    ]
    keys.set(field.name, await loadKeysById(db, findResource(field.to!)!, ids))
  }
  return rows.map((row) => [
    ...columns.map((column) => {
      const value = row[column.field.name]
      if (value === null || value === undefined) return ''
      const text =
        column.keyIndex === undefined
          ? String(value)
          : (keys.get(column.field.name)?.get(String(value))?.[column.keyIndex] ?? '')
      return neutraliseCell(text, isNumeric(column))
    }),
    // Derived values last: an analyst exports what the list shows; an upload leaves them unmapped.
    ...resource.derived.map(({ name }) =>
      row[name] === null || row[name] === undefined ? '' : neutraliseCell(String(row[name]), true),
    ),
  ])
}

export function registerExportRoute(app: FastifyInstance, contract: Contract) {
  app.get<{
    Params: { resource: string }
    Querystring: ListQuery & { format: 'csv' | 'xlsx'; delimiter?: Delimiter }
  }>(
    '/api/resources/:resource/export',
    { schema: contract.schemaFor('resources-export') },
    async (request, reply) => {
      const resource = resourceOrNotFound(request.params.resource)
      const { format, delimiter: askedDelimiter, ...query } = request.query
      const rows = iterateRows(app.db, resource, query, scopeOf(request))
      const header = [...fileColumnsOf(resource).map((c) => c.path), ...resource.derived.map((d) => d.name)]
      // Read the first batch before answering, so a bad filter still gets its 400.
      const first = await rows.next()
      const fileName = `${resource.id}-${app.now().toISOString().slice(0, 10)}.${format}`
      reply.header('content-disposition', attachmentDisposition(fileName))
      const batches = async function* () {
        if (!first.done) yield await toCells(app.db, resource, first.value)
        for await (const batch of rows) yield await toCells(app.db, resource, batch)
      }
      if (format === 'csv') {
        const stream = new PassThrough()
        const delimiter = delimiterOf(askedDelimiter, languageOf(request))
        reply.type('text/csv; charset=utf-8')
        void (async () => {
          // A byte-order mark so that Excel reads the umlauts as UTF-8.
          stream.write(`\uFEFF${csvLines([header], delimiter)}`)
          for await (const cells of batches()) if (cells.length > 0) stream.write(csvLines(cells, delimiter))
          stream.end()
        })().catch((error: unknown) => stream.destroy(error as Error))
        return reply.send(stream)
      }
      const stream = new PassThrough()
      reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      void (async () => {
        const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
          stream,
          useSharedStrings: false,
          useStyles: false,
        })
        const sheet = workbook.addWorksheet(resource.id)
        sheet.addRow(header).commit()
        // Every cell is text: identifiers keep their leading zeros when the file is opened and uploaded again.
        for await (const cells of batches()) for (const cells1 of cells) sheet.addRow(cells1).commit()
        sheet.commit()
        await workbook.commit()
      })().catch((error: unknown) => stream.destroy(error as Error))
      return reply.send(stream)
    },
  )
}
