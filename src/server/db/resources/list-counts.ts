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

/**
 * The number of rows of an unfiltered list as one SQL expression, for use inside another statement
 * (which then sees the same snapshot as the rows it reads).
 */
export function listSizeExpression(resource: CompiledResource, tenantGroup: string): SQL {
  return sql`(select coalesce(sum("rows"), 0)::bigint from "list_row_counts" where "list" = ${resource.table.name} and "tenant_group" = ${groupOf(resource, tenantGroup)})`
}

/** The rows an unfiltered list holds for this tenant group (all of a reference list). */
export async function listSize(
  db: Database,
  resource: CompiledResource,
  tenantGroup: string,
): Promise<number> {
  const group = groupOf(resource, tenantGroup)
  const [counts] = await queryRows<{ rows: string | number; deltas: string | number }>(
    db,
    sql`select coalesce(sum("rows"), 0)::bigint as "rows", count(*) as "deltas" from "list_row_counts"
        where "list" = ${resource.table.name} and "tenant_group" = ${group}`,
  )
  if (Number(counts!.deltas) > foldAfter) await foldCounts(db, resource)
  return Number(counts!.rows)
}

/**
 * A number that grows with every statement that writes to any of these lists (any tenant group) and
 * never otherwise: equal before and after means nothing was written to them in between.
 */
export async function writesTo(db: Database, resources: readonly CompiledResource[]): Promise<number> {
  const names = resources.map((r) => r.table.name)
  if (names.length === 0) return 0
  const [row] = await queryRows<{ writes: string | number }>(
    db,
    sql`select coalesce(sum("writes"), 0)::bigint as "writes" from "list_row_counts"
        where "list" in (${sql.join(
          names.map((name) => sql`${name}`),
          sql`, `,
        )})`,
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
