// EXPLAIN ANALYZE of the history search (listThreads with q) over 100,000 messages, PGlite in HIST_DIR (kept between runs).
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { sql } from 'drizzle-orm'
const dir = process.env.HIST_DIR ?? '/tmp/perf/histdb'
const fresh = !existsSync(dir)
const { createApp } = await import('../src/server/app.ts')
const { loadConfig } = await import('../src/server/config.ts')
const { insertUser } = await import('../src/server/db/users.ts')
const config = loadConfig({ ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' })
const app = await createApp({ config, logger: { level: 'warn' } })
const db = app.db
const words = ['Dosierung', 'Preis', 'Lieferung', 'Rabatt', 'Apotheke', 'Tabletten', 'Lagerung', 'Studie', 'Zulassung', 'Packung', 'Großhandel', 'Außendienst']
let userId = String(((await db.execute(sql`select id from users where email = 'hist@example.test'`)) as unknown as { rows: { id: string }[] }).rows[0]?.id)
if (fresh) {
  userId = (await insertUser(db, { email: 'hist@example.test', username: 'hist', passwordHash: 'x', role: 'WRITE', group: 'DEMO', features: [] }, new Date())).id
  const assistantId = randomUUID()
  await db.execute(sql`insert into assistants (id, tenant_group) values (${assistantId}, 'DEMO')`)
  await db.execute(sql`insert into assistant_versions (assistant_id, version, name, source_mode) values (${assistantId}, 1, 'Bench', 'all')`)
  const threadIds: string[] = []
  for (let i = 0; i < 1000; i++) threadIds.push(randomUUID())
  await db.execute(sql`
    insert into chat_threads (id, tenant_group, user_id, assistant_id, kind, route, title, settings, created_at, updated_at, last_message_at)
    select t ->> 0, 'DEMO', ${userId}, ${assistantId}, 'classic', 'chatbot', 'Verlauf ' || (t ->> 1), '{}'::jsonb,
           now() - ((t ->> 1)::int || ' hours')::interval, now(), now() - ((t ->> 1)::int || ' hours')::interval
    from jsonb_array_elements(${JSON.stringify(threadIds.map((id, i) => [id, String(i)]))}::jsonb) t`)
  for (let batch = 0; batch < 10; batch++) {
    await db.execute(sql`
      insert into chat_messages (id, thread_id, tenant_group, user_id, seq, role, content, status, search_vector, created_at)
      select gen_random_uuid()::text, ${JSON.stringify(threadIds)}::jsonb ->> (g / 100), 'DEMO', ${userId}, g % 100 + 1,
             case when g % 2 = 0 then 'user' else 'assistant' end, c.content, 'complete', to_tsvector('german', c.content),
             now() - (g || ' minutes')::interval
      from generate_series(${batch * 10_000}::int, ${batch * 10_000 + 9_999}::int) as g,
      lateral (select 'Frage ' || g || ' zu ' || (${JSON.stringify(words)}::jsonb ->> (g % 12)) || ' und ' ||
                      (${JSON.stringify(words)}::jsonb ->> ((g * 7 + ${batch}::int) % 12)) || ' im Monat ' || (g % 12 + 1) ||
                      ': eine Antwort mit einigen Sätzen über die Versorgung der Apotheken, die Packungsgrößen und den Versand.' as content) c`)
  }
  await db.execute(sql`analyze chat_messages`)
  await db.execute(sql`analyze chat_threads`)
}
const { listThreads } = await import('../src/server/routes/chat-history/list-threads.ts')
// PLAN=1: each statement of the search is explained (EXPLAIN ANALYZE), then run.
const explaining = new Proxy(db, {
  get(target, prop) {
    if (prop === 'execute')
      return async (query: ReturnType<typeof sql>) => {
        // Every statement of the search, explained, then run for real so the next one gets its input.
        const result = (await target.execute(sql`explain (analyze, buffers off) ${query}`)) as unknown as { rows: Record<string, string>[] }
        console.log(result.rows.map((row) => row['QUERY PLAN']).join('\n'))
        return target.execute(query)
      }
    return Reflect.get(target, prop)
  },
})
for (const q of (process.env.WORDS ?? 'Dosierung,Apotheke,Zulassung,Versand,Nichtda').split(',')) {
  if (process.env.PLAN === '1') {
    const plan = (await listThreads(explaining as typeof db, { group: 'DEMO', userId }, { q })) as unknown
    void plan
  }
  const times: number[] = []
  let items = 0
  for (let i = 0; i < 15; i++) {
    const started = performance.now()
    items = (await listThreads(db, { group: 'DEMO', userId }, { q })).items.length
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  console.log(`${q}: ${items} threads, median ${times[7]!.toFixed(1)} ms, max ${times[14]!.toFixed(1)} ms`)
}
await app.close()
