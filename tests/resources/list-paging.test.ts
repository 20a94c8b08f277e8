// Paging a list: page numbers (offset) and the keyset cursor each page answers (nextCursor) give the
// same rows in the same order, also across the stretch of empty values of an optional sort field.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildResourceApp, explainPage, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

interface Page {
  items: { id: string; packSize: string | null; pzn: string }[]
  total: number
  page: number
  nextCursor: string | null
}

const list = async (query: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/resources/pzns?${query}`,
    headers: await t.as('READ', 'BPI'),
  })
  return response
}
const page = async (query: string) => {
  const response = await list(query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Page
}

describe('keyset paging', () => {
  // packSize is empty on most demo rows: ascending they come last, descending first.
  it.each(['pzn', '-pzn', 'name', '-retailPrice', 'packSize', '-packSize', 'subBrand', '-createdAt'])(
    'walks every row sorted by %s with the cursor, as page numbers do',
    async (sort) => {
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
    },
  )

  it('puts empty values last ascending and first descending, ties in id order', async () => {
    const ascending = (await page('sort=packSize&pageSize=100')).items
    const filled = ascending.filter((r) => r.packSize !== null)
    expect(filled.length).toBeGreaterThan(0)
    expect(ascending.slice(filled.length).every((r) => r.packSize === null)).toBe(true)
    const empty = ascending.slice(filled.length).map((r) => r.id)
    expect(empty).toEqual([...empty].sort())
    const descending = (await page('sort=-packSize&pageSize=100')).items
    expect(descending.slice(0, 100 - filled.length).every((r) => r.packSize === null)).toBe(true)
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

describe('deep pages', () => {
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
