// Who sees and who changes a knowledge file. Data-pool files: every user of the tenant (internal
// collections from WRITE up), changes from ADMIN up; thread attachments: the thread's owner only;
// an assistant's own files: the tenant's admins; a file in none of those (uploaded in a tile's form)
// is its uploader's own. Anything else answers as if the file did not exist.
import { and, eq } from 'drizzle-orm'
import { chatThreads, knowledgeCollections } from '../db/ai-tables.ts'
import type { Database } from '../db/connect.ts'
import { findFile, type KnowledgeFile } from './file-store.ts'

export interface KnowledgeUser {
  readonly id: string
  readonly role: string
  readonly group: string
}

const levels = ['ROOT', 'ADMIN', 'WRITE', 'READ']
export const isAtLeast = (user: KnowledgeUser, level: 'ADMIN' | 'WRITE') => {
  const rank = levels.indexOf(user.role)
  return rank >= 0 && rank <= levels.indexOf(level)
}

export type Collection = typeof knowledgeCollections.$inferSelect

/** The collection if the user may see it (internal ones from WRITE up). */
export async function visibleCollection(
  db: Database,
  user: KnowledgeUser,
  collectionId: string,
): Promise<Collection | null> {
  const [collection] = await db
    .select()
    .from(knowledgeCollections)
    .where(and(eq(knowledgeCollections.id, collectionId), eq(knowledgeCollections.tenantGroup, user.group)))
  if (!collection || (collection.internal && !isAtLeast(user, 'WRITE'))) return null
  return collection
}

/** Whether the thread is the user's own (in the user's tenant). */
export async function ownsThread(db: Database, user: KnowledgeUser, threadId: string): Promise<boolean> {
  const [thread] = await db
    .select({ id: chatThreads.id })
    .from(chatThreads)
    .where(
      and(
        eq(chatThreads.id, threadId),
        eq(chatThreads.tenantGroup, user.group),
        eq(chatThreads.userId, user.id),
      ),
    )
  return Boolean(thread)
}

export async function visibleFile(
  db: Database,
  user: KnowledgeUser,
  fileId: string,
): Promise<KnowledgeFile | null> {
  const file = await findFile(db, user.group, fileId)
  if (!file) return null
  if (file.collectionId) return (await visibleCollection(db, user, file.collectionId)) ? file : null
  if (file.threadId) return (await ownsThread(db, user, file.threadId)) ? file : null
  if (file.assistantId) return isAtLeast(user, 'ADMIN') ? file : null
  return isPersonalFile(file) && file.uploadedBy === user.id ? file : null
}

/** A file of its uploader's own (in no collection, thread or assistant): decision 0052. */
export const isPersonalFile = (file: KnowledgeFile) =>
  !file.collectionId && !file.threadId && !file.assistantId

/** Whether the user may delete, re-index or describe a file they can see. */
export function mayChangeFile(user: KnowledgeUser, file: KnowledgeFile): boolean {
  return file.threadId || isPersonalFile(file) ? true : isAtLeast(user, 'ADMIN')
}
