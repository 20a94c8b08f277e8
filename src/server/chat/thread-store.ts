// Threads and messages in the database. Every read filters on the caller's tenant group and user:
// only the owner ever reads a thread, and another user's or tenant's id answers as if it did not exist.
import { randomUUID } from 'node:crypto'
import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { assistants, assistantVersions, chatMessages, chatThreads, knowledgeFiles } from '../db/ai-tables.ts'
import { chatAnswerReworks } from '../db/prompt-tables.ts'
import type { SessionUser } from '../db/sessions.ts'
import type { ChatMessage, Citation, MessageStatus } from '../../shared/ai/chat-protocol.ts'
import { assistantForUser, type AssistantView } from './assistants/assistant-view.ts'
import { sendCheckColumns, toSendChecks, type SendChecks } from './send-guards.ts'
import { textSearchConfigFor } from './text-search-config.ts'

export type ThreadRow = typeof chatThreads.$inferSelect
export type MessageRow = typeof chatMessages.$inferSelect

/** The user's own thread, or undefined (another user's or tenant's thread included). */
export async function findOwnThread(db: Database, user: SessionUser, threadId: string): Promise<ThreadRow | undefined> {
  const [row] = await db
    .select()
    .from(chatThreads)
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.tenantGroup, user.group), eq(chatThreads.userId, user.id)))
  return row
}

/**
 * The user's own thread with its assistant as getAssistantForUser gives it (null when the user may no
 * longer use it) and the send's checks (`send`: the user's recent sends, an answer streaming in the
 * thread), in one statement: every message sent starts here.
 */
export async function findOwnThreadWithAssistant(
  db: Database,
  user: SessionUser,
  threadId: string,
  send: { now: Date; perMinute: number },
): Promise<{ thread: ThreadRow; assistant: AssistantView | null; checks: SendChecks } | undefined> {
  const [row] = await db
    .select({ thread: chatThreads, assistant: assistants, version: assistantVersions, checks: sendCheckColumns(user, threadId, send.now, send.perMinute) })
    .from(chatThreads)
    .leftJoin(assistants, and(eq(assistants.id, chatThreads.assistantId), eq(assistants.tenantGroup, user.group)))
    .leftJoin(assistantVersions, and(eq(assistantVersions.assistantId, assistants.id), eq(assistantVersions.version, assistants.currentVersion)))
    .where(and(eq(chatThreads.id, threadId), eq(chatThreads.tenantGroup, user.group), eq(chatThreads.userId, user.id)))
  return row && { thread: row.thread, assistant: assistantForUser(user, row.assistant, row.version), checks: toSendChecks(row.checks) }
}

export async function insertThread(
  db: Database,
  user: SessionUser,
  fields: { assistantId: string; kind: string; route: string; settings: Record<string, unknown> },
  now: Date,
): Promise<ThreadRow> {
  const [row] = await db
    .insert(chatThreads)
    .values({ id: randomUUID(), tenantGroup: user.group, userId: user.id, ...fields, createdAt: now, updatedAt: now, lastMessageAt: now })
    .returning()
  return row!
}

export async function listThreadMessages(db: Database, thread: ThreadRow): Promise<ChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.tenantGroup, thread.tenantGroup)))
    .orderBy(asc(chatMessages.seq))
  return toChatMessages(db, rows)
}

/** Messages as the protocol shows them, with their attachments' names and states. */
export async function toChatMessages(db: Database, rows: readonly MessageRow[]): Promise<ChatMessage[]> {
  const fileIds = [...new Set(rows.flatMap((row) => row.attachmentIds))]
  const files =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: knowledgeFiles.id, filename: knowledgeFiles.filename, status: knowledgeFiles.status })
          .from(knowledgeFiles)
          .where(and(inArray(knowledgeFiles.id, fileIds), eq(knowledgeFiles.tenantGroup, rows[0]!.tenantGroup)))
  const byId = new Map(files.map((file) => [file.id, file]))
  return rows.map((row) => ({
    id: row.id,
    threadId: row.threadId,
    seq: row.seq,
    role: row.role as ChatMessage['role'],
    content: row.content,
    status: row.status as MessageStatus,
    errorCode: row.errorCode,
    model: row.role === 'assistant' && row.modelLabel ? { label: row.modelLabel, offline: row.modelId === null } : null,
    assistantVersion: row.assistantVersion,
    citations: row.citations as Citation[],
    attachments: row.attachmentIds.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    createdAt: row.createdAt.toISOString(),
  }))
}

export interface NewMessage {
  readonly role: 'user' | 'assistant'
  readonly content: string
  readonly status: MessageStatus
  readonly assistantVersion?: number | null
  readonly modelId?: string | null
  readonly modelLabel?: string | null
  readonly attachmentIds?: readonly string[]
}

/** Appends a message after the thread's last one, its search vector in the tenant's language. */
export async function appendMessage(db: Database, thread: ThreadRow, message: NewMessage, now: Date): Promise<MessageRow> {
  return (await appendMessages(db, thread, [message], now))[0]!
}

/**
 * Appends messages after the thread's last one, in this order, in one statement (a question and its
 * answer's empty row): each one's position is the thread's last plus its place in the list.
 */
export async function appendMessages(db: Database, thread: ThreadRow, messages: readonly NewMessage[], now: Date): Promise<MessageRow[]> {
  const config = textSearchConfigFor(thread.tenantGroup)
  // A question touches its thread in the same statement (a data-modifying WITH, which runs whether or
  // not the insert reads it); an answer's empty row does not: finishMessage does, when the answer ends.
  const touches = messages.some((message) => message.role === 'user')
  const rows = await (touches ? db.with(touchThread(db, thread, now)) : db)
    .insert(chatMessages)
    .values(
      messages.map((message, index) => ({
        id: randomUUID(),
        threadId: thread.id,
        tenantGroup: thread.tenantGroup,
        userId: thread.userId,
        seq: sql`(select coalesce(max(${chatMessages.seq}), 0) + ${index + 1} from ${chatMessages} where ${chatMessages.threadId} = ${thread.id})`,
        role: message.role,
        content: message.content,
        status: message.status,
        assistantVersion: message.assistantVersion ?? null,
        modelId: message.modelId ?? null,
        modelLabel: message.modelLabel ?? null,
        attachmentIds: [...(message.attachmentIds ?? [])],
        searchVector: sql`to_tsvector(${config}::regconfig, ${message.content})`,
        createdAt: now,
      })),
    )
    .returning()
  return rows.sort((a, b) => a.seq - b.seq)
}

/**
 * The thread's update of its times, as a data-modifying WITH of the statement that writes its message:
 * PostgreSQL runs it whether or not that statement reads it, and one statement is one round trip.
 */
function touchThread(db: Database, thread: ThreadRow, now: Date) {
  const at = now.toISOString()
  return db
    .$with('touched', { id: sql<string>`id` })
    .as(sql`update ${chatThreads} set last_message_at = ${at}::timestamptz, updated_at = ${at}::timestamptz where ${chatThreads.id} = ${thread.id} returning id`)
}

/** Writes an answer's final state: text, status, citations and its search vector. */
export async function finishMessage(
  db: Database,
  thread: ThreadRow,
  messageId: string,
  fields: { content: string; status: MessageStatus; errorCode?: string | null; citations: readonly Citation[] },
  now: Date,
): Promise<MessageRow> {
  const config = textSearchConfigFor(thread.tenantGroup)
  const [row] = await db
    .with(touchThread(db, thread, now))
    .update(chatMessages)
    .set({
      content: fields.content,
      status: fields.status,
      errorCode: fields.errorCode ?? null,
      citations: [...fields.citations],
      searchVector: sql`to_tsvector(${config}::regconfig, ${fields.content})`,
    })
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, thread.id)))
    .returning()
  return row!
}

/** Deletes the messages after position `seq` (edit and regenerate replace what followed). */
export async function deleteMessagesAfter(db: Database, thread: ThreadRow, seq: number): Promise<void> {
  await db.delete(chatMessages).where(and(eq(chatMessages.threadId, thread.id), gt(chatMessages.seq, seq)))
}

export async function findThreadMessage(db: Database, thread: ThreadRow, messageId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.threadId, thread.id), eq(chatMessages.tenantGroup, thread.tenantGroup)))
  return row
}

/**
 * The conversation an answer continues: the thread's messages up to position `seq`, oldest first,
 * each answer with the text of the reworked version its user chose (`chosen`, null: the original).
 */
export async function conversationUpTo(db: Database, thread: ThreadRow, question: Pick<ChatMessage, 'id' | 'seq' | 'content'>) {
  // The thread's first message has nothing before it: the conversation is the question as stored.
  if (question.seq === 1) return [{ id: question.id, role: 'user' as const, content: question.content, status: 'complete' as const, chosen: null }]
  return db
    .select({
      id: chatMessages.id,
      role: chatMessages.role,
      content: chatMessages.content,
      status: chatMessages.status,
      // Qualified by hand: Drizzle writes a one-table select's columns without their table's name.
      chosen: sql<string | null>`(select r.content from ${chatAnswerReworks} r
        where r.message_id = ${sql.identifier('chat_messages')}.${sql.identifier('id')} and r.tenant_group = ${thread.tenantGroup} and r.selected limit 1)`,
    })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, thread.id), eq(chatMessages.tenantGroup, thread.tenantGroup), lte(chatMessages.seq, question.seq)))
    .orderBy(asc(chatMessages.seq))
}
