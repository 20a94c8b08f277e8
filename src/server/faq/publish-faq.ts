// Publishing: a collection's published pairs become one Markdown document (FAQ.md) in that same
// collection, indexed like any upload, so every assistant that draws on the collection finds the
// FAQ as a source (decision 0048). Written again whenever the published set changes; with no
// published pair left the document goes.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { faqEntries, faqPublications } from '../db/faq-tables.ts'
import { answerLanguageFor } from '../chat/answer-language.ts'
import type { Collection, KnowledgeUser } from '../knowledge/file-access.ts'
import { deleteFile } from '../knowledge/file-store.ts'
import { uploadFile, type UploadLimits } from '../knowledge/upload-file.ts'
import type { Citation } from '../../shared/ai/chat-protocol.ts'
import { faqMarkdown } from './faq-formats.ts'

export const faqDocumentName = 'FAQ.md'

export type FaqPublication = typeof faqPublications.$inferSelect

export async function readPublication(db: Database, tenantGroup: string, collectionId: string): Promise<FaqPublication | null> {
  const [row] = await db.select().from(faqPublications).where(and(eq(faqPublications.collectionId, collectionId), eq(faqPublications.tenantGroup, tenantGroup)))
  return row ?? null
}

/** Writes the collection's published pairs as its FAQ document (replacing the one before). */
export async function writeFaqDocument(db: Database, user: KnowledgeUser, collection: Collection, limits: UploadLimits, now: Date): Promise<FaqPublication | null> {
  const published = await db
    .select()
    .from(faqEntries)
    .where(and(eq(faqEntries.tenantGroup, user.group), eq(faqEntries.collectionId, collection.id), eq(faqEntries.status, 'published')))
    .orderBy(asc(faqEntries.createdAt), asc(faqEntries.position))
  const before = await readPublication(db, user.group, collection.id)
  let fileId: string | null = null
  if (published.length > 0) {
    const markdown = faqMarkdown(
      collection.name,
      published.map((entry) => ({ question: entry.question, answer: entry.answer, citations: entry.citations as Citation[], status: entry.status })),
      answerLanguageFor(user.group),
    )
    fileId = (await uploadFile(db, user, { filename: faqDocumentName, collectionId: collection.id }, new TextEncoder().encode(markdown), limits)).id
  }
  // The old document goes only once the new one is stored: a refused upload leaves the FAQ as it was.
  if (before?.fileId) await deleteFile(db, user.group, before.fileId)
  if (published.length === 0) {
    await db.delete(faqPublications).where(and(eq(faqPublications.collectionId, collection.id), eq(faqPublications.tenantGroup, user.group)))
    return null
  }
  const values = { tenantGroup: user.group, fileId, entryCount: published.length, publishedBy: user.id, publishedAt: now }
  const [row] = await db
    .insert(faqPublications)
    .values({ collectionId: collection.id, ...values })
    .onConflictDoUpdate({ target: faqPublications.collectionId, set: values })
    .returning()
  return row ?? null
}
