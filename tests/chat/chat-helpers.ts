// A test app with assistants, documents and signed-in users for the chat suites, and a reader of
// the NDJSON answer stream.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { assistants, assistantVersions, knowledgeCollections, knowledgeFiles } from '../../src/server/db/ai-tables.ts'
import { bearer, buildApp, type BuildAppOptions, type TestApp } from '../server/helpers/build-app.ts'

export interface ChatTestApp extends TestApp {
  /** Authorization headers of a new user of `role` in `group`. */
  signInAs(role: string, group: string, features?: string[]): Promise<{ headers: Record<string, string>; userId: string }>
  addAssistant(group: string, fields: { sourceMode: string; fixed?: boolean; name?: string; instructions?: string; collectionIds?: string[]; status?: string }): Promise<string>
  addCollection(group: string, fields: { name: string; internal: boolean }): Promise<string>
  /** A ready file with one chunk per text, indexed like the knowledge room does (to_tsvector of heading and text). */
  addDocument(group: string, where: { collectionId?: string; threadId?: string }, filename: string, texts: string[], language?: string): Promise<{ fileId: string; chunkIds: number[] }>
}

export async function buildChatApp(options: BuildAppOptions = {}): Promise<ChatTestApp> {
  const t = await buildApp(options)
  const db = t.app.db
  return {
    ...t,
    signInAs: async (role, group, features = []) => {
      const { user, password } = await t.createUser({ role, group, features })
      return { headers: bearer(await t.signIn(user.email, password)), userId: user.id }
    },
    addAssistant: async (group, fields) => {
      const id = randomUUID()
      await db.insert(assistants).values({ id, tenantGroup: group, fixed: fields.fixed ?? false, status: fields.status ?? 'published', collectionIds: fields.collectionIds ?? [] })
      await db.insert(assistantVersions).values({ assistantId: id, version: 1, name: fields.name ?? `Assistant ${id.slice(0, 4)}`, instructions: fields.instructions ?? '', sourceMode: fields.sourceMode })
      return id
    },
    addCollection: async (group, fields) => {
      const id = randomUUID()
      await db.insert(knowledgeCollections).values({ id, tenantGroup: group, ...fields })
      return id
    },
    addDocument: async (group, where, filename, texts, language = 'german') => {
      const fileId = randomUUID()
      await db.insert(knowledgeFiles).values({
        id: fileId,
        tenantGroup: group,
        collectionId: where.collectionId ?? null,
        threadId: where.threadId ?? null,
        filename,
        extension: 'pdf',
        mediaType: 'application/pdf',
        sizeBytes: 1000,
        sha256: randomUUID(),
        status: 'ready',
        language,
        chunkCount: texts.length,
      })
      const chunkIds: number[] = []
      for (const [index, text] of texts.entries()) {
        const result = (await db.execute(sql`
          insert into knowledge_chunks (file_id, tenant_group, ordinal, unit_kind, unit_number, heading, text, search_vector)
          values (${fileId}, ${group}, ${index}, 'page', ${index + 1}, '', ${text}, to_tsvector(${language}::regconfig, ${text}))
          returning id`)) as unknown as { rows: { id: number | string }[] }
        chunkIds.push(Number(result.rows[0]!.id))
      }
      return { fileId, chunkIds }
    },
  }
}

export interface StreamEvent {
  type: string
  [key: string]: unknown
}

/** The events of an NDJSON body, each line parsed on its own. */
export const parseNdjson = (body: string): StreamEvent[] =>
  body
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as StreamEvent)

/** The text of a stream: every text delta joined. */
export const streamedText = (events: StreamEvent[]) =>
  events
    .filter((event) => event.type === 'text')
    .map((event) => event.text)
    .join('')

/** Creates a thread over HTTP and returns its id. */
export async function createThread(t: ChatTestApp, headers: Record<string, string>, body: Record<string, unknown>): Promise<string> {
  const response = await t.app.inject({ method: 'POST', url: '/api/chat/threads', headers, payload: body })
  if (response.statusCode !== 201) throw new Error(`thread not created: ${response.statusCode} ${response.body}`)
  return response.json().id as string
}

/** Reads the thread until the chat.title job has given it a title. */
export async function waitForTitle(t: ChatTestApp, headers: Record<string, string>, threadId: string) {
  for (let i = 0; i < 400; i++) {
    const thread = (await t.app.inject({ url: `/api/chat/threads/${threadId}`, headers })).json()
    if (thread.thread.title !== '') return thread
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error(`thread ${threadId} got no title`)
}
