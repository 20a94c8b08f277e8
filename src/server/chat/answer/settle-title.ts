// The last step: a thread without a title gets one after its first answer. Until the job runner
// (src/server/jobs/, knowledge room) is on main this runs inline; with no provider the title is the
// first words of the first question.
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { chatThreads } from '../../db/ai-tables.ts'
import type { ThreadRow } from '../thread-store.ts'
import { titleFromQuestion } from '../title-from-question.ts'

/** The new title, or null when the thread has one already. */
export async function settleTitle(db: Database, thread: ThreadRow, question: string): Promise<string | null> {
  if (thread.title !== '') return null
  const title = titleFromQuestion(question)
  const [updated] = await db
    .update(chatThreads)
    .set({ title })
    .where(and(eq(chatThreads.id, thread.id), eq(chatThreads.title, '')))
    .returning({ title: chatThreads.title })
  return updated?.title ?? null
}
