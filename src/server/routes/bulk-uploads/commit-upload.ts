// Writes a validated upload in one transaction: every row or none. Rows are upserted by natural key
// (insert ... on conflict do update), an update writes only the mapped columns, and unchanged rows
// are not touched, so uploading the same file again changes nothing, not even updated_at.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { Database } from '../../db/connect.ts'
import { isTenantOwned, tableOf } from '../../db/resources/resource-model.ts'
import { forgetCounts, toTableValues, type Actor } from '../../db/resources/rows.ts'
import type { UploadValidation } from './validate-upload.ts'

const batchSize = 1000

export async function commitUpload(
  db: Database,
  resource: CompiledResource,
  validation: UploadValidation,
  actor: Actor,
  onProgress: (written: number) => void = () => {},
) {
  const table = tableOf(resource)
  const keyIndex =
    resource.table.uniqueIndexes.find((u) => u.name === `${resource.table.name}_natural_key`) ??
    resource.table.uniqueIndexes[0]!
  const columnByName = new Map(
    Object.values(table)
      .filter((c): c is AnyPgColumn => typeof c === 'object' && c !== null && 'columnType' in c)
      .map((c) => [c.name, c]),
  )
  const target = keyIndex.columns.map((name) => columnByName.get(name)!)
  const set: Record<string, unknown> = { updatedAt: actor.now, updatedBy: actor.userId }
  for (const field of resource.fields)
    if (validation.mappedFields.has(field.name)) set[field.name] = sql.raw(`excluded."${field.column}"`)
  const rows = validation.rows.filter((row) => row.action === 'insert' || row.action === 'update')
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += batchSize) {
      const values = rows.slice(start, start + batchSize).map((row) => ({
        ...toTableValues(resource, row.values),
        id: randomUUID(),
        ...(isTenantOwned(resource) && { tenantGroup: actor.tenantGroup }),
        createdAt: actor.now,
        updatedAt: actor.now,
        createdBy: actor.userId,
        updatedBy: actor.userId,
      }))
      await tx.insert(table).values(values).onConflictDoUpdate({ target, set })
      onProgress(Math.min(start + batchSize, rows.length))
    }
  })
  forgetCounts(resource.id)
  const counts = { inserted: 0, updated: 0, unchanged: 0 }
  for (const row of validation.rows)
    if (row.action !== 'rejected')
      counts[row.action === 'insert' ? 'inserted' : row.action === 'update' ? 'updated' : 'unchanged']++
  return counts
}
