// knowledge_lexeme_chunks (migration 0023's triggers, decision 0054): per tenant and lexeme the number
// of chunks holding it, which retrieval weighs a question's words by. It must equal a count over
// knowledge_chunks after indexing, re-indexing (delete and insert) and deleting a file, per tenant.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { knowledgeCollections, knowledgeFiles } from '../../src/server/db/ai-tables.ts'
import { replaceChunks } from '../../src/server/knowledge/insert-chunks.ts'
import { buildApp, type TestApp } from '../server/helpers/build-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildApp()
})
afterAll(async () => t.close())

const chunk = (ordinal: number, heading: string, text: string) => ({ ordinal, unitKind: 'page', unitNumber: ordinal + 1, heading, text })

/** Lexemes whose stored count differs from a count over the chunks (an empty list when all agree). */
async function differences() {
  const result = (await t.database.handle.db.execute(sql`
    with real as (
      select c.tenant_group, l as lexeme, count(*)::int as chunks from knowledge_chunks c, unnest(tsvector_to_array(c.search_vector)) l group by 1, 2)
    select coalesce(r.tenant_group, k.tenant_group) as tenant_group, coalesce(r.lexeme, k.lexeme) as lexeme, r.chunks as real, k.chunks as stored
    from real r full join knowledge_lexeme_chunks k on k.tenant_group = r.tenant_group and k.lexeme = r.lexeme
    where coalesce(r.chunks, 0) <> coalesce(k.chunks, 0)`)) as unknown as { rows: unknown[] }
  return result.rows
}
async function stored(group: string, lexeme: string) {
  const result = (await t.database.handle.db.execute(sql`
    select chunks from knowledge_lexeme_chunks where tenant_group = ${group} and lexeme = ${lexeme}`)) as unknown as { rows: { chunks: number }[] }
  return result.rows[0]?.chunks ?? 0
}
async function addFile(group: string) {
  const db = t.database.handle.db
  const collectionId = randomUUID()
  await db.insert(knowledgeCollections).values({ id: collectionId, tenantGroup: group, name: `c-${collectionId}`, internal: false })
  const id = randomUUID()
  await db.insert(knowledgeFiles).values({ id, tenantGroup: group, collectionId, filename: 'a.txt', extension: 'txt', mediaType: 'text/plain', sizeBytes: 0, sha256: id, status: 'ready', language: 'german' })
  return id
}

it('counts the chunks of each lexeme per tenant through indexing, re-indexing and deleting', async () => {
  const db = t.database.handle.db
  const bpiFile = await addFile('BPI')
  const demoFile = await addFile('DEMO')
  await replaceChunks(db, { fileId: bpiFile, tenantGroup: 'BPI', language: 'german' }, [
    chunk(0, 'Dosierung', 'Die Dosierung von Dolorex bei Kindern'),
    chunk(1, 'Lagerung', 'Dolorex kühl lagern, Dosierungen beachten'),
    chunk(2, 'Hersteller', 'Hergestellt in Berlin'),
  ])
  await replaceChunks(db, { fileId: demoFile, tenantGroup: 'DEMO', language: 'german' }, [chunk(0, 'Dolorex', 'Dolorex Dosierung')])
  expect(await differences()).toEqual([])
  expect(await stored('BPI', 'dosier')).toBe(2)
  expect(await stored('BPI', 'dolorex')).toBe(2)
  expect(await stored('DEMO', 'dolorex')).toBe(1)
  // Re-indexing replaces the chunks: the old lexemes go down, the new ones up.
  await replaceChunks(db, { fileId: bpiFile, tenantGroup: 'BPI', language: 'german' }, [chunk(0, 'Neu', 'Nur noch Dolorex')])
  expect(await differences()).toEqual([])
  expect(await stored('BPI', 'dosier')).toBe(0)
  expect(await stored('BPI', 'dolorex')).toBe(1)
  // An update of a chunk's text and vector (no code does it today) keeps the counts too.
  await db.execute(sql`update knowledge_chunks set search_vector = to_tsvector('german', 'Dosierung') where file_id = ${bpiFile}`)
  expect(await differences()).toEqual([])
  expect(await stored('BPI', 'dosier')).toBe(1)
  // Deleting the file deletes its chunks (cascade), and their counts.
  await db.delete(knowledgeFiles).where(sql`${knowledgeFiles.id} = ${bpiFile}`)
  expect(await differences()).toEqual([])
  expect(await stored('BPI', 'dolorex')).toBe(0)
  expect(await stored('DEMO', 'dolorex')).toBe(1)
})
