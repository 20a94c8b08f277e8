// History search when a word is in many messages (decision 0054): threads are checked by their
// lexemes (chat_thread_search, kept by migration 0023's triggers) rather than by their messages. The
// results must be those of the plain definition (a thread matches when one of its messages, or its
// title, matches the whole query), also after messages are edited and deleted; the message counts
// must be the real ones. On PGlite, or PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { lexemeQuery } from '../../../src/server/routes/chat-history/list-threads.ts'
import { bearer, buildApp, type TestApp } from '../helpers/build-app.ts'

let t: TestApp
let user: { id: string; token: string }
const threadIds: string[] = []

type Rows<T> = { rows: T[] }
const db = () => t.database.handle.db

beforeAll(async () => {
  t = await buildApp()
  const { user: created, password } = await t.createUser({ role: 'WRITE', group: 'BPI' })
  user = { id: created.id, token: await t.signIn(created.email, password) }
  // 40 threads of 10 messages, newest first: threads 0-9 (the newest) have "Versand" and
  // "Lieferung" only in different messages; threads 10-39 have both in every message, in the order
  // "Versand und Lieferung"; threads 10-14 also "Lieferung Versand" in their first message.
  for (let i = 0; i < 40; i++) {
    const id = randomUUID()
    threadIds.push(id)
    await db().execute(sql`
      insert into chat_threads (id, tenant_group, user_id, assistant_id, kind, route, title, last_message_at)
      values (${id}, 'BPI', ${user.id}, 'bpi-all', 'classic', 'chatbot', ${i === 20 ? 'Rabatt im Titel' : `Gespräch ${i}`}, now() - (${i} || ' hours')::interval)`)
    const texts = Array.from({ length: 10 }, (_, seq) => {
      if (i < 10) return seq === 0 ? `Frage ${seq} zum Versand` : `Frage ${seq} zur Lieferung`
      if (i < 15 && seq === 0) return `Erst die Lieferung Versand dann ${seq}`
      return `Frage ${seq} zum Versand und der Lieferung ${i % 3 === 0 ? 'mit Rabatt' : ''}`
    })
    // One statement for all ten, as a bulk insert would.
    await db().execute(sql`
      insert into chat_messages (id, thread_id, tenant_group, user_id, seq, role, content, search_vector)
      select gen_random_uuid()::text, ${id}, 'BPI', ${user.id}, s.n::int, 'user', s.c, to_tsvector('german', s.c)
      from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as s(c, n)`)
  }
})
afterAll(async () => t.close())

/** The definition: threads of the user with a message or a title matching the query, in history order. */
async function expected(q: string) {
  const result = (await db().execute(sql`
    select t.id from chat_threads t
    where t.tenant_group = 'BPI' and t.user_id = ${user.id}
      and (exists (select 1 from chat_messages m where m.thread_id = t.id and m.search_vector @@ websearch_to_tsquery('german', ${q}))
           or to_tsvector('german', t.title) @@ websearch_to_tsquery('german', ${q}))
    order by t.pinned desc, t.last_message_at desc, t.id desc`)) as unknown as Rows<{ id: string }>
  return result.rows.map((row) => row.id)
}
async function matchingMessages(q: string) {
  const result = (await db().execute(sql`
    select count(*)::int as n from chat_messages where user_id = ${user.id} and search_vector @@ websearch_to_tsquery('german', ${q})`)) as unknown as Rows<{ n: number }>
  return result.rows[0]!.n
}
async function search(q: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/chat/threads?q=${encodeURIComponent(q)}`, headers: bearer(user.token) })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as { items: { id: string; messageCount: number; snippet: { text: string; match: boolean }[] | null }[] }
}
const queries = ['Versand', 'Versand Lieferung', '"Lieferung Versand"', 'Versand -Rabatt', 'Rabatt or Nichtda', 'Lieferung or Rabatt', 'Rabatt']

describe('history search over many matching messages', () => {
  it('gives the threads of the definition for words, phrases, negations and "or"', async () => {
    // The words that make the checked path: at least 200 matching messages (denseMatches).
    for (const q of ['Versand', 'Versand Lieferung', 'Lieferung or Rabatt']) expect(await matchingMessages(q)).toBeGreaterThanOrEqual(200)
    for (const q of queries) {
      const want = await expected(q)
      expect((await search(q)).items.map((item) => item.id), q).toEqual(want)
    }
    // Threads 0-9 have both words, but never in one message.
    expect(await expected('Versand Lieferung')).not.toContain(threadIds[0])
    expect((await search('Rabatt')).items.map((item) => item.id)).toContain(threadIds[20])
  })

  it('follows edits and deletes: lexemes and counts stay those of the messages', async () => {
    // Thread 12 loses "Lieferung" from every message (as an edit writes a message), thread 13 loses
    // its messages after the third (seq 1 to 3 stay; as edit and regenerate do).
    await db().execute(sql`
      update chat_messages set content = 'Nur noch Versand', search_vector = to_tsvector('german', 'Nur noch Versand')
      where thread_id = ${threadIds[12]!}`)
    await db().execute(sql`delete from chat_messages where thread_id = ${threadIds[13]!} and seq > 3`)
    const stored = (await db().execute(sql`
      select s.thread_id, s.message_count, (select count(*)::int from chat_messages m where m.thread_id = s.thread_id) as real,
             s.lexemes @@ to_tsquery('german', 'Lieferung') as has_word
      from chat_thread_search s where s.thread_id in (${threadIds[12]!}, ${threadIds[13]!})`)) as unknown as Rows<{ thread_id: string; message_count: number; real: number; has_word: boolean }>
    for (const row of stored.rows) expect(row.message_count).toBe(row.real)
    expect(stored.rows.find((row) => row.thread_id === threadIds[12])!.has_word).toBe(false)
    for (const q of queries) expect((await search(q)).items.map((item) => item.id), q).toEqual(await expected(q))
    expect((await search('Lieferung or Rabatt')).items.map((item) => item.id)).not.toContain(threadIds[12])
    const counts = new Map((await search('Versand')).items.map((item) => [item.id, item.messageCount]))
    expect(counts.get(threadIds[13]!)).toBe(3)
    expect(counts.get(threadIds[14]!)).toBe(10)
  })

  it('shows the first matching message of each thread', async () => {
    const { items } = await search('Rabatt')
    for (const item of items.filter((entry) => entry.id !== threadIds[20])) {
      expect(item.snippet!.filter((part) => part.match).map((part) => part.text)).toEqual(['Rabatt'])
    }
    // A thread found by its title only has no passage.
    expect(items.find((item) => item.id === threadIds[20])!.snippet).toBeNull()
  })
})

describe('lexemeQuery', () => {
  it('turns phrases into "all of", gives up on negations, and is exact only without "and"', () => {
    expect(lexemeQuery("'versand'")).toEqual({ relaxed: "'versand'", exact: true })
    expect(lexemeQuery("'versand' | 'rabatt'")).toEqual({ relaxed: "'versand' | 'rabatt'", exact: true })
    expect(lexemeQuery("'versand' & 'liefer'")).toEqual({ relaxed: "'versand' & 'liefer'", exact: false })
    expect(lexemeQuery("'preis-list' <-> 'preis' <2> 'list'")).toEqual({ relaxed: "'preis-list' & 'preis' & 'list'", exact: false })
    expect(lexemeQuery("'versand' & !'rabatt'")).toEqual({ relaxed: null, exact: false })
    // Operators inside a lexeme are text, not operators.
    expect(lexemeQuery("'a<->b' | 'it''s!'")).toEqual({ relaxed: "'a<->b' | 'it''s!'", exact: true })
  })
})
