// The exact size of every list, kept by statement triggers in list_row_counts (migration 0007,
// docs/decisions/0025): it must equal count(*) per list and tenant group after any kind of write,
// and the writes counter must grow with every write and only then.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { foldCounts, listSize, listWrites } from '../../src/server/db/resources/list-counts.ts'
import { allResources, findResource, queryRows } from '../../src/server/db/resources/resource-model.ts'
import { buildResourceApp, uploadAndCommit, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

/** Every list's count(*) per tenant group ('' for reference lists) and the kept sums, side by side. */
async function countsAndSums() {
  const counted: Record<string, number> = {}
  for (const resource of allResources) {
    const table = sql.identifier(resource.table.name)
    const rows = await queryRows<{ group: string; n: number }>(
      t.app.db,
      resource.ownership === 'tenant'
        ? sql`select tenant_group as "group", count(*)::int as n from ${table} group by tenant_group`
        : sql`select '' as "group", count(*)::int as n from ${table}`,
    )
    for (const row of rows) if (row.n > 0) counted[`${resource.table.name}/${row.group}`] = row.n
  }
  const kept: Record<string, number> = {}
  for (const row of await queryRows<{ list: string; group: string; n: number }>(
    t.app.db,
    sql`select list, tenant_group as "group", sum(rows)::int as n from list_row_counts group by list, tenant_group`,
  ))
    if (row.n !== 0) kept[`${row.list}/${row.group}`] = row.n
  return { counted, kept }
}

const expectExactSums = async () => {
  const { counted, kept } = await countsAndSums()
  expect(Object.keys(counted).length).toBeGreaterThan(5)
  expect(kept).toEqual(counted)
}

const pzns = findResource('pzns')!
const myMarkets = findResource('my-markets')!

describe('list row counts', () => {
  it('are kept by four statement triggers on the table of every list', async () => {
    const triggers = await queryRows<{ table: string; name: string }>(
      t.app.db,
      sql`select c.relname as "table", tg.tgname as name from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
          where tg.tgname like '%\_count\_%' and not tg.tgisinternal`,
    )
    for (const resource of allResources)
      expect(
        triggers
          .filter((row) => row.table === resource.table.name)
          .map((row) => row.name)
          .sort(),
        resource.id,
      ).toEqual(
        ['deletes', 'inserts', 'truncates', 'updates'].map((what) => `${resource.table.name}_count_${what}`),
      )
  })

  it('equal count(*) of every list after the seed', async () => {
    await expectExactSums()
    expect(await listSize(t.app.db, pzns, 'BPI')).toBe(t.catalogue.pzns.length)
  })

  it('follow creating, editing and deleting through the API, per tenant group', async () => {
    const before = await listSize(t.app.db, myMarkets, 'BPI')
    const demoBefore = await listSize(t.app.db, myMarkets, 'DEMO')
    const writesBefore = await listWrites(t.app.db)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resources/my-markets',
      headers: await t.as('WRITE', 'BPI'),
      payload: { market: 'Counted market', pzn: t.catalogue.pzns[0]!.id, role: 'own' },
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(await listSize(t.app.db, myMarkets, 'BPI')).toBe(before + 1)
    expect(await listSize(t.app.db, myMarkets, 'DEMO')).toBe(demoBefore)
    const listed = await t.app.inject({
      url: '/api/resources/my-markets',
      headers: await t.as('READ', 'BPI'),
    })
    expect(listed.json().total).toBe(before + 1)

    const afterCreate = await listWrites(t.app.db)
    expect(afterCreate).toBeGreaterThan(writesBefore)
    // Reading writes nothing.
    await t.app.inject({ url: '/api/resources/my-markets?page=2', headers: await t.as('READ', 'BPI') })
    expect(await listWrites(t.app.db)).toBe(afterCreate)

    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/resources/my-markets/${created.json().id}`,
      headers: await t.as('WRITE', 'BPI'),
      payload: { market: 'Counted market, renamed' },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(await listWrites(t.app.db)).toBeGreaterThan(afterCreate)
    expect(await listSize(t.app.db, myMarkets, 'BPI')).toBe(before + 1)

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/resources/my-markets/${created.json().id}`,
      headers: await t.as('ADMIN', 'BPI'),
    })
    expect(deleted.statusCode, deleted.body).toBe(204)
    expect(await listSize(t.app.db, myMarkets, 'BPI')).toBe(before)
    await expectExactSums()
  })

  it('follow a bulk upload that inserts and updates, and the same file again', async () => {
    const lines = [
      'pzn;country.code;name;retailPrice;marketStatus',
      ...Array.from({ length: 30 }, (_, i) => `${generatePzn8(7100 + i, 31)};DE;Counted ${i};2,50;onMarket`),
    ]
    const before = await listSize(t.app.db, pzns, 'PARENT')
    expect(await uploadAndCommit(t, ['WRITE', 'PARENT'], 'pzns', lines)).toMatchObject({
      status: 'committed',
      inserted: 30,
    })
    expect(await listSize(t.app.db, pzns, 'PARENT')).toBe(before + 30)
    const renamed = lines.map((line, i) => (i === 1 ? line.replace('Counted 0', 'Counted zero') : line))
    expect(await uploadAndCommit(t, ['WRITE', 'PARENT'], 'pzns', renamed)).toMatchObject({
      status: 'committed',
      inserted: 0,
      updated: 1,
    })
    expect(await listSize(t.app.db, pzns, 'PARENT')).toBe(before + 30)
    await expectExactSums()
  }, 120_000)

  it('follow a truncate, and a rollback takes the deltas back with the rows', async () => {
    const underlying = findResource('underlying-pzns')!
    const before = await listSize(t.app.db, underlying, 'PARENT')
    expect(before).toBeGreaterThan(0)
    await expect(
      t.app.db.transaction(async (tx) => {
        await tx.execute(sql`truncate underlying_pzns`)
        expect(await listSize(tx as never, underlying, 'PARENT')).toBe(0)
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await listSize(t.app.db, underlying, 'PARENT')).toBe(before)
    await expectExactSums()
  })

  it('are folded into one row per tenant group once a list has many, keeping the sums', async () => {
    const headers = await t.as('WRITE', 'DEMO')
    for (let i = 0; i < 70; i++) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/resources/my-markets',
        headers,
        payload: { market: `Fold ${i}`, pzn: t.catalogue.pzns[i % 10]!.id, role: 'competitor' },
      })
      expect(created.statusCode, created.body).toBe(201)
    }
    const deltas = async () =>
      (
        await queryRows<{ n: number }>(
          t.app.db,
          sql`select count(*)::int as n from list_row_counts where list = 'my_markets'`,
        )
      )[0]!.n
    expect(await deltas()).toBeGreaterThan(64)
    const writes = await listWrites(t.app.db)
    const { counted } = await countsAndSums()
    // The next reader folds them.
    const listed = await t.app.inject({ url: '/api/resources/my-markets', headers })
    expect(listed.json().total).toBe(counted['my_markets/DEMO'])
    const groups = await queryRows<{ n: number }>(
      t.app.db,
      sql`select count(distinct tenant_group)::int as n from list_row_counts where list = 'my_markets'`,
    )
    expect(await deltas()).toBe(groups[0]!.n)
    expect(await listWrites(t.app.db)).toBe(writes)
    await expectExactSums()
  })

  it('stay exact when writers and folds run at the same time', async () => {
    const headers = await t.as('WRITE', 'NERES')
    const before = await listSize(t.app.db, myMarkets, 'NERES')
    const writes = Array.from({ length: 24 }, (_, i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/resources/my-markets',
        headers,
        payload: { market: `Together ${i}`, pzn: t.catalogue.pzns[i]!.id, role: 'own' },
      }),
    )
    const folds = Array.from({ length: 6 }, () => foldCounts(t.app.db, myMarkets))
    const answers = await Promise.all(writes)
    await Promise.all(folds)
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201)
    expect(await listSize(t.app.db, myMarkets, 'NERES')).toBe(before + 24)
    await expectExactSums()
  })
})
