// One prompt asked once on one engine through the gateway (budget reservation, timeouts, retries,
// ledger row); answers stored with their citations, tokens and status, and their mentions found by the
// matcher (the matcher compiled once per run). The prompt goes alone, as a consumer types it: no system prompt steers the answer.
// An empty answer is `noAnswer`; a failed call `failed` with its code. A call refused for the whole run
// (budget spent, model withdrawn, stopped) stores nothing: the slot is asked again when the run resumes.
import { randomUUID } from 'node:crypto'
import { sql, type SQL } from 'drizzle-orm'
import { AiCallFailed, completeText, type AiCallContext, type AiErrorCode } from '../ai/gateway.ts'
import type { ProviderChatModel } from '../ai/resolve-model.ts'
import { estimateCost } from '../ai/usage.ts'
import type { CompiledKeywords } from '../analysis/match/match-keywords.ts'
import type { Database } from '../db/connect.ts'
import type { visibilityPrompts, visibilityProjects } from '../db/visibility-tables.ts'
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

/** What one call gave: the answer's text (empty when none), status, tokens and cost; not stored yet. */
export interface AskedAnswer {
  readonly text: string
  readonly status: string
  readonly errorCode: string | null
  readonly tokensIn: number
  readonly tokensOut: number
  readonly cost: number | null
  readonly askedAt?: Date
}

export type AskOutcome = { kind: 'answered'; answer: AskedAnswer } | { kind: 'stopped'; code: AiErrorCode }

/** Asks one slot; the caller stores the answer (storeAnswers, several slots in one statement). */
export async function askEngine(ctx: AiCallContext, slot: AskSlot): Promise<AskOutcome> {
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
  return {
    kind: 'answered',
    answer: {
      text,
      status,
      errorCode,
      tokensIn,
      tokensOut,
      cost: estimateCost(slot.model.prices, tokensIn, tokensOut),
    },
  }
}

type StoreSlot = Pick<AskSlot, 'runId' | 'prompt' | 'sample'> & { model: { modelId: string; label: string } }

/**
 * Writes answers with their mentions in one statement (a data-modifying CTE: atomic, one round trip,
 * where a transaction of two inserts per answer took four). A slot answered already is left as it is,
 * and its mentions are not written. Returns how many answers were new.
 */
export async function storeAnswers(
  db: Database,
  project: typeof visibilityProjects.$inferSelect,
  compiled: CompiledKeywords,
  answers: readonly { slot: StoreSlot; answer: AskedAnswer }[],
): Promise<number> {
  if (answers.length === 0) return 0
  const answerRows: SQL[] = []
  const mentionRows: SQL[] = []
  for (const { slot, answer } of answers) {
    const ok = answer.status === 'ok'
    const match = ok ? matchAnswer(answer.text, project, compiled) : null
    const citations = ok ? extractCitations(answer.text, project) : []
    const counts = countCitations(citations)
    const id = randomUUID()
    answerRows.push(sql`(${id}, ${slot.runId}, ${project.id}, ${project.tenantGroup}, ${slot.prompt.id},
      ${slot.prompt.market}, ${slot.prompt.topic}, ${slot.prompt.category}, ${slot.prompt.branded}::boolean,
      ${slot.model.modelId}, ${slot.model.label}, ${slot.sample}::int, ${answer.status}, ${answer.errorCode},
      ${answer.text}, ${JSON.stringify(citations)}::jsonb, ${answer.tokensIn}::int, ${answer.tokensOut}::int,
      ${answer.cost}::numeric, ${match?.brandMentioned ?? false}::boolean, ${match?.brandPosition ?? null}::int,
      ${match?.entitiesMentioned ?? 0}::int, ${counts.own}::int, ${counts.competitor}::int,
      ${counts.healthPortal}::int, ${counts.retailer}::int, ${counts.other}::int,
      ${(answer.askedAt ?? null)?.toISOString() ?? null}::timestamptz)`)
    for (const m of match?.mentions ?? [])
      mentionRows.push(
        sql`(${id}, ${m.entity}, ${m.kind}, ${m.start}::int, ${m.end}::int, ${m.matched}, ${m.listPosition}::int)`,
      )
  }
  const insertAnswers = sql`insert into visibility_answers (id, run_id, project_id, tenant_group, prompt_id, market,
      topic, category, branded, model_id, model_label, sample, status, error_code, text, citations, tokens_in,
      tokens_out, cost, brand_mentioned, brand_position, entities_mentioned, cite_own, cite_competitor,
      cite_health_portal, cite_retailer, cite_other, asked_at)
    select id, run_id, project_id, tenant_group, prompt_id, market, topic, category, branded, model_id, model_label,
      sample, status, error_code, text, citations, tokens_in, tokens_out, cost, brand_mentioned, brand_position,
      entities_mentioned, cite_own, cite_competitor, cite_health_portal, cite_retailer, cite_other,
      coalesce(asked_at, now())
    from (values ${sql.join(answerRows, sql`, `)}) as v(id, run_id, project_id, tenant_group, prompt_id, market,
      topic, category, branded, model_id, model_label, sample, status, error_code, text, citations, tokens_in,
      tokens_out, cost, brand_mentioned, brand_position, entities_mentioned, cite_own, cite_competitor,
      cite_health_portal, cite_retailer, cite_other, asked_at)
    on conflict do nothing
    returning id`
  const result = (await db.execute(
    mentionRows.length === 0
      ? sql`with inserted as (${insertAnswers}) select count(*)::int as stored from inserted`
      : sql`with inserted as (${insertAnswers}),
          mentions as (
            insert into visibility_mentions (answer_id, entity, kind, start, "end", matched, list_position)
            select m.answer_id, m.entity, m.kind, m.start, m.end_at, m.matched, m.list_position
            from (values ${sql.join(mentionRows, sql`, `)}) as m(answer_id, entity, kind, start, end_at, matched, list_position)
            where m.answer_id in (select id from inserted))
          select count(*)::int as stored from inserted`,
  )) as unknown as { rows: { stored: number }[] }
  return Number(result.rows[0]?.stored ?? 0)
}

/** One answer with its mentions (storeAnswers for one slot); false when the slot was answered already. */
export async function storeAnswer(
  db: Database,
  project: typeof visibilityProjects.$inferSelect,
  compiled: CompiledKeywords,
  slot: StoreSlot,
  answer: AskedAnswer,
): Promise<boolean> {
  return (await storeAnswers(db, project, compiled, [{ slot, answer }])) === 1
}
