// The Drizzle tables of the product-data lists, built from the compiled manifest
// (resources[].table in src/generated/resources.gen.ts), so a new field is a manifest change plus a
// migration. drizzle-kit reads this file too (src/server/db/drizzle.config.ts).
import { sql, type SQL } from 'drizzle-orm'
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
  type PgColumnBuilderBase,
  type PgTableWithColumns,
} from 'drizzle-orm/pg-core'
import { resources } from '../../../generated/resources.gen.ts'
import type { CompiledResource, ResourceColumn } from '../../../shared/manifest/resource-types.ts'
import { tenantGroups } from '../schema.ts'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- columns come from the manifest at run time
export type ResourceTable = PgTableWithColumns<any>

const tablesByName = new Map<string, ResourceTable>()

function buildColumn(column: ResourceColumn): PgColumnBuilderBase {
  const numericType = /^numeric\((\d+),(\d+)\)$/.exec(column.sqlType)
  let builder
  if (numericType)
    builder = numeric(column.column, { precision: Number(numericType[1]), scale: Number(numericType[2]) })
  else if (column.sqlType === 'uuid') builder = uuid(column.column)
  else if (column.sqlType === 'text') builder = text(column.column)
  else if (column.sqlType === 'integer') builder = integer(column.column)
  else if (column.sqlType === 'boolean') builder = boolean(column.column)
  else if (column.sqlType === 'date') builder = date(column.column, { mode: 'string' })
  else if (column.sqlType === 'timestamptz')
    builder = timestamp(column.column, { withTimezone: true, mode: 'date' }).defaultNow()
  else throw new Error(`resources.gen.ts: column ${column.column} has the unknown SQL type ${column.sqlType}`)
  if (column.primaryKey) builder = builder.primaryKey()
  if (column.notNull) builder = builder.notNull()
  const target = column.references
  if (target === 'tenant_groups')
    builder = builder.references(() => tenantGroups.name, { onDelete: 'restrict' })
  else if (target)
    builder = builder.references((): AnyPgColumn => tableByName(target).id, { onDelete: 'restrict' })
  return builder
}

function tableByName(name: string): ResourceTable {
  const table = tablesByName.get(name)
  if (!table) throw new Error(`resources.gen.ts: no table ${name}`)
  return table
}

/**
 * The text a list's search looks in: its own text search fields in lower case, in one expression that
 * a trigram index (pg_trgm, on PGlite and PostgreSQL) covers, so `like '%term%'` needs no scan.
 * Built from immutable operators only (coalesce and ||, not concat_ws), as index expressions must be.
 * Search fields that are references are searched through the target's expression (list-query.ts).
 */
export function searchExpression(resource: CompiledResource, alias?: string): SQL | undefined {
  const columns = resource.list.search
    .map((name) => resource.fields.find((f) => f.name === name)!)
    .filter((field) => field.type !== 'reference')
    .map((field) => field.column)
  if (columns.length === 0) return undefined
  const parts = columns.map((column) =>
    alias
      ? sql`coalesce(${sql.identifier(alias)}.${sql.identifier(column)}, '')`
      : sql`coalesce(${sql.identifier(column)}, '')`,
  )
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`
}

function buildTable(resource: CompiledResource): ResourceTable {
  const spec = resource.table
  const columns = Object.fromEntries(spec.columns.map((column) => [column.field, buildColumn(column)]))
  const table = pgTable(spec.name, columns, (t) => {
    const byColumn = (name: string) => {
      const column = Object.values(t).find((c) => (c as { name: string }).name === name)
      if (!column) throw new Error(`resources.gen.ts: ${spec.name} has no column ${name}`)
      return column as AnyPgColumn
    }
    const extras = [
      ...spec.uniqueIndexes.map((u) => {
        const constraint = unique(u.name).on(...(u.columns.map(byColumn) as [AnyPgColumn, ...AnyPgColumn[]]))
        return u.nullsNotDistinct ? constraint.nullsNotDistinct() : constraint
      }),
      ...spec.indexes.map((i) =>
        index(i.name).on(...(i.columns.map(byColumn) as [AnyPgColumn, ...AnyPgColumn[]])),
      ),
    ]
    const search = searchExpression(resource)
    if (search) extras.push(index(`${spec.name}_search_trgm`).using('gin', sql`${search} gin_trgm_ops`))
    return extras
  })
  tablesByName.set(spec.name, table as ResourceTable)
  return table as ResourceTable
}

// resources.gen.ts lists dependencies first, so every referenced table exists before its referrers.
const built = resources.map((resource) => [resource.id, buildTable(resource)] as const)

/** The table of each resource, by resource id. */
export const resourceTables: ReadonlyMap<string, ResourceTable> = new Map(built)

/** Every table of the product data, named for drizzle-kit (it looks for exported tables). */
export const {
  countries,
  companies,
  manufacturers,
  brands,
  subBrands,
  pzns,
  lauerTaxe,
  keywords,
  keywordPzns,
  domainPzns,
  bundle,
  underlyingPzns,
  myMarkets,
  productMaster,
} = Object.fromEntries(
  built.map(([id, table]) => [id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()), table]),
) as Record<string, ResourceTable>

/**
 * Bulk-upload jobs: who uploaded which file for which list, its rows and the result. The file itself
 * is kept until the job is committed or discarded, so every server instance can validate or commit it.
 */
/** Bytes as bytea: PGlite hands back a Uint8Array, pg a Buffer; both read as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
})

export const bulkUploads = pgTable(
  'bulk_uploads',
  {
    id: uuid('id').primaryKey(),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    resource: text('resource').notNull(),
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format').notNull(),
    /** The text encoding a CSV was read in (detected or chosen); null for XLSX. */
    encoding: text('encoding'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    status: text('status').notNull(),
    totalRows: integer('total_rows').notNull().default(0),
    /** Rows checked so far: by the validation, and again by the re-check a commit starts with. */
    processedRows: integer('processed_rows').notNull().default(0),
    /** Rows written so far by the commit's transaction (of inserted + updated). */
    writtenRows: integer('written_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    rejectedRows: integer('rejected_rows').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    unchanged: integer('unchanged').notNull().default(0),
    report: jsonb('report').$type<unknown>(),
    message: text('message'),
    createdBy: text('created_by').notNull(),
    createdByEmail: text('created_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('bulk_uploads_tenant_idx').on(t.tenantGroup, t.createdAt),
    // Retention deletes by age over every tenant group.
    index('bulk_uploads_created_idx').on(t.createdAt),
  ],
)

/**
 * The file of a bulk-upload job as uploaded (its only copy), in parts of at most 256 KB in `seq`
 * order, kept until the job is committed or fails. Parts, because on PGlite every statement runs on
 * the server's event loop: one 10 MB value stalled every request for seconds (docs/decisions/0051).
 * Stored without compression (storage external, migration 0022): an XLSX is a zip already, and
 * compressing a CSV cost the event loop more than the disk it saves for a file kept for days.
 */
export const bulkUploadFileParts = pgTable(
  'bulk_upload_file_parts',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkUploads.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    part: bytea('part').notNull(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.seq] })],
)

/** The column mapping last used per list and tenant group, offered again for the next file. */
export const bulkUploadMappings = pgTable(
  'bulk_upload_mappings',
  {
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    resource: text('resource').notNull(),
    mapping: jsonb('mapping').$type<Record<string, string>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [unique('bulk_upload_mappings_key').on(t.tenantGroup, t.resource)],
)

/**
 * How many rows each list holds (per tenant group for tenant-owned lists, '' for reference lists)
 * and how many statements have written to it, kept by statement triggers on every list's table
 * (migration 0007, docs/decisions/0025). Each writing statement adds a row of its deltas, so
 * concurrent writers never wait on one another; the sums are exact in every snapshot, and
 * list-counts.ts folds a list's rows into one now and then.
 */
export const listRowCounts = pgTable(
  'list_row_counts',
  {
    list: text('list').notNull(),
    tenantGroup: text('tenant_group').notNull(),
    rows: bigint('rows', { mode: 'number' }).notNull(),
    writes: bigint('writes', { mode: 'number' }).notNull(),
  },
  (t) => [index('list_row_counts_list_idx').on(t.list, t.tenantGroup)],
)
