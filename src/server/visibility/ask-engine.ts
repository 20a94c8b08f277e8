// One prompt asked once on one engine through the gateway (budget reservation, timeouts, retries,
// ledger row), the answer stored with its citations, tokens and status, and its mentions found by the
// matcher. The prompt goes alone, as a consumer types it: no system prompt steers the answer.
// An empty answer is `noAnswer`; a failed call `failed` with its code. A call refused for the whole run
// (budget spent, model withdrawn, stopped) stores nothing: the slot is asked again when the run resumes.
import { randomUUID } from 'node:crypto'
import { AiCallFailed, completeText, type AiCallContext, type AiErrorCode } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'
import { estimateCost } from '../ai/usage.ts'
import type { CompiledKeywords } from '../analysis/match/match-keywords.ts'
import type { Database } from '../db/connect.ts'
import {
  visibilityAnswers,
  visibilityMentions,
  visibilityPrompts,
  visibilityProjects,
} from '../db/visibility-tables.ts'
import { countCitations, extractCitations } from './citations.ts'
import { matchAnswer } from './match-answer.ts'

export const visibilityTool = 'visibility'
export const answerMaxOutputTokens = 1500
const runStoppers: readonly AiErrorCode[] = ['ai.budgetExceeded', 'ai.modelNotAllowed', 'ai.stopped']

export interface AskSlot {
  readonly runId: string
  readonly prompt: typeof visibilityPrompts.$inferSelect
  readonly model: ProviderChatModel
  readonly sample: number
}

export type AskOutcome = { kind: 'stored'; status: string } | { kind: 'stopped'; code: AiErrorCode }

export async function askEngine(
  ctx: AiCallContext,
  project: typeof visibilityProjects.$inferSelect,
  compiled: CompiledKeywords,
  slot: AskSlot,
): Promise<AskOutcome> {
  let text = ''
  let tokensIn = 0
  let tokensOut = 0
  let status = 'ok'
  let errorCode: string | null = null
  try {
    const answer = await completeText(ctx, {
      model: slot.model,
      messages: [{ role: 'user', content: slot.prompt.text }],
      maxOutputTokens: answerMaxOutputTokens,
    })
    text = answer.text
    tokensIn = answer.inputTokens
    tokensOut = answer.outputTokens
    if (text.trim() === '') status = 'noAnswer'
  } catch (error) {
    if (!(error instanceof AiCallFailed)) throw error
    if (runStoppers.includes(error.code)) return { kind: 'stopped', code: error.code }
    status = 'failed'
    errorCode = error.code
  }
  await storeAnswer(ctx.db, project, compiled, slot, {
    text,
    status,
    errorCode,
    tokensIn,
    tokensOut,
    cost: estimateCost(slot.model.prices, tokensIn, tokensOut),
  })
  return { kind: 'stored', status }
}

/** Writes the answer and its mentions in one transaction; a slot answered already is left as it is. */
export async function storeAnswer(
  db: Database,
  project: typeof visibilityProjects.$inferSelect,
  compiled: CompiledKeywords,
  slot: Pick<AskSlot, 'runId' | 'prompt' | 'sample'> & { model: { modelId: string; label: string } },
  answer: {
    text: string
    status: string
    errorCode: string | null
    tokensIn: number
    tokensOut: number
    cost: number | null
    askedAt?: Date
  },
): Promise<boolean> {
  const ok = answer.status === 'ok'
  const match = ok ? matchAnswer(answer.text, project, compiled) : null
  const citations = ok ? extractCitations(answer.text, project) : []
  const counts = countCitations(citations)
  const answerId = randomUUID()
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(visibilityAnswers)
      .values({
        id: answerId,
        runId: slot.runId,
        projectId: project.id,
        tenantGroup: project.tenantGroup,
        promptId: slot.prompt.id,
        market: slot.prompt.market,
        topic: slot.prompt.topic,
        category: slot.prompt.category,
        branded: slot.prompt.branded,
        modelId: slot.model.modelId,
        modelLabel: slot.model.label,
        sample: slot.sample,
        status: answer.status,
        errorCode: answer.errorCode,
        text: answer.text,
        citations,
        tokensIn: answer.tokensIn,
        tokensOut: answer.tokensOut,
        cost: answer.cost,
        brandMentioned: match?.brandMentioned ?? false,
        brandPosition: match?.brandPosition ?? null,
        entitiesMentioned: match?.entitiesMentioned ?? 0,
        citeOwn: counts.own,
        citeCompetitor: counts.competitor,
        citeHealthPortal: counts.healthPortal,
        citeRetailer: counts.retailer,
        citeOther: counts.other,
        ...(answer.askedAt ? { askedAt: answer.askedAt } : {}),
      })
      .onConflictDoNothing()
      .returning({ id: visibilityAnswers.id })
    if (inserted.length === 0) return false
    if (match && match.mentions.length > 0)
      await tx.insert(visibilityMentions).values(match.mentions.map((m) => ({ answerId, ...m })))
    return true
  })
}
