// PGlite runs no autovacuum: seeding and large commits vacuum the lists they wrote, so that the
// visibility map is set and a page's ids come from the (field, id) index without reading the rows.
// (On PostgreSQL autovacuum does this as well; how soon depends on the server's settings.)
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { buildResourceApp, explainPage, uploadAndCommit, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

describe('vacuum after bulk writes', () => {
  it('lets a deep page read no row of the table once seeding has vacuumed it', async () => {
    const plan = await explainPage(t, sql`select id from pzns order by name desc, id desc limit 25 offset 50`)
    expect(plan).toMatch(/Index Only Scan Backward using pzns_name_idx/)
    expect(plan).toMatch(/Heap Fetches: 0/)
  })

  it('vacuums again after a commit of 1,000 rows or more', async () => {
    const lines = [
      'pzn;country.code;name;marketStatus',
      ...Array.from({ length: 1000 }, (_, i) => `${generatePzn8(i, 81)};DE;Vakuum ${i};onMarket`),
    ]
    expect(await uploadAndCommit(t, ['WRITE', 'PARENT'], 'pzns', lines)).toMatchObject({
      status: 'committed',
      inserted: 1000,
    })
    const plan = await explainPage(t, sql`select id from pzns order by name, id limit 25 offset 900`)
    expect(plan).toMatch(/Index Only Scan using pzns_name_idx/)
    expect(plan).toMatch(/Heap Fetches: 0/)
  })
})
