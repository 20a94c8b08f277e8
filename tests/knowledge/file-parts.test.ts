// A knowledge file's bytes in 256 KB parts (decision 0056), on the test's database (PGlite, or
// PostgreSQL under with-postgres.sh): stored and served back whole, indexed in several timed
// statements, never read or kept when a stopped server left it half stored, and files stored before
// migration 0024 (one value each) cut into the same parts by the migration.
import { randomUUID } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { knowledgeCollections, knowledgeFiles } from '../../src/server/db/ai-tables.ts'
import { bytesPerPart } from '../../src/server/db/byte-parts.ts'
import { migrationsFolder } from '../../src/server/db/connect.ts'
import { deleteIncompleteFiles, readFileBytes } from '../../src/server/knowledge/file-store.ts'
import { createTestDatabase } from '../server/helpers/build-app.ts'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

type Rows<T> = { rows: T[] }

/** About `bytes` of German text in paragraphs, every paragraph naming its number. */
function longText(bytes: number): Buffer {
  const paragraphs: string[] = []
  for (let i = 0, length = 0; length < bytes; i++) {
    paragraphs.push(`Absatz ${i}: Die Tabletten werden unzerkaut mit Wasser eingenommen, Lagerung unter 25 Grad, Packung ${i} bleibt verschlossen.`)
    length += paragraphs.at(-1)!.length + 2
  }
  return Buffer.from(paragraphs.join('\n\n'))
}

describe('knowledge file parts', () => {
  let t: KnowledgeTestApp
  let admin: Record<string, string>
  let collectionId: string
  beforeAll(async () => {
    t = await buildKnowledgeApp()
    admin = (await t.as('ADMIN', 'DEMO')).headers
    collectionId = await t.createCollection(admin, 'Große Dateien')
  })
  afterAll(() => t.close())

  const partsOf = async (fileId: string) =>
    ((await t.app.db.execute(sql`select seq, octet_length(part)::int as bytes from knowledge_file_parts where file_id = ${fileId} order by seq`)) as unknown as Rows<{ seq: number; bytes: number }>).rows

  it('stores a file of several hundred KB in parts, serves it back whole, indexes all of it and deletes it with its parts', async () => {
    const content = longText(600_000)
    const response = await t.upload(admin, { collectionId, filename: 'lang.txt' }, content)
    expect(response.statusCode, response.body).toBe(201)
    const id = response.json().id as string
    expect(await partsOf(id)).toEqual([
      { seq: 0, bytes: bytesPerPart },
      { seq: 1, bytes: bytesPerPart },
      { seq: 2, bytes: content.length - 2 * bytesPerPart },
    ])
    const served = await t.app.inject({ url: `/api/knowledge/files/${id}/content`, headers: admin })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals(content)).toBe(true)

    const file = await t.waitForStatus(admin, id, ['ready', 'failed'])
    expect(file).toMatchObject({ status: 'ready' })
    // Hundreds of chunks: several statements of timed size, none lost or doubled.
    const counted = ((await t.app.db.execute(sql`select count(*)::int as n, count(distinct ordinal)::int as ordinals, max(ordinal)::int as last from knowledge_chunks where file_id = ${id}`)) as unknown as Rows<{ n: number; ordinals: number; last: number }>).rows[0]!
    expect(counted.n).toBeGreaterThan(200)
    expect(counted).toEqual({ n: file.chunkCount, ordinals: file.chunkCount, last: (file.chunkCount as number) - 1 })
    const last = await t.app.inject({ url: `/api/knowledge/collections/${collectionId}/search?q=${encodeURIComponent(`Packung ${content.toString().match(/Absatz (\d+)[^]*$/)![1]}`)}`, headers: admin })
    expect(last.statusCode, last.body).toBe(200)

    expect((await t.app.inject({ method: 'DELETE', url: `/api/knowledge/files/${id}`, headers: admin })).statusCode).toBe(204)
    expect(await partsOf(id)).toEqual([])
    const chunks = ((await t.app.db.execute(sql`select count(*)::int as n from knowledge_chunks where file_id = ${id}`)) as unknown as Rows<{ n: number }>).rows[0]!.n
    expect(chunks).toBe(0)
    const lexemes = ((await t.app.db.execute(sql`select coalesce(max(chunks), 0)::int as n from knowledge_lexeme_chunks where tenant_group = 'DEMO' and lexeme = 'packung'`)) as unknown as Rows<{ n: number }>).rows[0]!.n
    expect(lexemes).toBe(0)
  })

  it('does not read a file whose parts fall short of its size, and deletes it at start once it is old', async () => {
    const db = t.app.db
    const insertFile = async (sizeBytes: number, minutesAgo: number) => {
      const id = randomUUID()
      await db.insert(knowledgeFiles).values({ id, tenantGroup: 'DEMO', collectionId, filename: 'halb.txt', extension: 'txt', mediaType: 'text/plain', sizeBytes, sha256: id, createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      await db.execute(sql`insert into knowledge_file_parts (file_id, seq, part) values (${id}, 0, decode('68616c62', 'hex'))`)
      return id
    }
    const oldHalf = await insertFile(bytesPerPart + 4, 30)
    const newHalf = await insertFile(bytesPerPart + 4, 1)
    const oldWhole = await insertFile(4, 30)
    expect(await readFileBytes(db, 'DEMO', oldHalf)).toBeNull()
    expect(Buffer.from((await readFileBytes(db, 'DEMO', oldWhole))!).toString()).toBe('halb')
    expect(await readFileBytes(db, 'BPI', oldWhole)).toBeNull()

    expect(await deleteIncompleteFiles(db)).toBe(1)
    const left = ((await db.execute(sql`select id from knowledge_files where id in (${oldHalf}, ${newHalf}, ${oldWhole})`)) as unknown as Rows<{ id: string }>).rows.map((row) => row.id)
    expect(left.sort()).toEqual([newHalf, oldWhole].sort())
    expect(await partsOf(oldHalf)).toEqual([])
  })
})

describe('migration 0024', () => {
  it('cuts files stored as one value into 256 KB parts and drops the old table', async () => {
    const database = await createTestDatabase({ empty: true })
    const folder = mkdtempSync(join(tmpdir(), 'tessera-migrations-'))
    try {
      // The migrations up to 0023, then files as they were stored, then the rest.
      cpSync(migrationsFolder, folder, { recursive: true })
      const journalPath = join(folder, 'meta', '_journal.json')
      const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { idx: number }[] }
      writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.filter((entry) => entry.idx <= 23) }))
      const db = database.handle.db
      if (database.handle.kind === 'pglite') await migratePglite(db as never, { migrationsFolder: folder })
      else await migratePg(db as never, { migrationsFolder: folder })

      await db.execute(sql`insert into tenant_groups (name) values ('DEMO') on conflict do nothing`)
      const collectionId = randomUUID()
      await db.insert(knowledgeCollections).values({ id: collectionId, tenantGroup: 'DEMO', name: 'alt', internal: false })
      const big = Buffer.alloc(2 * bytesPerPart + 1000)
      for (let i = 0; i < big.length; i++) big[i] = (i * 7) % 251
      const small = Buffer.from('klein')
      const stored = new Map([[randomUUID(), big], [randomUUID(), small], [randomUUID(), Buffer.alloc(bytesPerPart, 1)]])
      for (const [id, bytes] of stored) {
        await db.execute(sql`insert into knowledge_files (id, tenant_group, collection_id, filename, extension, media_type, size_bytes, sha256)
          values (${id}, 'DEMO', ${collectionId}, 'alt.txt', 'txt', 'text/plain', ${bytes.length}, ${id})`)
        await db.execute(sql`insert into knowledge_file_blobs (file_id, content) values (${id}, decode(${bytes.toString('hex')}, 'hex'))`)
      }

      await database.handle.migrate()
      for (const [id, bytes] of stored) expect(Buffer.from((await readFileBytes(db, 'DEMO', id))!).equals(bytes)).toBe(true)
      const [bigId] = stored.keys()
      const parts = ((await db.execute(sql`select seq, octet_length(part)::int as bytes from knowledge_file_parts where file_id = ${bigId!} order by seq`)) as unknown as Rows<{ seq: number; bytes: number }>).rows
      expect(parts).toEqual([
        { seq: 0, bytes: bytesPerPart },
        { seq: 1, bytes: bytesPerPart },
        { seq: 2, bytes: 1000 },
      ])
      const table = ((await db.execute(sql`select to_regclass('knowledge_file_blobs')::text as name`)) as unknown as Rows<{ name: string | null }>).rows[0]!.name
      expect(table).toBeNull()
    } finally {
      rmSync(folder, { recursive: true, force: true })
      await database.drop()
    }
  }, 180_000)
})
