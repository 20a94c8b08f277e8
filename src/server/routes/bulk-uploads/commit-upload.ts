// Writes a validated upload in one transaction: every row or none. Rows are upserted by natural key
// (insert ... on conflict do update), an update writes only the mapped columns, and unchanged rows
// are not touched, so uploading the same file again changes nothing, not even updated_at.
//
// On PGlite (one connection) nothing else is served while the transaction runs, so it does as little
// as it can: every row is built and serialised before it starts, and inside it each statement writes
// 10,000 rows given as one JSON parameter, which json_populate_recordset turns into rows of the
// table's own type. The same SQL runs on PostgreSQL.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { Database } from '../../db/connect.ts'
import { timeSlices } from '../../lib/time-slices.ts'
import { isTenantOwned } from '../../db/resources/resource-model.ts'
import { forgetCounts, toTableValues, type Actor } from '../../db/resources/rows.ts'
import type { UploadValidation } from './validate-upload.ts'

const rowsPerStatement = 10_000

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

export async function commitUpload(
  db: Database,
  resource: CompiledResource,
  validation: UploadValidation,
  actor: Actor,
  /** Called inside the transaction after each statement with the rows written so far. */
  onProgress: (written: number) => void | Promise<void> = () => {},
) {
  const spec = resource.table
  const keyConstraint =
    spec.uniqueIndexes.find((u) => u.name === `${spec.name}_natural_key`) ?? spec.uniqueIndexes[0]!
  const columnOf = new Map(spec.columns.map((c) => [c.field, c.column]))
  const updated = [
    ...resource.fields.filter((f) => validation.mappedFields.has(f.name)).map((f) => f.column),
    'updated_at',
    'updated_by',
  ]
  const rows = validation.rows.filter((row) => row.action === 'insert' || row.action === 'update')

  // Outside the transaction: the rows as JSON, keyed by column (decimals as text, times in ISO form).
  const now = actor.now.toISOString()
  const batches: { json: string; written: number }[] = []
  const slices = timeSlices()
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const records: Record<string, unknown>[] = []
    for (const row of rows.slice(start, start + rowsPerStatement)) {
      // Other requests get the event loop every 20 ms of this work (decision 0051).
      if (slices.due()) await slices.yield()
      const record: Record<string, unknown> = {}
      for (const [field, value] of Object.entries(toTableValues(resource, row.values)))
        record[columnOf.get(field)!] = value
      record.id = randomUUID()
      if (isTenantOwned(resource)) record.tenant_group = actor.tenantGroup
      record.created_at = now
      record.updated_at = now
      record.created_by = actor.userId
      record.updated_by = actor.userId
      records.push(record)
    }
    batches.push({ json: JSON.stringify(records), written: start + records.length })
    await slices.yield()
  }

  const table = sql.identifier(spec.name)
  const columns = sql.join(
    spec.columns.map((c) => sql.identifier(c.column)),
    sql`, `,
  )
  const set = sql.join(
    updated.map((column) => sql`${sql.identifier(column)} = excluded.${sql.identifier(column)}`),
    sql`, `,
  )
  await db.transaction(async (tx) => {
    for (const batch of batches) {
      await tx.execute(
        sql`insert into ${table} (${columns}) select ${columns} from json_populate_recordset(null::${table}, ${batch.json}::json) on conflict on constraint ${sql.identifier(keyConstraint.name)} do update set ${set}`,
      )
      await onProgress(batch.written)
      // The database stays held, but requests that do not need it (the app's files) are answered.
      await yieldToEventLoop()
    }
  })
  forgetCounts(resource.id)
  const counts = { inserted: 0, updated: 0, unchanged: 0 }
  for (const row of validation.rows)
    if (row.action !== 'rejected')
      counts[row.action === 'insert' ? 'inserted' : row.action === 'update' ? 'updated' : 'unchanged']++
  return counts
}
