// Planner statistics on PGlite (decision 0064). PostgreSQL's autovacuum analyzes a table once enough
// of it changed; PGlite runs no autovacuum and keeps no change counts (pg_stat_user_tables reads 0),
// so without this its planner would plan every statement on default guesses for ever: the chat's
// retrieval chose a plan 3 to 4 times slower on a never-analyzed knowledge store. A recurring job
// analyzes what autovacuum would, judged by size: a table with rows and no statistics yet, or one
// whose size moved by more than a tenth (and 8 pages) since it was last analyzed. One table at a
// time, from a small sample, with a turn of the event loop between them: PGlite runs them on the
// server's thread.
import { sql } from 'drizzle-orm'
import type { Database } from './connect.ts'

export const statisticsJobKind = 'db.statistics'
export const statisticsEveryMs = 5 * 60_000
/**
 * A tenth of PostgreSQL's default_statistics_target, so an analyze samples at most 3,000 rows: on
 * 200,000 PZNs 46 ms (172 ms with a cold cache) against 466 ms (836 ms) at the default, time in which
 * PGlite answers no other request. The columns the product filters on hold few distinct values
 * (tenant group, status), which 10 common values describe fully.
 */
export const statisticsTarget = 10

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** The tables of the current schema that need fresh statistics (see above). */
export async function tablesNeedingStatistics(db: Database): Promise<string[]> {
  const result = (await db.execute(sql`
    select c.relname as name
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    cross join lateral (select pg_relation_size(c.oid) / current_setting('block_size')::bigint as pages) size
    where n.nspname = current_schema() and c.relkind = 'r' and size.pages > 0
      and (not exists (select 1 from pg_statistic s where s.starelid = c.oid)
        or abs(size.pages - c.relpages) > 8 + c.relpages / 10)
    order by c.relname`)) as unknown as { rows: { name: string }[] }
  return result.rows.map((row) => row.name)
}

/** Analyzes the tables that need it, one at a time; stops between tables when `signal` aborts. */
export async function refreshPlannerStatistics(db: Database, signal?: AbortSignal): Promise<{ analyzed: string[] }> {
  const analyzed: string[] = []
  for (const table of await tablesNeedingStatistics(db)) {
    if (signal?.aborted) break
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local default_statistics_target = ${statisticsTarget}`))
      await tx.execute(sql`analyze ${sql.identifier(table)}`)
    })
    analyzed.push(table)
    await yieldToEventLoop()
  }
  return { analyzed }
}
