// Validates every row of an upload file against a list: the shared row checks (types, identifiers,
// the row's country), references given as natural keys, duplicates inside the file and unique
// values taken in the database, and what committing would do to each row (insert, update, unchanged).
import { inArray, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CompiledResource, CompiledResourceField } from '../../../shared/manifest/resource-types.ts'
import { validateRow, type FieldValue } from '../../../shared/resources/index.ts'
import type { Database } from '../../db/connect.ts'
import { fileColumnsOf } from '../../db/resources/file-columns.ts'
import type { ResourceTable } from '../../db/resources/tables.ts'
import { checkReferenceIds, keyOf, loadKeyIndex, toTextArray } from '../../db/resources/references.ts'
import {
  findResource,
  isTenantOwned,
  queryRows,
  serverFieldError,
  tableOf,
  toApiFieldError,
} from '../../db/resources/resource-model.ts'
import type { FieldError } from '../../lib/http-error.ts'
import { forEachSliced, timeSlices } from '../../lib/time-slices.ts'
import { loadCountryLookup, referenceMismatch } from '../resources/check-row.ts'
import type { Cell, ParsedFile } from './parse-file.ts'

export type RowAction = 'insert' | 'update' | 'unchanged' | 'rejected'

export interface UploadRow {
  readonly line: number
  action: RowAction
  /** Cells by column path, as text (the preview and the report show them). */
  readonly cells: Record<string, string>
  /** Problems by field name. */
  readonly errors: Record<string, FieldError>
  values: Record<string, FieldValue>
  key?: string
  existingId?: string
}

export interface UploadValidation {
  readonly rows: UploadRow[]
  /** Fields the mapping gives a column for: an update writes only these. */
  readonly mappedFields: ReadonlySet<string>
}

/** Stored twins read per statement (matchExistingRows). */
const storedRowsPerStatement = 250
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
const asText = (cell: Cell | undefined) => (cell === null || cell === undefined ? '' : String(cell).trim())

function sameValue(field: CompiledResourceField, stored: unknown, value: FieldValue): boolean {
  if (stored === null || stored === undefined) return value === null
  if (value === null) return false
  if (field.type === 'decimal' || field.type === 'integer') return Number(stored) === Number(value)
  return stored === value
}

export async function validateUpload(
  db: Database,
  resource: CompiledResource,
  file: ParsedFile,
  mapping: Readonly<Record<string, string>>,
  tenantGroup: string,
  onProgress: (processed: number) => Promise<void> = async () => {},
): Promise<UploadValidation> {
  const columns = fileColumnsOf(resource)
  const indexOfPath = new Map<string, number>()
  file.headers.forEach((header, index) => {
    const path = mapping[header]
    if (path && !indexOfPath.has(path)) indexOfPath.set(path, index)
  })
  const mappedFields = new Set(columns.filter((c) => indexOfPath.has(c.path)).map((c) => c.field.name))
  const countryOf = await loadCountryLookup(db)

  // References: natural keys in the file -> ids, one query per referenced list.
  const referenceFields = resource.fields.filter((f) => f.type === 'reference' && mappedFields.has(f.name))
  const keyIndexes = new Map<string, Map<string, string>>()
  for (const field of referenceFields) {
    const target = findResource(field.to!)!
    const keyColumns = columns.filter((c) => c.field === field)
    // Only the keys the file names, each once; a key with an empty part is refused below anyway.
    const indexes = keyColumns.map((c) => indexOfPath.get(c.path) ?? -1)
    let only: string[] | string[][]
    if (indexes.length === 1) {
      const keys = new Set<string>()
      await forEachSliced(file.rows, (row) => {
        const key = asText(row.cells[indexes[0]!])
        if (key) keys.add(key)
      })
      only = [...keys]
    } else {
      const keys = new Map<string, string[]>()
      await forEachSliced(file.rows, (row) => {
        const parts = indexes.map((index) => asText(row.cells[index]))
        if (parts.every(Boolean)) keys.set(keyOf(parts), parts)
      })
      only = [...keys.values()]
    }
    keyIndexes.set(field.name, await loadKeyIndex(db, target, tenantGroup, only))
  }

  // What the row loop needs of each mapped field, worked out once rather than for every row.
  const plans = resource.fields
    .filter((field) => mappedFields.has(field.name))
    .map((field) => {
      const keyColumns = columns.filter((c) => c.field === field)
      return { field, keyColumns, cellIndexes: keyColumns.map((c) => indexOfPath.get(c.path)) }
    })
  const keyParts = resource.naturalKeyPaths.map((path) => ({
    path,
    field: resource.fields.find((f) => f.name === path.split('.')[0])!,
  }))
  const cellIndexes = [...indexOfPath]
  const fieldOfPath = new Map(columns.map((c) => [c.path, c.field.name]))

  const rows: UploadRow[] = []
  const slices = timeSlices()
  for (const [position, { line, cells: raw }] of file.rows.entries()) {
    const cells: Record<string, string> = {}
    const errors: Record<string, FieldError> = {}
    for (const [path, index] of cellIndexes) {
      cells[path] = asText(raw[index])
      // A NUL is no character of any value (and PostgreSQL text refuses it): the row is rejected.
      if (cells[path].includes('\u0000'))
        errors[fieldOfPath.get(path)!] ??= serverFieldError(
          'upload.nulCharacter',
          `The cell of column ${path} contains a NUL character (U+0000)`,
          { column: path },
        )
    }
    const input: Record<string, unknown> = {}
    for (const { field, keyColumns, cellIndexes: indexes } of plans) {
      if (field.type !== 'reference') {
        const cell = raw[indexes[0]!]
        input[field.name] = typeof cell === 'string' ? cell.trim() : (cell ?? null)
        continue
      }
      const parts = indexes.map((index) => (index === undefined ? null : raw[index]))
      if (parts.every((p) => asText(p) === '')) {
        input[field.name] = null
      } else if (parts.some((p) => typeof p === 'number')) {
        errors[field.name] = toApiFieldError({
          code: 'validation.notText',
          messageKey: 'validation.notText',
          params: {},
        })
      } else if (parts.some((p) => asText(p) === '')) {
        errors[field.name] = serverFieldError(
          'reference.incompleteKey',
          `${field.name} needs ${keyColumns.map((c) => c.path).join(', ')}`,
          { columns: keyColumns.map((c) => c.path).join(', ') },
        )
      } else {
        const id = keyIndexes.get(field.name)!.get(keyOf(parts.map(asText)))
        if (id) input[field.name] = id
        else
          errors[field.name] = serverFieldError(
            'reference.notFound',
            `No ${field.to} row with ${keyColumns.map((c, i) => `${c.path} ${asText(parts[i])}`).join(', ')}`,
            { resource: field.to!, key: parts.map(asText).join(', ') },
          )
      }
    }
    const checked = validateRow(resource, input, { mode: 'create', countryOf })
    if (!checked.ok)
      for (const [name, error] of Object.entries(checked.errors)) errors[name] ??= toApiFieldError(error)
    const row: UploadRow = { line, action: 'insert', cells, errors, values: { ...checked.values } }
    if (Object.keys(errors).length === 0) {
      row.key = keyOf(
        keyParts.map(({ path, field }) => {
          if (field.type === 'reference') return path.includes('.') ? cells[path] || null : null
          const value = row.values[field.name]
          return value === null || value === undefined ? null : String(value)
        }),
      )
    }
    rows.push(row)
    // Other requests get the event loop every 20 ms of work; progress is written every 2,000 rows.
    if (position % 2000 === 1999) await onProgress(position + 1)
    if (slices.due()) await slices.yield()
  }

  await rejectDuplicatesInFile(resource, rows)
  await checkWhereConstraints(db, resource, rows, tenantGroup)
  await matchExistingRows(db, resource, rows, mappedFields, tenantGroup)
  await checkUniqueFields(db, resource, rows, tenantGroup)
  await forEachSliced(rows, (row) => {
    if (Object.keys(row.errors).length > 0) row.action = 'rejected'
  })
  await onProgress(rows.length)
  return { rows, mappedFields }
}

async function rejectDuplicatesInFile(resource: CompiledResource, rows: UploadRow[]) {
  const firstLine = new Map<string, number>()
  const keyField = resource.naturalKey[0]!
  const slices = timeSlices()
  for (const row of rows) {
    if (slices.due()) await slices.yield()
    if (!row.key) continue
    const first = firstLine.get(row.key)
    if (first === undefined) firstLine.set(row.key, row.line)
    else
      row.errors[keyField] = serverFieldError(
        'upload.duplicateInFile',
        `Same ${resource.naturalKey.join(', ')} as line ${first}`,
        { line: first },
      )
  }
}

async function checkWhereConstraints(
  db: Database,
  resource: CompiledResource,
  rows: UploadRow[],
  tenantGroup: string,
) {
  for (const field of resource.fields.filter((f) => f.type === 'reference' && f.where)) {
    const ids = new Set<string>()
    await forEachSliced(rows, (row) => {
      const value = row.values[field.name]
      if (typeof value === 'string') ids.add(value)
    })
    if (ids.size === 0) continue
    const { mismatched } = await checkReferenceIds(db, field, [...ids], tenantGroup)
    await forEachSliced(rows, (row) => {
      if (mismatched.has(row.values[field.name] as string))
        row.errors[field.name] ??= referenceMismatch(field.name, field.to!, field.where!)
    })
  }
}

/** Finds each row's stored twin by natural key and decides insert, update or unchanged. */
async function matchExistingRows(
  db: Database,
  resource: CompiledResource,
  rows: UploadRow[],
  mappedFields: ReadonlySet<string>,
  tenantGroup: string,
) {
  const keyed: UploadRow[] = []
  await forEachSliced(rows, (row) => {
    if (row.key && Object.keys(row.errors).length === 0) keyed.push(row)
  })
  let only: string[] | undefined
  if (resource.naturalKeyPaths.length === 1) {
    const keys: string[] = []
    await forEachSliced(keyed, (row) => keys.push((JSON.parse(row.key!) as string[])[0]!))
    only = keys
  }
  const existing = await loadKeyIndex(db, resource, tenantGroup, only)
  const table = tableOf(resource) as unknown as Record<string, AnyPgColumn>
  // Only the columns compared: every column of 1,000 rows a statement held PGlite's event loop for
  // 100 to 200 ms at load 15 (docs/decisions/0055).
  const compared = resource.fields.filter((f) => mappedFields.has(f.name))
  const columns = Object.fromEntries([
    ['id', table.id!],
    ...compared.filter((f) => table[f.name]).map((f) => [f.name, table[f.name]!] as const),
  ])
  const matched: UploadRow[] = []
  await forEachSliced(keyed, (row) => {
    if (existing.has(row.key!)) matched.push(row)
  })
  for (let start = 0; start < matched.length; start += storedRowsPerStatement) {
    const batch = matched.slice(start, start + storedRowsPerStatement)
    const stored = await db
      .select(columns)
      .from(table as unknown as ResourceTable)
      .where(
        inArray(
          table.id!,
          batch.map((r) => existing.get(r.key!)!),
        ),
      )
    const byId = new Map(stored.map((s) => [s.id as string, s as Record<string, unknown>]))
    for (const row of batch) {
      row.existingId = existing.get(row.key!)!
      const twin = byId.get(row.existingId)!
      const differs = compared.some((f) => !sameValue(f, twin[f.name], row.values[f.name] ?? null))
      row.action = differs ? 'update' : 'unchanged'
    }
    // Let other requests in between batches (on PGlite each query holds the one connection).
    await yieldToEventLoop()
  }
}

/** Unique fields besides the natural key (product-master's PZNs): once in the file, and not on another stored row. */
async function checkUniqueFields(
  db: Database,
  resource: CompiledResource,
  rows: UploadRow[],
  tenantGroup: string,
) {
  const uniqueFields = resource.fields.filter(
    (f) => f.unique && !(resource.naturalKey.length === 1 && resource.naturalKey[0] === f.name),
  )
  const slices = timeSlices()
  for (const field of uniqueFields) {
    const seen = new Map<string, number>()
    for (const row of rows) {
      if (slices.due()) await slices.yield()
      const value = row.values[field.name]
      if (value === null || value === undefined || row.errors[field.name]) continue
      const first = seen.get(String(value))
      if (first === undefined) seen.set(String(value), row.line)
      else
        row.errors[field.name] = serverFieldError(
          'upload.duplicateInFile',
          `Same ${field.name} as line ${first}`,
          { line: first },
        )
    }
    if (seen.size === 0) continue
    const column = sql.identifier(field.column)
    const values = toTextArray([...seen.keys()])
    const matches =
      field.type === 'reference'
        ? sql`${column} = any(${values}::uuid[])`
        : sql`${column}::text = any(${values})`
    const tenant = isTenantOwned(resource) ? sql` and tenant_group = ${tenantGroup}` : sql``
    const taken = await queryRows<{ id: string; value: string }>(
      db,
      sql`select id::text as id, ${column}::text as value from ${sql.identifier(resource.table.name)} where ${matches}${tenant}`,
    )
    const owner = new Map(taken.map((t) => [t.value, t.id]))
    for (const row of rows) {
      if (slices.due()) await slices.yield()
      const value = row.values[field.name]
      const holder = value === null || value === undefined ? undefined : owner.get(String(value))
      if (holder && holder !== row.existingId)
        row.errors[field.name] ??= serverFieldError(
          'resource.duplicate',
          `Another ${resource.id} row has this ${field.name}`,
          { fields: field.name },
        )
    }
  }
}
