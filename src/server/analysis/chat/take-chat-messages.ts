// The intake of chat messages (decision 0114), run by the job analysis.chatIntake, never on the chat's
// path: for a tenant that opted in, the user messages (never the assistant's answers) of threads on the
// chosen routes, sent since each route was chosen, become items of source kind `chat`, pseudonymised,
// dated by the message, its language detected as for any item (else its conversation's), deduplicated by content hash (ingestItem).
// Threads are found by their last message time (the chat room's own index), so a run reads only threads
// active since shortly before the last one; a message already taken with the same text is skipped.
import { randomBytes } from 'node:crypto'
import { and, eq, gte, inArray, isNotNull } from 'drizzle-orm'
import { chatMessages, chatThreads } from '../../db/ai-tables.ts'
import { analysisChatMessages, analysisChatSettings } from '../../db/analysis-chat-tables.ts'
import type { Database } from '../../db/connect.ts'
import { users } from '../../db/schema.ts'
import { ingestItem } from '../items/ingest-item.ts'
import { itemLanguage } from '../items/item-language.ts'
import { contentHash, normaliseText } from '../items/normalise-text.ts'
import { findChatSettings } from './chat-settings.ts'
import { pseudonymise } from './pseudonymise.ts'

type Scope = { readonly tenantGroup: string; readonly tool: string }

/** A message written just before the last run may have been committed just after it. */
const overlapMs = 10 * 60_000
const threadsPerBatch = 200

/** A thread reference: 12 characters of an alphabet without look-alikes, e.g. "CT-7KQ9-M2XH-4WPD". */
function newThreadRef(): string {
  const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'
  const chars = [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return `CT-${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`
}

export interface ChatIntakeResult {
  readonly threads: number
  readonly taken: number
  readonly newItems: number
}

export async function takeChatMessages(db: Database, scope: Scope, now: Date): Promise<ChatIntakeResult> {
  const settings = await findChatSettings(db, scope)
  const routeIds = Object.keys(settings?.routes ?? {})
  if (!settings?.enabledAt || routeIds.length === 0) return { threads: 0, taken: 0, newItems: 0 }
  const sinceOf = (route: string) =>
    Math.max(settings.enabledAt!.getTime(), Date.parse(settings.routes[route] ?? '') || 0)
  const earliest = Math.min(...routeIds.map(sinceOf))
  const from = new Date(
    settings.scannedTo ? Math.max(earliest, settings.scannedTo.getTime() - overlapMs) : earliest,
  )
  const threads = await db
    .select({ id: chatThreads.id, route: chatThreads.route })
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.tenantGroup, scope.tenantGroup),
        gte(chatThreads.lastMessageAt, from),
        inArray(chatThreads.route, routeIds),
      ),
    )
  let taken = 0
  let newItems = 0
  for (let start = 0; start < threads.length; start += threadsPerBatch) {
    const batch = threads.slice(start, start + threadsPerBatch)
    const done = await takeBatch(db, scope, batch, sinceOf)
    taken += done.taken
    newItems += done.newItems
  }
  // Only while still on: a run that ends after the opt-out must not look like a later intake.
  await db
    .update(analysisChatSettings)
    .set({ scannedTo: now })
    .where(
      and(
        eq(analysisChatSettings.tenantGroup, scope.tenantGroup),
        eq(analysisChatSettings.tool, scope.tool),
        isNotNull(analysisChatSettings.enabledAt),
      ),
    )
  return { threads: threads.length, taken, newItems }
}

async function takeBatch(
  db: Database,
  scope: Scope,
  threads: { id: string; route: string }[],
  sinceOf: (route: string) => number,
): Promise<{ taken: number; newItems: number }> {
  const threadIds = threads.map((thread) => thread.id)
  const routeOf = new Map(threads.map((thread) => [thread.id, thread.route]))
  const [messages, links] = await Promise.all([
    db
      .select({
        id: chatMessages.id,
        threadId: chatMessages.threadId,
        content: chatMessages.content,
        createdAt: chatMessages.createdAt,
        username: users.username,
        email: users.email,
      })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(
        and(
          inArray(chatMessages.threadId, threadIds),
          eq(chatMessages.tenantGroup, scope.tenantGroup),
          eq(chatMessages.role, 'user'),
        ),
      )
      .orderBy(chatMessages.createdAt, chatMessages.seq),
    db
      .select({
        messageId: analysisChatMessages.messageId,
        contentHash: analysisChatMessages.contentHash,
        threadId: analysisChatMessages.threadId,
        threadRef: analysisChatMessages.threadRef,
      })
      .from(analysisChatMessages)
      .where(
        and(
          inArray(analysisChatMessages.threadId, threadIds),
          eq(analysisChatMessages.tenantGroup, scope.tenantGroup),
        ),
      ),
  ])
  // A short message rarely shows its language; the consumer's whole conversation usually does.
  const threadTexts = new Map<string, string[]>()
  for (const message of messages)
    threadTexts.set(message.threadId, [...(threadTexts.get(message.threadId) ?? []), message.content])
  const threadLanguage = new Map([...threadTexts].map(([id, texts]) => [id, itemLanguage(texts.join('\n'))]))
  const seen = new Set(links.map((link) => `${link.messageId}:${link.contentHash}`))
  const refs = new Map(links.map((link) => [link.threadId!, link.threadRef]))
  let taken = 0
  let newItems = 0
  for (const message of messages) {
    const route = routeOf.get(message.threadId)!
    if (message.createdAt.getTime() < sinceOf(route)) continue
    const text = normaliseText(pseudonymise(message.content, message))
    if (!text) continue
    const hash = contentHash(text)
    if (seen.has(`${message.id}:${hash}`)) continue
    const { itemId, created } = await ingestItem(db, {
      tenantGroup: scope.tenantGroup,
      tool: scope.tool,
      sourceKind: 'chat',
      title: '',
      text,
      language: itemLanguage(text) ?? threadLanguage.get(message.threadId),
      publishedAt: message.createdAt,
    })
    const threadRef = refs.get(message.threadId) ?? newThreadRef()
    refs.set(message.threadId, threadRef)
    await db
      .insert(analysisChatMessages)
      .values({
        messageId: message.id,
        contentHash: hash,
        tenantGroup: scope.tenantGroup,
        tool: scope.tool,
        itemId,
        threadId: message.threadId,
        threadRef,
        route,
        sentAt: message.createdAt,
      })
      .onConflictDoNothing()
    seen.add(`${message.id}:${hash}`)
    taken += 1
    if (created) newItems += 1
  }
  return { taken, newItems }
}
