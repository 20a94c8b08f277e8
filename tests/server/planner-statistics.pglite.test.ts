// Planner statistics on PGlite (src/server/db/planner-statistics.ts, decision 0064): PGlite has no
// autovacuum, so the app's recurring job analyzes the tables that have rows and no statistics, or
// grew by more than a tenth since. PGlite only (*.pglite.test.ts are left out on PostgreSQL, whose
// autovacuum does this).
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { refreshPlannerStatistics, statisticsJobKind, tablesNeedingStatistics } from '../../src/server/db/planner-statistics.ts'
import { buildApp, type TestApp } from './helpers/build-app.ts'

describe('planner statistics on PGlite', () => {
  let t: TestApp
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows
  const statisticsOf = async (table: string) => {
    const [row] = await rows<{ tuples: number; columns: number }>(sql`
      select c.reltuples::int as tuples, (select count(*)::int from pg_statistic s where s.starelid = c.oid) as columns
      from pg_class c where c.relname = ${table} and c.relnamespace = current_schema()::regnamespace`)
    return row!
  }
  const fill = (from: number, to: number) =>
    t.app.db.execute(sql`insert into stats_probe select i, 'group-' || (i % 7) from generate_series(${from}::int, ${to}::int) i`)

  beforeAll(async () => {
    t = await buildApp()
    await t.app.db.execute(sql`create table stats_probe (id int primary key, tenant text not null)`)
  })
  afterAll(() => t?.close())

  it('runs as a job of the app: every table with rows has statistics after its first run', async () => {
    const until = Date.now() + 20_000
    let done: { result: { analyzed: string[] } }[] = []
    while (done.length === 0 && Date.now() < until) {
      done = await rows(sql`select result from jobs where kind = ${statisticsJobKind} and status = 'done'`)
      if (done.length === 0) await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(done.length, 'the statistics job never finished').toBe(1)
    // The manifest's tenant groups are written at start, so that table had rows and no statistics.
    expect(done[0]!.result.analyzed).toContain('tenant_groups')
    expect((await statisticsOf('tenant_groups')).columns).toBeGreaterThan(0)
  })

  it('analyzes a table once it has rows, again after it grew by more than a tenth, and not in between', async () => {
    expect(await tablesNeedingStatistics(t.app.db)).not.toContain('stats_probe')
    await fill(1, 5_000)
    expect(await statisticsOf('stats_probe')).toMatchObject({ columns: 0 })
    expect(await tablesNeedingStatistics(t.app.db)).toContain('stats_probe')

    expect((await refreshPlannerStatistics(t.app.db)).analyzed).toContain('stats_probe')
    expect(await statisticsOf('stats_probe')).toEqual({ tuples: 5_000, columns: 2 })
    expect(await tablesNeedingStatistics(t.app.db)).toEqual([])

    await fill(5_001, 5_100)
    expect(await tablesNeedingStatistics(t.app.db)).toEqual([])
    await fill(5_101, 8_000)
    expect(await tablesNeedingStatistics(t.app.db)).toEqual(['stats_probe'])
    await refreshPlannerStatistics(t.app.db)
    expect((await statisticsOf('stats_probe')).tuples).toBe(8_000)
    // The planner now knows how many rows a value has (about one in seven) instead of guessing.
    const [plan] = await rows<{ 'QUERY PLAN': string }>(sql`explain select * from stats_probe where tenant = 'group-3'`)
    const estimate = Number(/rows=(\d+)/.exec(plan!['QUERY PLAN'])![1])
    expect(estimate).toBeGreaterThan(900)
    expect(estimate).toBeLessThan(1_400)
  })

  it('stops between tables when its job is aborted', async () => {
    await fill(8_001, 20_000)
    const aborted = new AbortController()
    aborted.abort()
    expect(await refreshPlannerStatistics(t.app.db, aborted.signal)).toEqual({ analyzed: [] })
    expect(await tablesNeedingStatistics(t.app.db)).toEqual(['stats_probe'])
  })
})
