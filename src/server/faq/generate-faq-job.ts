// The `faq.generate` job: questions (the tenant's most asked ones, personal data removed, and, with a
// language model, questions the documents answer), then one answer per question from the
// collection, each with its citations. Progress is written to the generation row after every
// question, so the page can show it. A question the documents do not answer is left out and counted.
// Without a model, user questions are answered by quoting the documents; document questions are not
// made up, and the generation says a language model is needed for them (decision 0048).
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { AiCallFailed, AiRefusal, resolveChatModel, type ResolvedChatModel } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { faqEntries, faqGenerations, faqPublications } from '../db/faq-tables.ts'
import { answerLanguageFor } from '../chat/answer-language.ts'
import { enqueueJob, registerJobKind, type JobContext, type JobInput } from '../jobs/index.ts'
import { answerQuestion } from './answer-question.ts'
import { documentQuestions } from './document-questions.ts'
import { mostAskedQuestions, normaliseQuestion } from './user-questions.ts'

export const faqJobKind = 'faq.generate'

export interface FaqJobPayload {
  readonly generationId: string
  readonly minSimilarity: number
}

export async function enqueueFaqGeneration(
  db: Database,
  tenantGroup: string,
  payload: FaqJobPayload,
): Promise<number | null> {
  return enqueueJob(db, {
    kind: faqJobKind,
    tenantGroup,
    payload: { ...payload },
    dedupeKey: `${faqJobKind}:${payload.generationId}`,
    maxAttempts: 2,
  })
}

export function registerFaqJob(): void {
  registerJobKind(faqJobKind, runFaqGeneration, { timeoutMs: 30 * 60_000 })
}

interface PlannedQuestion {
  readonly question: string
  readonly origin: 'users' | 'documents'
  readonly askedCount: number
}

async function runFaqGeneration(
  job: JobInput,
  { db, log, signal }: JobContext,
): Promise<Record<string, unknown>> {
  const { generationId, minSimilarity } = job.payload as unknown as FaqJobPayload
  const tenantGroup = job.tenantGroup ?? ''
  const [generation] = await db
    .select()
    .from(faqGenerations)
    .where(and(eq(faqGenerations.id, generationId), eq(faqGenerations.tenantGroup, tenantGroup)))
  if (!generation || generation.status === 'done' || generation.status === 'failed')
    return { skipped: 'no generation waiting' }
  const update = (values: Partial<typeof faqGenerations.$inferInsert>) =>
    db
      .update(faqGenerations)
      .set({ ...values, updatedAt: sql`now()` as unknown as Date })
      .where(eq(faqGenerations.id, generationId))
  // A run interrupted by a crash starts over: the pairs of the earlier attempt go.
  await db
    .delete(faqEntries)
    .where(and(eq(faqEntries.generationId, generationId), eq(faqEntries.tenantGroup, tenantGroup)))
  await update({
    status: 'running',
    questionsDone: 0,
    questionsTotal: 0,
    pairsCreated: 0,
    questionsUnanswered: 0,
    notices: [],
    errorCode: null,
  })

  const notices: string[] = []
  let model: ResolvedChatModel
  try {
    model = await resolveChatModel(db, tenantGroup)
  } catch (error) {
    if (!(error instanceof AiRefusal)) throw error
    await update({ status: 'failed', errorCode: error.code })
    return { failed: error.code }
  }
  await update({ modelLabel: model.kind === 'provider' ? model.label : null })
  const [publication] = await db
    .select()
    .from(faqPublications)
    .where(
      and(
        eq(faqPublications.collectionId, generation.collectionId),
        eq(faqPublications.tenantGroup, tenantGroup),
      ),
    )
  const excludeFileIds = publication?.fileId ? [publication.fileId] : []
  const language = answerLanguageFor(tenantGroup)
  const base = {
    db,
    tenantGroup,
    userId: generation.createdBy,
    collectionId: generation.collectionId,
    excludeFileIds,
    language,
    signal,
    log,
  }

  let created = 0
  let unanswered = 0
  let done = 0
  try {
    const planned: PlannedQuestion[] = []
    const seen = new Set<string>()
    const plan = (question: PlannedQuestion) => {
      const key = normaliseQuestion(question.question)
      if (seen.has(key) || planned.length >= generation.maxPairs) return
      seen.add(key)
      planned.push(question)
    }
    if (generation.fromUserQuestions) {
      const asked = await mostAskedQuestions(db, tenantGroup, generation.maxPairs, new Date())
      for (const { question, count } of asked) plan({ question, origin: 'users', askedCount: count })
      if (asked.length === 0) notices.push('faq.noUserQuestions')
    }
    if (generation.fromDocuments) {
      if (model.kind !== 'provider') notices.push('faq.documentQuestionsNeedModel')
      else if (planned.length < generation.maxPairs) {
        const questions = await documentQuestions(base, model, generation.maxPairs - planned.length)
        for (const question of questions) plan({ question, origin: 'documents', askedCount: 0 })
        if (questions.length === 0) notices.push('faq.noDocumentQuestions')
      }
    }
    await update({ questionsTotal: planned.length, notices })

    for (const [position, item] of planned.entries()) {
      if (signal.aborted) throw signal.reason instanceof Error ? signal.reason : new Error('aborted')
      const answer = await answerQuestion({ ...base, model, minSimilarity }, item.question)
      if (answer) {
        await db.insert(faqEntries).values({
          id: randomUUID(),
          tenantGroup,
          collectionId: generation.collectionId,
          generationId,
          origin: item.origin,
          askedCount: item.askedCount,
          question: item.question,
          answer: answer.answer,
          citations: answer.citations as unknown[],
          modelLabel: model.kind === 'provider' ? model.label : null,
          position,
        })
        created += 1
      } else unanswered += 1
      done += 1
      await update({ questionsDone: done, pairsCreated: created, questionsUnanswered: unanswered })
    }
    await update({ status: 'done' })
    return { created, unanswered }
  } catch (error) {
    if (!(error instanceof AiCallFailed || error instanceof AiRefusal)) {
      if (signal.aborted) throw error
      log.error({ err: error, generationId }, 'FAQ generation failed')
      await update({ status: 'failed', errorCode: 'faq.generationFailed', notices })
      return { failed: 'faq.generationFailed' }
    }
    // The pairs made so far stay; the page says which call failed and why.
    await update({ status: 'failed', errorCode: error.code, notices })
    return { failed: error.code, created }
  }
}
