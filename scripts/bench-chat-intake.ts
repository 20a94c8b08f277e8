// npm run bench:analysis:chat (decision 0114): what the chat intake job costs. A DEMO tenant with
// BENCH_OLD_THREADS threads written before its opt-in (4 user messages and 4 answers each) and an IGEPHA
// tenant with as many, then BENCH_NEW_THREADS new DEMO threads after the opt-in. Prints one JSON line per
// step: the first intake (every new user message becomes an item, matched and checked by the rules),
// a second at once (the overlap window reads the same threads, takes nothing), and an idle run later
// (nothing active: the chat's own last-message index answers). The chat path itself is not touched.
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

const oldThreads = Number(process.env.BENCH_OLD_THREADS ?? 5_000)
const newThreads = Number(process.env.BENCH_NEW_THREADS ?? 500)
const perThread = 4

const questions = [
  'Seit ich Zyrtomax nehme, habe ich jeden Morgen Übelkeit und mir ist schwindelig. Ist das normal?',
  'Kann ich Zyrtomax zusammen mit Ibuprofen nehmen, wenn ich Kopfschmerzen habe?',
  'Depuis que je prends Zyrtomax, j’ai des démangeaisons sur les bras. Est-ce que je dois arrêter ?',
  'Wie lange darf ich das Nasenspray für meine Kinder verwenden, und ab welchem Alter?',
  'Nach der zweiten Tablette hatte ich einen Hautausschlag am Hals, der nach zwei Tagen wieder weg war.',
]

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-chat-intake-'))
  const { createApp } = await import('../src/server/app.ts')
  const { loadConfig } = await import('../src/server/config.ts')
  const ai = await import('../src/server/db/ai-tables.ts')
  const { users } = await import('../src/server/db/schema.ts')
  const { analysisChatSettings } = await import('../src/server/db/analysis-chat-tables.ts')
  const { takeChatMessages } = await import('../src/server/analysis/chat/take-chat-messages.ts')
  const { eq, sql } = await import('drizzle-orm')
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, JOBS_ENABLED: 'false', LOG_LEVEL: 'warn' })
  const app = await createApp({ config, logger: { level: 'warn' } })
  const db = app.db
  const now = Date.now()
  const scope = { tenantGroup: 'DEMO', tool: 'medicheck' }
  try {
    const userOf: Record<string, string> = {}
    const assistantOf: Record<string, string> = {}
    for (const group of ['DEMO', 'IGEPHA']) {
      userOf[group] = randomUUID()
      await db.insert(users).values({
        id: userOf[group]!,
        email: `bench-${group.toLowerCase()}@example.org`,
        username: `bench-${group.toLowerCase()}`,
        passwordHash: 'x',
        role: 'READ',
        group,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      assistantOf[group] = randomUUID()
      await db.insert(ai.assistants).values({ id: assistantOf[group]!, tenantGroup: group })
      await db
        .insert(ai.assistantVersions)
        .values({ assistantId: assistantOf[group]!, version: 1, name: 'Bench', sourceMode: 'general' })
    }
    async function writeThreads(group: string, count: number, at: number, offset: number) {
      for (let start = 0; start < count; start += 250) {
        const threads = []
        const messages = []
        for (let i = start; i < Math.min(count, start + 250); i++) {
          const id = randomUUID()
          const stamp = new Date(at + i)
          threads.push({
            id,
            tenantGroup: group,
            userId: userOf[group]!,
            assistantId: assistantOf[group]!,
            route: 'chatbot',
            createdAt: stamp,
            updatedAt: stamp,
            lastMessageAt: stamp,
          })
          for (let m = 0; m < perThread * 2; m++)
            messages.push({
              id: randomUUID(),
              threadId: id,
              tenantGroup: group,
              userId: userOf[group]!,
              seq: m + 1,
              role: m % 2 === 0 ? 'user' : 'assistant',
              content:
                m % 2 === 0
                  ? `${questions[(i + offset + m) % questions.length]} (${group} ${offset + i}/${m})`
                  : 'Bitte wenden Sie sich an Ihre Ärztin oder Ihren Apotheker.',
              createdAt: stamp,
            })
        }
        await db.insert(ai.chatThreads).values(threads)
        await db.insert(ai.chatMessages).values(messages)
      }
    }
    await writeThreads('DEMO', oldThreads, now - 2 * 86_400_000, 0)
    await writeThreads('IGEPHA', oldThreads, now - 60_000, 0)
    const since = new Date(now - 3_600_000)
    await db
      .insert(analysisChatSettings)
      .values({ ...scope, enabledAt: since, routes: { chatbot: since.toISOString() } })
    await writeThreads('DEMO', newThreads, now - 30_000, oldThreads)
    await db.execute(sql`analyze`)
    const step = async (name: string, at: Date) => {
      const started = performance.now()
      const result = await takeChatMessages(db, scope, at)
      const ms = performance.now() - started
      console.log(
        JSON.stringify({
          step: name,
          ...result,
          ms: Math.round(ms),
          msPerMessage: result.taken ? Number((ms / result.taken).toFixed(2)) : null,
          load1: Number(loadavg()[0]!.toFixed(2)),
        }),
      )
    }
    await step('first intake', new Date())
    await step('second intake at once', new Date())
    await db
      .update(analysisChatSettings)
      .set({ scannedTo: new Date(Date.now() + 20 * 60_000) })
      .where(eq(analysisChatSettings.tenantGroup, 'DEMO'))
    await step('idle intake later', new Date(Date.now() + 22 * 60_000))
  } finally {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
