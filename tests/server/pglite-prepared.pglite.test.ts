// Named prepared statements on PGlite (src/server/db/pglite-prepared.ts, decision 0073): a statement
// run a second time is kept prepared by the database and answers exactly as PGlite's own path does,
// errors included; a table changed under a kept statement still answers with its new shape; the
// number kept is bounded. PGlite only (*.pglite.test.ts are left out on PostgreSQL).
import { PGlite } from '@electric-sql/pglite'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { usePreparedStatements } from '../../src/server/db/pglite-prepared.ts'
import { createTestDatabase, type TestDatabase } from './helpers/build-app.ts'

let database: TestDatabase
const db = () => database.handle.db

beforeAll(async () => {
  database = await createTestDatabase()
  await db().execute(sql`create table prepared_probe (
    id int primary key, name text, amount numeric, big bigint, at timestamptz, doc jsonb, tags text[], bytes bytea, flag boolean)`)
})
afterAll(() => database.drop())

/** The rows of a statement run through the application's database handle. */
const rowsOf = async (query: SQL) =>
  ((await db().execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows
const keptTexts = async () =>
  (await rowsOf(sql`select statement from pg_prepared_statements where name like 'tessera\_%'`)).map((row) =>
    String(row.statement),
  )

describe('prepared statements on PGlite', () => {
  it('keeps a statement run twice prepared, and its rows and types are those of the unprepared run', async () => {
    const insert = (id: number) =>
      db().execute(
        sql`insert into prepared_probe values (${id}, ${`name ${id}`}, ${'12.50'}, ${'9007199254740993'}, ${new Date('2026-11-27T10:00:00Z')}, ${JSON.stringify({ id, list: [1, 2] })}::jsonb, ${sql.param(['a', "b'c"])}, ${Buffer.from([0, 1, 254, 255])}, ${id % 2 === 0})`,
      )
    await insert(1)
    await insert(2)
    await insert(3)
    const select = (from: number) => rowsOf(sql`select * from prepared_probe where id >= ${from} order by id`)
    const unprepared = await select(1)
    const prepared = await select(1)
    const again = await select(2)
    expect(
      (await keptTexts()).some((text) => text.includes('select * from prepared_probe where id >=')),
    ).toBe(true)
    expect(prepared).toEqual(unprepared)
    expect(again).toEqual(unprepared.slice(1))
    expect(prepared[0]).toMatchObject({
      id: 1,
      name: 'name 1',
      amount: '12.50',
      big: 9007199254740993n,
      doc: { id: 1, list: [1, 2] },
      tags: ['a', "b'c"],
      flag: false,
    })
    expect(Buffer.from(prepared[0]!.bytes as Uint8Array)).toEqual(Buffer.from([0, 1, 254, 255]))
    expect(new Date(prepared[0]!.at as string).toISOString()).toBe('2026-11-27T10:00:00.000Z')
    // Null parameters and a statement returning no rows.
    const update = (id: number) =>
      db().execute(sql`update prepared_probe set name = ${null} where id = ${id}`)
    await update(1)
    await update(2)
    expect((await select(1)).map((row) => row.name)).toEqual([null, null, 'name 3'])
  })

  it('reports a failing prepared statement with its code, and the next runs work', async () => {
    const insert = (id: number) =>
      db().execute(sql`insert into prepared_probe (id, name) values (${id}, 'dup')`)
    await insert(10)
    await expect(insert(10)).rejects.toMatchObject({ cause: { code: '23505' } })
    await insert(11)
    await expect(insert(11)).rejects.toMatchObject({ cause: { code: '23505' } })
    await insert(12)
    const count = () => rowsOf(sql`select count(*)::int as n from prepared_probe where name = ${'dup'}`)
    await count()
    expect((await count())[0]).toEqual({ n: 3 })
  })

  it('prepares inside transactions too: the same rows, a failure rolls the whole transaction back, a commit keeps all', async () => {
    const text = 'insert into prepared_probe (id, name) values ($1, $2)'
    const insertBoth = (first: number, second: number) =>
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (id, name) values (${first}, ${'in tx'})`)
        await tx.execute(sql`insert into prepared_probe (id, name) values (${second}, ${'in tx'})`)
        return tx.execute(sql`select count(*)::int as n from prepared_probe where name = ${'in tx'}`)
      })
    await insertBoth(20, 21)
    const counted = (await insertBoth(22, 23)) as unknown as { rows: { n: number }[] }
    expect(counted.rows).toEqual([{ n: 4 }])
    expect(await keptTexts()).toContain(text)
    // The second insert fails (a duplicate key): the first of the same transaction is not kept.
    await expect(insertBoth(24, 20)).rejects.toMatchObject({ cause: { code: '23505' } })
    const names = () => rowsOf(sql`select id from prepared_probe where name = ${'in tx'} order by id`)
    await names()
    expect((await names()).map((row) => row.id)).toEqual([20, 21, 22, 23])
    // The statement that failed works in the next transaction.
    await insertBoth(25, 26)
    expect((await names()).map((row) => row.id)).toEqual([20, 21, 22, 23, 25, 26])
  })

  it('answers with the new shape of a table changed under a kept statement', async () => {
    const select = () => rowsOf(sql`select * from prepared_probe where id = ${1}`)
    await select()
    expect(Object.keys((await select())[0]!)).not.toContain('note')
    await db().execute(sql`alter table prepared_probe add column note text default 'added'`)
    expect((await select())[0]).toMatchObject({ id: 1, note: 'added' })
    expect((await select())[0]).toMatchObject({ id: 1, note: 'added' })
  })

  it('keeps at most the statements it is allowed, the least recently used given up, and no long text', async () => {
    const client = await PGlite.create()
    try {
      usePreparedStatements(client, { maxStatements: 2, maxTextLength: 40 })
      const kept = async () =>
        (
          await client.query<{ n: number }>(
            `select count(*)::int as n from pg_prepared_statements -- ${Math.random()}`,
          )
        ).rows[0]!.n
      for (const text of ['select 1 as a', 'select 2 as b', 'select 3 as c', 'select 1 as a']) {
        await client.query(text)
        expect((await client.query(text)).rows).toHaveLength(1)
      }
      expect(await kept()).toBe(2)
      const names = (
        await client.query<{ statement: string }>(
          `select statement from pg_prepared_statements order by statement -- ${Math.random()}`,
        )
      ).rows.map((row) => row.statement)
      expect(names).toEqual(['select 1 as a', 'select 3 as c'])
      // A text longer than allowed is never kept.
      const long = `select 4 as d -- ${'x'.repeat(40)}`
      await client.query(long)
      expect((await client.query(long)).rows).toEqual([{ d: 4 }])
      expect(
        (
          await client.query<{ statement: string }>(
            `select statement from pg_prepared_statements -- ${Math.random()}`,
          )
        ).rows.map((row) => row.statement),
      ).not.toContain(long)
    } finally {
      await client.close()
    }
  })
})
