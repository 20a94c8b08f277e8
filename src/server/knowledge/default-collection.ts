// A data pool starts with a collection (decision 0088): the first time a tenant's admin lists the
// collections of a tenant that has none, one named in the tenant's language ("Allgemein",
// "Général", "General"), not internal, is made, so the file chooser is there at once. Idempotent:
// the unique (tenant, name) index lets of two concurrent first visits one insert and the other do
// nothing. A tenant whose last collection was deleted gets it back on the next visit.
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { knowledgeCollections } from '../db/ai-tables.ts'
import { answerLanguageFor, answerText } from '../chat/answer-language.ts'

export async function ensureDefaultCollection(
  db: Database,
  tenantGroup: string,
  userId: string | null,
): Promise<void> {
  const [any] = await db
    .select({ id: knowledgeCollections.id })
    .from(knowledgeCollections)
    .where(eq(knowledgeCollections.tenantGroup, tenantGroup))
    .limit(1)
  if (any) return
  const name = answerText(answerLanguageFor(tenantGroup), 'knowledge.collection.defaultName')
  await db
    .insert(knowledgeCollections)
    .values({ id: randomUUID(), tenantGroup, name, description: '', internal: false, createdBy: userId })
    .onConflictDoNothing()
}
