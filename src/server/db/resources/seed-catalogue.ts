// npm run seed:demo adds the synthetic demo catalogue (src/shared/catalogue): fictitious companies
// and brands with valid generated identifiers, never Lauer-Taxe or other licensed data.
import { sql } from 'drizzle-orm'
import { generateDemoCatalogue, type DemoCatalogue } from '../../../shared/catalogue/index.ts'
import type { Database } from '../connect.ts'
import { allResources, isTenantOwned, tableOf } from './resource-model.ts'
import { forgetCounts, toTableValues } from './rows.ts'

export interface SeedCatalogueOptions {
  readonly seed?: number
  readonly size?: number
  /** The tenant group that owns the demo's tenant-owned rows (my-markets). */
  readonly tenantGroup?: string
  readonly now?: Date
  /** Only these lists (with the lists they refer to listed too); default every list. */
  readonly only?: readonly string[]
}

/**
 * Inserts the demo catalogue, dependencies first. Idempotent: rows have deterministic ids and a row
 * whose id or natural key exists already is left as it is. Answers the rows inserted per list.
 */
export async function seedDemoCatalogue(
  db: Database,
  options: SeedCatalogueOptions = {},
): Promise<Record<string, number>> {
  const catalogue = generateDemoCatalogue({
    seed: options.seed ?? 1,
    ...(options.size && { size: options.size }),
  })
  const now = options.now ?? new Date()
  const inserted: Record<string, number> = {}
  await db.transaction(async (tx) => {
    for (const resource of allResources.filter((r) => !options.only || options.only.includes(r.id))) {
      const records =
        (catalogue as unknown as Record<string, DemoCatalogue['pzns'] | undefined>)[resource.id] ?? []
      inserted[resource.id] = 0
      for (let start = 0; start < records.length; start += 1000) {
        const batch = records.slice(start, start + 1000).map((record) => ({
          ...toTableValues(resource, record as unknown as Record<string, string | number | boolean | null>),
          id: record.id,
          ...(isTenantOwned(resource) && { tenantGroup: options.tenantGroup ?? 'DEMO' }),
          createdAt: now,
          updatedAt: now,
        }))
        const rows = await tx
          .insert(tableOf(resource))
          .values(batch)
          .onConflictDoNothing()
          .returning({ id: tableOf(resource).id })
        inserted[resource.id] = (inserted[resource.id] ?? 0) + rows.length
      }
    }
  })
  for (const resource of allResources) forgetCounts(resource.id)
  await refreshTables(
    db,
    Object.keys(inserted).filter((id) => (inserted[id] ?? 0) > 0),
  )
  return inserted
}

/** Whether an autovacuum launcher serves the database: PostgreSQL's does; PGlite (one standalone backend) has none. */
const autovacuumRuns = new WeakMap<Database, Promise<boolean>>()
function hasAutovacuum(db: Database): Promise<boolean> {
  let known = autovacuumRuns.get(db)
  if (!known) {
    known = db
      .execute(sql`select 1 from pg_stat_activity where backend_type = 'autovacuum launcher'`)
      .then((result) => (result as unknown as { rows: unknown[] }).rows.length > 0)
    autovacuumRuns.set(db, known)
  }
  return known
}

/**
 * Fresh planner statistics after a bulk write, and on PGlite a vacuum too. Without statistics the
 * planner guesses (a filtered list sorted 85,000 rows instead of walking the sort index). Without a
 * vacuum no page is marked all-visible, so a page's ids cannot come from the (field, id) index alone
 * and page 4,000 reads 100,000 rows (docs/decisions/0021). PGlite runs no autovacuum, so the lists
 * are vacuumed here; on PostgreSQL autovacuum does it (a vacuum right after the commit could not mark
 * the new rows' pages anyway, and would keep autovacuum from coming back for them). Not inside a
 * transaction.
 */
export async function refreshTables(db: Database, resourceIds: readonly string[]): Promise<void> {
  const vacuum = !(await hasAutovacuum(db))
  for (const resource of allResources.filter((r) => resourceIds.includes(r.id))) {
    const table = sql.identifier(resource.table.name)
    await db.execute(vacuum ? sql`vacuum (analyze) ${table}` : sql`analyze ${table}`)
  }
}
