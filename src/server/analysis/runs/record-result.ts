// A run's result for one item and the findings its output yields, written in one transaction. The
// result is unique per run and item: a second write of the same pair (a resumed run racing an old
// attempt) changes nothing and adds no findings. The new findings then go through the notification
// rules (evaluateRules). The run's counters are recounted from its results by the job.
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/connect.ts'
import { analysisFindings, analysisResults } from '../../db/analysis-tables.ts'
import { evaluateRules } from '../inbox/evaluate-rules.ts'
import type { TranscriptSegment } from '../items/segment-seconds.ts'
import type { AnalysisProfile } from '../prompts/prompt-defaults.ts'
import type { ItemAnalysis } from './analyse-item.ts'
import { findingsFromOutput, headlineOf } from './findings-from-output.ts'

export interface ResultContext {
  readonly runId: string
  readonly tenantGroup: string
  readonly tool: string
  readonly profile: AnalysisProfile
  readonly promptId: string
  readonly promptVersion: number
  readonly schemaVersion: number
  readonly modelLabel: string
}

export interface AnalysedItem {
  readonly id: string
  readonly text: string
  readonly segments: readonly TranscriptSegment[] | null
}

/** False when the run already had a result for the item (nothing was written). */
export async function recordResult(
  db: Database,
  run: ResultContext,
  item: AnalysedItem,
  analysis: Extract<ItemAnalysis, { kind: 'result' }>,
): Promise<boolean> {
  const { findings, quotesDropped } =
    analysis.output === null
      ? { findings: [], quotesDropped: 0 }
      : findingsFromOutput(run.profile, analysis.output, item)
  const headline = analysis.output === null ? { relevance: null, summary: null } : headlineOf(analysis.output)
  const resultId = randomUUID()
  const rows = findings.map((finding) => ({
    id: randomUUID(),
    tenantGroup: run.tenantGroup,
    tool: run.tool,
    itemId: item.id,
    resultId,
    origin: 'model',
    ...finding,
  }))
  const written = await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(analysisResults)
      .values({
        id: resultId,
        tenantGroup: run.tenantGroup,
        runId: run.runId,
        itemId: item.id,
        promptId: run.promptId,
        promptVersion: run.promptVersion,
        schemaVersion: run.schemaVersion,
        modelLabel: run.modelLabel,
        status: analysis.status,
        errorCode: analysis.errorCode,
        errorDetail: analysis.errorDetail,
        output: analysis.output,
        ...headline,
        attempts: analysis.attempts,
        quotesDropped,
        tokensIn: analysis.tokensIn,
        tokensOut: analysis.tokensOut,
        cost: analysis.cost,
      })
      .onConflictDoNothing({ target: [analysisResults.runId, analysisResults.itemId] })
      .returning({ id: analysisResults.id })
    if (inserted.length === 0) return false
    if (rows.length > 0) await tx.insert(analysisFindings).values(rows)
    return true
  })
  if (written && rows.length > 0)
    await evaluateRules(
      db,
      rows.map((row) => ({
        id: row.id,
        tenantGroup: row.tenantGroup,
        tool: row.tool,
        type: row.type,
        product: row.product,
      })),
    )
  return written
}
