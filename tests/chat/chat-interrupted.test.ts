// Answers of a process that died (decision 0083), on the test's database (PGlite, or PostgreSQL under
// with-postgres.sh): the process writing an answer holds a lease on it; an answer left "streaming"
// whose lease ran out ends as error chat.interrupted (swept by a recurring job on any process), frees
// its thread and can be regenerated. An answer another process is still writing is left alone.
import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { answerLeaseMs, failInterruptedAnswers } from '../../src/server/chat/answer-leases.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'
import { createTestDatabase, type TestDatabase } from '../server/helpers/build-app.ts'
import { buildChatApp, createThread, parseNdjson, type ChatTestApp } from './chat-helpers.ts'

describe('answers left streaming by a process that died', () => {
  let database: TestDatabase
  let t: ChatTestApp
  let assistantId: string
  let server: ScriptedOpenAiServer
  let slowAssistantId: string
  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey: 'sk-lease' })
    database = await createTestDatabase()
    // The sweep is called by hand here; the last test leaves it to the recurring job of a second app.
    t = await buildChatApp({ database, config: { jobsEnabled: false } })
    const collection = await t.addCollection('DEMO', { name: 'Pool', internal: false })
    await t.addDocument('DEMO', { collectionId: collection }, 'leitfaden.pdf', [
      'Der Rabatt für Apotheken beträgt zehn Prozent. Die Lieferzeit beträgt zwei Tage.',
    ])
    assistantId = await t.addAssistant('DEMO', { sourceMode: 'all' })
    // BPI answers through a provider whose chunks come a second apart: an answer that stays open.
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, 'sk-lease')
    const modelId = randomUUID()
    await t.app.db.insert(aiModels).values({
      id: modelId,
      providerId,
      modelName: 'scripted-chat',
      displayName: 'Scripted chat',
      capabilities: ['chat'],
      contextWindow: 16_000,
    })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'BPI', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'BPI', defaultChatModelId: modelId })
    slowAssistantId = await t.addAssistant('BPI', { sourceMode: 'general' })
  })
  afterAll(async () => {
    await server.close()
    await t.close()
    await database.drop()
  })

  /** A thread whose question was answered by a process that is now gone, its lease `leaseEnds` from now. */
  async function threadLeftStreaming(leaseEnds: string | null) {
    const user = await t.signInAs('WRITE', 'DEMO')
    const threadId = await createThread(t, user.headers, { assistantId, routeId: 'chatbot', kind: 'classic' })
    const answerId = randomUUID()
    await t.app.db
      .execute(sql`insert into chat_messages (id, thread_id, tenant_group, user_id, seq, role, content, status)
      values (${randomUUID()}, ${threadId}, 'DEMO', ${user.userId}, 1, 'user', 'Wie hoch ist der Rabatt?', 'complete'),
             (${answerId}, ${threadId}, 'DEMO', ${user.userId}, 2, 'assistant', '', 'streaming')`)
    if (leaseEnds !== null)
      await t.app.db.execute(
        sql`insert into chat_answer_leases (message_id, locked_until) values (${answerId}, now() + ${leaseEnds}::interval)`,
      )
    return { ...user, threadId, answerId }
  }
  const statusOf = async (id: string) =>
    (
      (await t.app.db.execute(
        sql`select status, error_code from chat_messages where id = ${id}`,
      )) as unknown as { rows: { status: string; error_code: string | null }[] }
    ).rows[0]

  it('ends an answer whose lease ran out as interrupted, frees the thread, and regenerates it', async () => {
    const dead = await threadLeftStreaming('-1 second')
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/chat/threads/${dead.threadId}/messages`,
        headers: dead.headers,
        payload: { content: 'Und die Lieferzeit?' },
      })
    expect((await send()).json()).toMatchObject({ code: 'chat.threadBusy' })
    expect(await failInterruptedAnswers(t.app.db, t.app.now())).toContain(dead.answerId)
    expect(await statusOf(dead.answerId)).toEqual({ status: 'error', error_code: 'chat.interrupted' })
    const thread = (
      await t.app.inject({ url: `/api/chat/threads/${dead.threadId}`, headers: dead.headers })
    ).json()
    expect(thread.messages.at(-1)).toMatchObject({
      id: dead.answerId,
      status: 'error',
      errorCode: 'chat.interrupted',
    })
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/chat/threads/${dead.threadId}/messages/${dead.answerId}/regenerate`,
      headers: dead.headers,
    })
    expect(again.statusCode, again.body).toBe(200)
    expect(parseNdjson(again.body).at(-1)).toMatchObject({ type: 'done', message: { status: 'complete' } })
  })

  it('ends an answer that never got its lease once a lease’s time has passed, and not before', async () => {
    // Its process died between storing the row and taking the lease (seen in bench:cluster).
    const orphan = await threadLeftStreaming(null)
    expect(await failInterruptedAnswers(t.app.db, t.app.now())).not.toContain(orphan.answerId)
    expect(await statusOf(orphan.answerId)).toEqual({ status: 'streaming', error_code: null })
    const later = new Date(t.app.now().getTime() + answerLeaseMs + 1_000)
    expect(await failInterruptedAnswers(t.app.db, later)).toContain(orphan.answerId)
    expect(await statusOf(orphan.answerId)).toEqual({ status: 'error', error_code: 'chat.interrupted' })
  })

  it('leaves alone an answer whose lease is alive (another process is writing it)', async () => {
    const writing = await threadLeftStreaming('1 minute')
    expect(await failInterruptedAnswers(t.app.db, t.app.now())).not.toContain(writing.answerId)
    expect(await statusOf(writing.answerId)).toEqual({ status: 'streaming', error_code: null })
  })

  it('holds a lease while an answer streams and gives it up when the answer is done', async () => {
    const { headers } = await t.signInAs('READ', 'BPI')
    const threadId = await createThread(t, headers, {
      assistantId: slowAssistantId,
      routeId: 'chatbot',
      kind: 'classic',
    })
    server.script(reply(['Eins, ', 'zwei.'], { chunkDelayMs: 1_000 }))
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Zähl bis zwei.' }),
    })
    const reader = response.body!.getReader()
    const first = JSON.parse(new TextDecoder().decode((await reader.read()).value).split('\n')[0]!) as {
      type: string
      assistantMessageId: string
    }
    expect(first.type).toBe('start')
    const lease = async () =>
      (
        (await t.app.db.execute(
          sql`select locked_until > now() as alive from chat_answer_leases where message_id = ${first.assistantMessageId}`,
        )) as unknown as { rows: { alive: boolean }[] }
      ).rows
    expect(await lease()).toEqual([{ alive: true }])
    while (!(await reader.read()).done);
    expect(await lease()).toEqual([])
    expect(await statusOf(first.assistantMessageId)).toMatchObject({ status: 'complete' })
  })

  it('is swept by the recurring job of any process that serves chat', async () => {
    const dead = await threadLeftStreaming('-1 second')
    const other = await buildChatApp({ database, config: { jobPollMs: 50 } })
    try {
      await expect
        .poll(async () => (await statusOf(dead.answerId))?.error_code, { timeout: 15_000 })
        .toBe('chat.interrupted')
    } finally {
      await other.close()
    }
  })
})
