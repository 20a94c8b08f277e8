// Paging a list: page numbers (offset) and the keyset cursor each page answers (nextCursor) give the
// same rows in the same order, also across the stretch of empty values of an optional sort field.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listSort } from '../../src/server/db/resources/list-query.ts'
import { findResource } from '../../src/server/db/resources/resource-model.ts'
import { listSizeExpression } from '../../src/server/db/resources/list-counts.ts'
import { pageIdsQuery } from '../../src/server/db/resources/rows.ts'
import { refreshTables } from '../../src/server/db/resources/seed-catalogue.ts'
import { buildResourceApp, explainPage, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
  // Packages without an ATC code (medical devices, cosmetics), so that a sortable optional field has
  // empty values: every demo package has one.
  await t.app.db.execute(sql`update pzns set atc_code = null where right(pzn, 1) in ('3', '7')`)
  await refreshTables(t.app.db, ['pzns'])
})
afterAll(() => t.close())

interface Page {
  items: { id: string; atcCode: string | null; pzn: string }[]
  total: number
  page: number
  nextCursor: string | null
}

const list = async (query: string, resource = 'pzns', as: [string, string] = ['READ', 'BPI']) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/resources/${resource}?${query}`,
    headers: await t.as(...as),
  })
  return response
}
const page = async (query: string, resource?: string, as?: [string, string]) => {
  const response = await list(query, resource, as)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Page
}

/** Every row of a view by page numbers, and the total the first page gave. */
const byPageNumber = async (query: string, resource?: string, as?: [string, string]) => {
  const pageSize = 11
  const first = await page(`${query}&pageSize=${pageSize}`, resource, as)
  const ids = first.items.map((r) => r.id)
  for (let n = 2; n <= Math.ceil(first.total / pageSize); n++)
    ids.push(...(await page(`${query}&pageSize=${pageSize}&page=${n}`, resource, as)).items.map((r) => r.id))
  return { ids, total: first.total }
}

/** The ids of a table in the order a list sorts by (column, id), straight from SQL. */
const idsInSqlOrder = async (table: string, sort: string, where = sql`true`) => {
  const descending = sort.startsWith('-')
  const column = sql.identifier(sort.replace(/^-/, ''))
  const direction = sql.raw(descending ? 'desc' : 'asc')
  const result = (await t.app.db.execute(
    sql`select id from ${sql.identifier(table)} where ${where} order by ${column} ${direction}, id ${direction}`,
  )) as unknown as { rows: { id: string }[] }
  return result.rows.map((row) => row.id)
}

describe('keyset paging', () => {
  // atcCode is empty on about a fifth of the rows: ascending they come last, descending first.
  it.each([
    'pzn',
    '-pzn',
    'name',
    '-retailPrice',
    'atcCode',
    '-atcCode',
    '-dispensingStatus',
    'marketStatus',
  ])('walks every row sorted by %s with the cursor, as page numbers do', async (sort) => {
    const pageSize = 7
    const first = await page(`sort=${sort}&pageSize=${pageSize}`)
    const byNumber = [...first.items]
    for (let n = 2; n <= Math.ceil(first.total / pageSize); n++)
      byNumber.push(...(await page(`sort=${sort}&pageSize=${pageSize}&page=${n}`)).items)

    const byCursor = [...first.items]
    let cursor = first.nextCursor
    let steps = 1
    while (cursor) {
      const next = await page(`sort=${sort}&pageSize=${pageSize}&page=${steps + 1}&cursor=${cursor}`)
      expect(next.page).toBe(steps + 1)
      expect(next.total).toBe(first.total)
      expect(next.items.length).toBe(Math.min(pageSize, first.total - steps * pageSize))
      byCursor.push(...next.items)
      cursor = next.nextCursor
      steps++
    }
    expect(steps).toBe(Math.ceil(first.total / pageSize))
    expect(byCursor.map((r) => r.id)).toEqual(byNumber.map((r) => r.id))
    expect(new Set(byCursor.map((r) => r.id)).size).toBe(t.catalogue.pzns.length)
  })

  it('puts empty values last ascending and first descending, ties in id order', async () => {
    const result = (await t.app.db.execute(
      sql`select id from pzns where atc_code is null order by id`,
    )) as unknown as { rows: { id: string }[] }
    const empty = result.rows.map((row) => row.id)
    expect(empty.length).toBeGreaterThan(11)
    expect(empty.length).toBeLessThan(t.catalogue.pzns.length / 2)
    const ascending = (await byPageNumber('sort=atcCode')).ids
    expect(ascending.slice(-empty.length)).toEqual(empty)
    const descending = (await byPageNumber('sort=-atcCode')).ids
    expect(descending.slice(0, empty.length)).toEqual([...empty].reverse())
  })

  it('answers no cursor after the last row, and one with page numbers too', async () => {
    const total = t.catalogue.pzns.length
    expect((await page(`pageSize=100&page=${Math.ceil(total / 100)}`)).nextCursor).toBeNull()
    expect((await page('pageSize=10&page=3')).nextCursor).toEqual(expect.any(String))
    // A page that ends exactly at the last row: nothing follows, so no cursor either.
    const austria = t.catalogue.countries.find((c) => c.code === 'AT')!
    const count = t.catalogue.pzns.filter((p) => p.country === austria.id).length
    const exact = await page(`filter=country:eq:${austria.id}&pageSize=${count}`)
    expect(exact.items).toHaveLength(count)
    expect(exact.nextCursor).toBeNull()
    const short = await page(`filter=country:eq:${austria.id}&pageSize=${count - 1}`)
    expect(
      (await page(`filter=country:eq:${austria.id}&pageSize=${count - 1}&cursor=${short.nextCursor}`)).items,
    ).toHaveLength(1)
  })

  it('keeps search and filters on the cursor page', async () => {
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const filter = `filter=country:eq:${germany.id}`
    const first = await page(`${filter}&pageSize=5`)
    const second = await page(`${filter}&pageSize=5&page=2&cursor=${first.nextCursor}`)
    const expected = await page(`${filter}&pageSize=5&page=2`)
    expect(second.items.map((r) => r.id)).toEqual(expected.items.map((r) => r.id))
  })

  it.each([
    ['a cursor of another sort', async () => (await page('sort=pzn&pageSize=5')).nextCursor!, 'sort=name'],
    ['a made-up cursor', async () => Buffer.from('{"s":"name","v":1}').toString('base64url'), 'sort=name'],
    ['a cursor that is no JSON', async () => 'bm90IGpzb24', ''],
  ])('refuses %s with cursor.invalid', async (_what, make, sort) => {
    const response = await list(`${sort}&cursor=${await make()}`)
    expect(response.statusCode).toBe(400)
    expect(response.json().fieldErrors.cursor.code).toBe('cursor.invalid')
  })
})

describe('page numbers', () => {
  // Every column the grid sorts pzns by, empty values (atcCode) and ties (the statuses) included.
  it.each([
    ['pzn', 'pzn'],
    ['-pzn', '-pzn'],
    ['name', 'name'],
    ['-retailPrice', '-retail_price'],
    ['retailPrice', 'retail_price'],
    ['-dosageForm', '-dosage_form'],
    ['dispensingStatus', 'dispensing_status'],
    ['atcCode', 'atc_code'],
    ['-atcCode', '-atc_code'],
    ['-marketStatus', '-market_status'],
  ])('give the rows and the total of the SQL order sorted by %s', async (sort, column) => {
    const expected = await idsInSqlOrder('pzns', column)
    const { ids, total } = await byPageNumber(`sort=${sort}`)
    expect(total).toBe(expected.length)
    expect(ids).toEqual(expected)
  })

  it('keep filters on every page', async () => {
    const germany = t.catalogue.countries.find((c) => c.code === 'DE')!
    const expected = await idsInSqlOrder('pzns', '-retail_price', sql`country = ${germany.id}`)
    expect(expected.length).toBeGreaterThan(11)
    const { ids, total } = await byPageNumber(`sort=-retailPrice&filter=country:eq:${germany.id}`)
    expect(total).toBe(expected.length)
    expect(ids).toEqual(expected)
  })

  it("keep to the caller's tenant group on every page", async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/resources/my-markets',
      headers: await t.as('WRITE', 'BPI'),
      payload: { market: 'AAA market of BPI', pzn: t.catalogue.pzns[0]!.id, role: 'own' },
    })
    expect(created.statusCode, created.body).toBe(201)
    for (const sort of ['market', '-role']) {
      const demo = await idsInSqlOrder('my_markets', sort, sql`tenant_group = 'DEMO'`)
      expect(demo.length).toBeGreaterThan(11)
      expect((await byPageNumber(`sort=${sort}`, 'my-markets', ['READ', 'DEMO'])).ids).toEqual(demo)
      const bpi = await byPageNumber(`sort=${sort}`, 'my-markets', ['READ', 'BPI'])
      expect(bpi).toEqual({ ids: [created.json().id], total: 1 })
    }
  })
})

describe('deep pages', () => {
  const pzns = findResource('pzns')!
  const planOf = (sort: string, verbose = false) =>
    explainPage(t, pageIdsQuery(t.app.db, pzns, undefined, listSort(pzns, sort), 26, 50).getSQL(), {
      verbose,
    })

  it('skip rows without turning their sort value into text, only the rows of the page', async () => {
    const plan = (await planOf('-retailPrice', true)).split('\n').map((line) => line.trim())
    const scan = plan.findIndex((line) =>
      line.includes('Index Only Scan Backward using pzns_retail_price_idx'),
    )
    expect(scan, plan.join('\n')).toBeGreaterThan(0)
    expect(plan[scan + 1]).toBe('Output: pzns.id, pzns.retail_price')
    expect(plan.find((line) => line.startsWith('Output:'))).toMatch(
      /^Output: page\.id, .*page\.sort_value\)?::text/,
    )
  })

  // Every field pzns sorts by has a (field, id) index (docs/decisions/0026), and the page walks it.
  it.each(pzns.list.sortable)(
    'read the ids of a page sorted by %s from its (field, id) index, in both directions',
    async (name) => {
      const column = pzns.fields.find((f) => f.name === name)!.column
      for (const sort of [name, `-${name}`]) {
        const plan = await planOf(sort)
        expect(plan).toMatch(new RegExp(`Index Only Scan (Backward )?using pzns_${column}_idx `))
        // Only the page's 26 rows are put in order again, never the skipped ones.
        for (const key of plan.match(/Sort Key: .*/g) ?? []) expect(key).toMatch(/^Sort Key: page\./)
        expect(plan).not.toMatch(/Incremental Sort/)
      }
    },
  )

  // Past the middle of an unfiltered list, a page is found from the other end (rows.ts); it must be
  // the same page, at every edge: the last full page, a short last page, past the end.
  it.each(['name', '-retailPrice', 'atcCode', '-atcCode', 'dispensingStatus', '-marketStatus'])(
    'found from the other end of the sort by %s are the same rows as counted from the start',
    async (name) => {
      const sort = listSort(pzns, name)
      const size = t.catalogue.pzns.length
      const fromEnd = listSizeExpression(pzns, 'BPI')
      for (const [offset, limit] of [
        [0, 26],
        [size / 2, 26],
        [size - 26, 26],
        [size - 25, 26],
        [size - 7, 8],
        [size - 1, 26],
        [size, 26],
        [size + 30, 26],
      ] as const) {
        const forward = await pageIdsQuery(t.app.db, pzns, undefined, sort, limit, offset)
        const backward = await pageIdsQuery(t.app.db, pzns, undefined, sort, limit, offset, fromEnd)
        expect(backward, `offset ${offset}`).toEqual(forward)
        expect(forward.length).toBe(Math.max(0, Math.min(limit, size - offset)))
      }
      const plan = await explainPage(
        t,
        pageIdsQuery(t.app.db, pzns, undefined, listSort(pzns, 'name'), 26, size - 30, fromEnd).getSQL(),
      )
      expect(plan).toMatch(/Index Only Scan Backward using pzns_name_idx/)
    },
  )

  it('past the middle skip only the rows after the page, through the API', async () => {
    const size = t.catalogue.pzns.length
    const expected = await idsInSqlOrder('pzns', 'name')
    const last = await page(`sort=name&pageSize=25&page=${Math.ceil(size / 25)}`)
    expect(last.items.map((r) => r.id)).toEqual(expected.slice(Math.floor((size - 1) / 25) * 25))
    expect(last.total).toBe(size)
    expect(last.nextCursor).toBeNull()
    const nearEnd = await page(`sort=name&pageSize=10&page=${Math.floor(size / 10) - 1}`)
    expect(nearEnd.items.map((r) => r.id)).toEqual(
      expected.slice((Math.floor(size / 10) - 2) * 10, (Math.floor(size / 10) - 1) * 10),
    )
    // Its cursor leads on to the next page.
    const next = await page(`sort=name&pageSize=10&cursor=${nearEnd.nextCursor}`)
    expect(next.items.map((r) => r.id)).toEqual(
      expected.slice((Math.floor(size / 10) - 1) * 10, Math.floor(size / 10) * 10),
    )
  })

  it('read a page of ids from the (field, id) index, in both directions, without sorting', async () => {
    // 120 rows would be cheaper to sort than to walk an index; the planner is told to walk it anyway.
    const plan = await explainPage(t, sql`select id from pzns order by name desc, id desc limit 25 offset 50`)
    expect(plan).toMatch(/Index Only Scan Backward using pzns_name_idx/)
    expect(plan).not.toMatch(/Sort Key/)
    const keyset = await explainPage(
      t,
      sql`select id from pzns where (name, id) > ('M', '00000000-0000-0000-0000-000000000000'::uuid) order by name, id limit 25`,
    )
    expect(keyset).toMatch(/Index Only Scan using pzns_name_idx/)
    expect(keyset).toMatch(/Index Cond: \(ROW\(name, id\) > ROW/)
  })
})
