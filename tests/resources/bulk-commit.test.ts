// Committing an upload writes 10,000 rows per statement (commit-upload.ts): a file larger than one
// statement is still written all or nothing, and an update writes only the columns the file maps.
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { generatePzn8 } from '../../src/shared/identifiers/index.ts'
import { buildResourceApp, uploadAndCommit as uploadPzns, type ResourceTestApp } from './helpers.ts'

let t: ResourceTestApp
beforeAll(async () => {
  t = await buildResourceApp()
})
afterAll(() => t.close())

const parent: [string, string] = ['WRITE', 'PARENT']
const uploadAndCommit = (lines: string[]) => uploadPzns(t, parent, 'pzns', lines)

const storedByPzn = async (pzns: string[]) => {
  const result = (await t.app.db.execute(
    sql`select pzn, name, dosage_form, pack_size, retail_price::text as retail_price, created_at, updated_at, created_by, updated_by
        from pzns where pzn = any(${`{${pzns.join(',')}}`}::text[])`,
  )) as unknown as { rows: Record<string, unknown>[] }
  return new Map(result.rows.map((row) => [row.pzn as string, row]))
}

describe('committing an upload', () => {
  it('writes a file of more rows than one statement takes all or nothing', async () => {
    const lines = [
      'pzn;country.code;name;retailPrice;marketStatus',
      ...Array.from({ length: 12_000 }, (_, i) => `${generatePzn8(5000 + i, 79)};DE;Atom ${i};1,50;onMarket`),
    ]
    // The database refuses one row of the second statement: the first statement's rows go too.
    await t.app.db.execute(
      sql.raw(`create function refuse_one_row() returns trigger language plpgsql as $$
        begin if new.name = 'Atom 11500' then raise exception 'refused for the test'; end if; return new; end $$`),
    )
    await t.app.db.execute(
      sql.raw(
        'create trigger refuse_one_row before insert on pzns for each row execute function refuse_one_row()',
      ),
    )
    const failed = await uploadAndCommit(lines)
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'The upload could not be completed; nothing was written',
    })
    const count = async () =>
      (
        (await t.app.db.execute(
          sql`select count(*)::int as n from pzns where name like 'Atom %'`,
        )) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]!.n
    expect(await count()).toBe(0)

    await t.app.db.execute(sql.raw('drop trigger refuse_one_row on pzns'))
    expect(await uploadAndCommit(lines)).toMatchObject({ status: 'committed', inserted: 12_000 })
    expect(await count()).toBe(12_000)
  }, 240_000)

  it('updates only the columns the file maps, and keeps who created the row and when', async () => {
    const [a, b] = [generatePzn8(1, 80), generatePzn8(2, 80)]
    const first = await uploadAndCommit([
      'pzn;country.code;name;dosageForm;packSize;retailPrice;marketStatus',
      `${a};DE;Spalten A;Tabletten;N1;2,00;onMarket`,
      `${b};DE;Spalten B;Kapseln;N2;3,00;onMarket`,
    ])
    expect(first).toMatchObject({ status: 'committed', inserted: 2 })
    const before = await storedByPzn([a, b])
    t.clock.advance(60_000)
    const second = await uploadAndCommit([
      'pzn;country.code;name;retailPrice;marketStatus',
      `${a};DE;Spalten A;2,50;onMarket`,
      `${b};DE;Spalten B;3,00;onMarket`,
    ])
    expect(second).toMatchObject({ status: 'committed', inserted: 0, updated: 1, unchanged: 1 })
    const after = await storedByPzn([a, b])
    expect(after.get(a)).toMatchObject({
      name: 'Spalten A',
      dosage_form: 'Tabletten',
      pack_size: 'N1',
      retail_price: '2.50',
      created_at: before.get(a)!.created_at,
      created_by: before.get(a)!.created_by,
    })
    const time = (value: unknown) => new Date(value as string | Date).getTime()
    expect(time(after.get(a)!.updated_at)).toBeGreaterThanOrEqual(time(before.get(a)!.updated_at) + 60_000)
    // The unchanged row is not written at all.
    expect(after.get(b)).toEqual(before.get(b))
  })
})
