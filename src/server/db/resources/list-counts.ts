// The size of a list and how often it was written to, from list_row_counts: every statement that
// writes to a list's table adds a row of deltas there (statement triggers, migration 0007). Summing
// them is exact in the reader's snapshot on PGlite and PostgreSQL alike, and costs a few index
// entries instead of counting 200,000 rows (docs/decisions/0025).
import { sql, type SQL } from 'drizzle-orm'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { Database } from '../connect.ts'
import { isTenantOwned, queryRows } from './resource-model.ts'

/** Delta rows of one list and tenant group past which the next reader folds them into one. */
const foldAfter = 64

/** The key a list's counts are kept under: its tenant group, '' for a reference list. */
const groupOf = (resource: CompiledResource, tenantGroup: string) =>
  isTenantOwned(resource) ? tenantGroup : ''

/** The delta rows of one list and tenant group. */
const countsOf = (resource: CompiledResource, tenantGroup: string) =>
  sql`"list_row_counts" where "list" = ${resource.table.name} and "tenant_group" = ${groupOf(resource, tenantGroup)}`

/**
 * The number of rows of an unfiltered list as one SQL expression, for use inside another statement
 * (which then sees the same snapshot as the rows it reads).
 */
export function listSizeExpression(resource: CompiledResource, tenantGroup: string): SQL {
  return sql`(select coalesce(sum("rows"), 0)::bigint from ${countsOf(resource, tenantGroup)})`
}

/** The rows an unfiltered list holds for this tenant group (all of a reference list). */
export async function listSize(
  db: Database,
  resource: CompiledResource,
  tenantGroup: string,
): Promise<number> {
  const [counts] = await queryRows<{ rows: string | number; deltas: string | number }>(
    db,
    sql`select coalesce(sum("rows"), 0)::bigint as "rows", count(*) as "deltas" from ${countsOf(resource, tenantGroup)}`,
  )
  if (Number(counts!.deltas) > foldAfter) await foldCounts(db, resource)
  return Number(counts!.rows)
}

/**
 * A number that grows with every statement that writes to any list (any tenant group) and never
 * otherwise: equal before and after means no list was written to in between.
 */
export async function listWrites(db: Database): Promise<number> {
  const [row] = await queryRows<{ writes: string | number }>(
    db,
    sql`select coalesce(sum("writes"), 0)::bigint as "writes" from "list_row_counts"`,
  )
  return Number(row!.writes)
}

/**
 * Replaces a list's delta rows by one row per tenant group with their sums. Several servers may fold
 * at once: the advisory lock orders them, and a delta row is summed by the one that deletes it.
 */
export async function foldCounts(db: Database, resource: CompiledResource): Promise<void> {
  const list = resource.table.name
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`list_row_counts:${list}`}))`)
    await tx.execute(sql`
      with "folded" as (delete from "list_row_counts" where "list" = ${list} returning "tenant_group", "rows", "writes")
      insert into "list_row_counts" ("list", "tenant_group", "rows", "writes")
      select ${list}, "tenant_group", sum("rows"), sum("writes") from "folded" group by "tenant_group"`)
  })
}
