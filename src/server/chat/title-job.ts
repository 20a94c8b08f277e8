// The `chat.title` job: a thread without a title gets one after its first answer, in the background
// so the answer stream never waits for it. With a provider the model writes it (the platform room's
// completeText, wired in write-title.ts); otherwise, or when that call fails, the first words of the
// first question.
import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { chatMessages, chatThreads } from '../db/ai-tables.ts'
import { enqueueJob, registerJobKind } from '../jobs/index.ts'
import { titleFromQuestion } from './title-from-question.ts'

export const titleJobKind = 'chat.title'

export interface TitleJobPayload {
  readonly threadId: string
  /** The model that answered, when a provider did; null for the offline engine. */
  readonly modelId: string | null
}

/** Queues the title of a thread that has none yet (once: the dedupe key is the thread). */
export async function enqueueTitle(db: Database, tenantGroup: string, payload: TitleJobPayload): Promise<void> {
  await enqueueJob(db, { kind: titleJobKind, tenantGroup, payload: { ...payload }, dedupeKey: `${titleJobKind}:${payload.threadId}` })
}

export function registerTitleJob(): void {
  registerJobKind(titleJobKind, async (job, { db }) => {
    const { threadId } = job.payload as unknown as TitleJobPayload
    const tenantGroup = job.tenantGroup ?? ''
    const [question] = await db
      .select({ content: chatMessages.content })
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.tenantGroup, tenantGroup), eq(chatMessages.role, 'user')))
      .orderBy(asc(chatMessages.seq))
      .limit(1)
    if (!question) return { skipped: 'no question' }
    const title = titleFromQuestion(question.content)
    // Only a thread still untitled: the user may have renamed it meanwhile.
    const updated = await db
      .update(chatThreads)
      .set({ title })
      .where(and(eq(chatThreads.id, threadId), eq(chatThreads.tenantGroup, tenantGroup), eq(chatThreads.title, '')))
      .returning({ id: chatThreads.id })
    return { titled: updated.length > 0 }
  })
}
