// One prompt asked once on one engine through the gateway (budget reservation, timeouts, retries,
// ledger row); answers stored with their citations, tokens and status, and their mentions found by the
// matcher (the matcher compiled once per run). The prompt goes alone, as a consumer types it: no system prompt steers the answer.
// An empty answer is `noAnswer`; a failed call `failed` with its code. A call refused for the whole run
// (budget spent, model withdrawn, stopped) stores nothing: the slot is asked again when the run resumes.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
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

/** Lone surrogates as U+FFFD (what a text parameter's UTF-8 made of them; jsonb refuses them); same length. */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')

/**
 * Writes answers with their mentions in one statement (a data-modifying CTE: atomic, one round trip,
 * where a transaction of two inserts per answer took four). The rows travel as one JSON parameter, so
 * the statement's text is the same for any number of answers and mentions: on PGlite it is prepared
 * once and planned from then on by PostgreSQL's plan cache, and no SQL is built per answer. A slot
 * answered already is left as it is, and its mentions are not written. Returns how many answers were new.
 */
export async function storeAnswers(
  db: Database,
  project: typeof visibilityProjects.$inferSelect,
  compiled: CompiledKeywords,
  answers: readonly { slot: StoreSlot; answer: AskedAnswer }[],
): Promise<number> {
  if (answers.length === 0) return 0
  const rows = answers.map(({ slot, answer }) => {
    const ok = answer.status === 'ok'
    const match = ok ? matchAnswer(answer.text, project, compiled) : null
    const citations = ok ? extractCitations(answer.text, project) : []
    const counts = countCitations(citations)
    return {
      id: randomUUID(),
      run_id: slot.runId,
      prompt_id: slot.prompt.id,
      market: slot.prompt.market,
      topic: slot.prompt.topic,
      category: slot.prompt.category,
      branded: slot.prompt.branded,
      model_id: slot.model.modelId,
      model_label: slot.model.label,
      sample: slot.sample,
      status: answer.status,
      error_code: answer.errorCode,
      // jsonb refuses a lone surrogate; as a text parameter it became U+FFFD, and still does.
      text: wellFormed(answer.text),
      citations,
      tokens_in: answer.tokensIn,
      tokens_out: answer.tokensOut,
      cost: answer.cost,
      brand_mentioned: match?.brandMentioned ?? false,
      brand_position: match?.brandPosition ?? null,
      entities_mentioned: match?.entitiesMentioned ?? 0,
      cite_own: counts.own,
      cite_competitor: counts.competitor,
      cite_health_portal: counts.healthPortal,
      cite_retailer: counts.retailer,
      cite_other: counts.other,
      asked_at: answer.askedAt?.toISOString() ?? null,
      mentions: (match?.mentions ?? []).map((m) => ({
        entity: m.entity,
        kind: m.kind,
        start: m.start,
        end: m.end,
        matched: wellFormed(m.matched),
        list_position: m.listPosition,
      })),
    }
  })
  const result = (await db.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(id text, run_id text, prompt_id text,
        market text, topic text, category text, branded boolean, model_id text, model_label text, sample int,
        status text, error_code text, text text, citations jsonb, tokens_in int, tokens_out int, cost numeric,
        brand_mentioned boolean, brand_position int, entities_mentioned int, cite_own int, cite_competitor int,
        cite_health_portal int, cite_retailer int, cite_other int, asked_at timestamptz, mentions jsonb)),
    inserted as (
      insert into visibility_answers (id, run_id, project_id, tenant_group, prompt_id, market, topic, category,
        branded, model_id, model_label, sample, status, error_code, text, citations, tokens_in, tokens_out, cost,
        brand_mentioned, brand_position, entities_mentioned, cite_own, cite_competitor, cite_health_portal,
        cite_retailer, cite_other, asked_at)
      select id, run_id, ${project.id}, ${project.tenantGroup}, prompt_id, market, topic, category, branded,
        model_id, model_label, sample, status, error_code, text, citations, tokens_in, tokens_out, cost,
        brand_mentioned, brand_position, entities_mentioned, cite_own, cite_competitor, cite_health_portal,
        cite_retailer, cite_other, coalesce(asked_at, now())
      from v
      on conflict do nothing
      returning id),
    mentions as (
      insert into visibility_mentions (answer_id, entity, kind, start, "end", matched, list_position)
      select v.id, m.entity, m.kind, m.start, m."end", m.matched, m.list_position
      from v cross join lateral jsonb_to_recordset(v.mentions) as m(entity text, kind text, start int, "end" int,
        matched text, list_position int)
      where v.id in (select id from inserted))
    select count(*)::int as stored from inserted`)) as unknown as { rows: { stored: number }[] }
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
