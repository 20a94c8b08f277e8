// Post ideas (job kind influencing.ideas, decision 0109): the tenant's chat model writes a LinkedIn
// post from approved content — passages of a data-pool collection (the retrieval service: the brief's
// nearest passages, or passages spread over the documents) or a tile — through the gateway (budget,
// ledger). Then every draft is checked: the deterministic rules (no model needed) and medicine-check's
// promoCheck profile (the tenant's prompt version in use) through the engine's item call. A pasted
// draft skips the writing. Nothing is ever posted.
import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { promptInUse } from '../../analysis/prompts/prompt-versions.ts'
import { analyseItem } from '../../analysis/runs/analyse-item.ts'
import { findingsFromOutput } from '../../analysis/runs/findings-from-output.ts'
import { askModelForJson, tenantChatModel } from '../../ai/model-json.ts'
import type { Database } from '../../db/connect.ts'
import { influencingPostIdeas, type IdeaFinding } from '../../db/influencing-tables.ts'
import { enqueueJob, registerJobKind } from '../../jobs/index.ts'
import type { JobContext } from '../../jobs/registry.ts'
import { checkIdeaText } from './check-idea.ts'
import { ideaMessages } from './idea-prompt.ts'
import { gatherIdeaSources } from './idea-sources.ts'

export const ideaJobKind = 'influencing.ideas'

const ideaSchema = z.object({ text: z.string().min(1).max(3000) })

export async function enqueuePostIdea(
  db: Database,
  tenantGroup: string,
  ideaId: string,
  minSimilarity: number,
) {
  return enqueueJob(db, {
    kind: ideaJobKind,
    tenantGroup,
    payload: { ideaId, minSimilarity },
    maxAttempts: 1,
  })
}

export function registerPostIdeaJob(): void {
  registerJobKind(ideaJobKind, async (job, context) => {
    const tenantGroup = job.tenantGroup!
    const { ideaId, minSimilarity } = job.payload as { ideaId: string; minSimilarity: number }
    try {
      return await writeAndCheckIdea(context, tenantGroup, ideaId, minSimilarity)
    } catch (error) {
      // One attempt only: an idea left "queued" would keep the page waiting for ever.
      await context.db
        .update(influencingPostIdeas)
        .set({ status: 'failed', errorCode: 'influencing.ideaFailed', promoCheckStatus: 'failed' })
        .where(and(eq(influencingPostIdeas.tenantGroup, tenantGroup), eq(influencingPostIdeas.id, ideaId)))
      throw error
    }
  })
}

async function writeAndCheckIdea(
  { db, log, signal }: JobContext,
  tenantGroup: string,
  ideaId: string,
  minSimilarity: number,
) {
  const where = and(eq(influencingPostIdeas.tenantGroup, tenantGroup), eq(influencingPostIdeas.id, ideaId))
  const [idea] = await db.select().from(influencingPostIdeas).where(where)
  if (!idea) return { skipped: 'gone' }
  const ctx = { db, tenantGroup, userId: idea.createdBy, tool: 'influencing', signal, log }
  let text = idea.text
  let model = await tenantChatModel(ctx)
  if (idea.sourceKind !== 'pasted') {
    const sources = await gatherIdeaSources(db, idea, {
      minSimilarity,
      userId: idea.createdBy,
      signal,
      log,
    })
    if (sources.length === 0) {
      await db
        .update(influencingPostIdeas)
        .set({ status: 'failed', errorCode: 'influencing.noContent' })
        .where(where)
      return { failed: 'influencing.noContent' }
    }
    const answer = await askModelForJson(ctx, ideaMessages(idea, sources), ideaSchema, {
      room: 'influencing',
      maxOutputTokens: 1500,
    })
    if (!answer.ok) {
      const code = answer.code
      await db
        .update(influencingPostIdeas)
        .set({ status: 'failed', errorCode: code, sources, promoCheckStatus: 'skipped' })
        .where(where)
      return { failed: code }
    }
    text = answer.value.text.trim()
    model = answer.model
    await db.update(influencingPostIdeas).set({ text, sources, modelLabel: answer.model.label }).where(where)
  }
  const ruleFindings = await checkIdeaText(db, tenantGroup, text, idea.language)
  await db
    .update(influencingPostIdeas)
    .set({ status: 'done', ruleFindings, promoCheckStatus: model ? 'pending' : 'skipped' })
    .where(where)
  if (!model) return { done: true, promoCheck: 'skipped' }
  const language = idea.language === 'en' ? 'en' : 'de'
  const prompt = await promptInUse(db, tenantGroup, 'medicheck', 'promoCheck')
  const check = await analyseItem({
    ctx,
    model,
    profile: 'promoCheck',
    instruction: prompt.instruction,
    language,
    item: { title: 'LinkedIn', text, language, terms: [] },
  })
  const promoFindings: IdeaFinding[] | null =
    check.kind === 'result' && check.status === 'ok' && check.output
      ? findingsFromOutput('promoCheck', check.output, { text, segments: null }).findings.map((f) => ({
          origin: 'model',
          type: f.type,
          quote: f.quote,
          reason: f.reason ?? '',
          detail: null,
        }))
      : null
  await db
    .update(influencingPostIdeas)
    .set({ promoFindings, promoCheckStatus: promoFindings ? 'done' : 'failed' })
    .where(where)
  return { done: true, findings: promoFindings?.length ?? null }
}
