// Changes the history pages make to the caller's own threads. Every statement filters on the owner
// and tenant, so another user's thread is simply not found (404), never touched. Messages and
// attachments (knowledge_files.thread_id) go with the thread by foreign-key cascade.
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { chatThreads } from '../../db/ai-tables.ts'
import { notFound } from '../../lib/http-error.ts'
import { listThreads, type HistoryThread } from './list-threads.ts'

export interface ThreadOwner {
  group: string
  userId: string
}

const ownedBy = (owner: ThreadOwner) => and(eq(chatThreads.tenantGroup, owner.group), eq(chatThreads.userId, owner.userId))

export async function findOwnThread(db: Database, owner: ThreadOwner, threadId: string): Promise<HistoryThread> {
  const { items } = await listThreads(db, owner, {}, [threadId])
  if (!items[0]) throw notFound('Thread not found')
  return items[0]
}

export async function changeThread(db: Database, owner: ThreadOwner, threadId: string, change: { title?: string; pinned?: boolean }, now: Date): Promise<HistoryThread> {
  const set: Partial<typeof chatThreads.$inferInsert> = { updatedAt: now }
  if (change.title !== undefined) set.title = change.title.trim()
  if (change.pinned !== undefined) set.pinned = change.pinned
  const updated = await db.update(chatThreads).set(set).where(and(ownedBy(owner), eq(chatThreads.id, threadId))).returning({ id: chatThreads.id })
  if (updated.length === 0) throw notFound('Thread not found')
  return findOwnThread(db, owner, threadId)
}

export async function deleteThreads(db: Database, owner: ThreadOwner, selection: { threadIds?: string[]; kind?: string }): Promise<number> {
  const conditions = [ownedBy(owner)]
  if (selection.threadIds) conditions.push(inArray(chatThreads.id, selection.threadIds))
  if (selection.kind) conditions.push(eq(chatThreads.kind, selection.kind))
  const deleted = await db.delete(chatThreads).where(and(...conditions)).returning({ id: chatThreads.id })
  return deleted.length
}
