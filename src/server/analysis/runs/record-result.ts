// A run's results for one or more items and the findings their outputs yield, written in one
// transaction (a run writes the results that arrived together as one batch, decision 0111). A result is
// unique per run and item: a second write of the same pair (a resumed run racing an old attempt)
// changes nothing and adds no findings. The new findings go through the notification rules in the same
// transaction (evaluateRules, once for the batch). The run's counters are recounted from its results by the job.
import { randomUUID } from 'node:crypto'
import type { Database } from '../../db/connect.ts'
import { analysisResults } from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
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

export interface ResultEntry {
  readonly item: AnalysedItem
  readonly analysis: Extract<ItemAnalysis, { kind: 'result' }>
}

/** False when the run already had a result for the item (nothing was written). */
export async function recordResult(
  db: Database,
  run: ResultContext,
  item: AnalysedItem,
  analysis: Extract<ItemAnalysis, { kind: 'result' }>,
): Promise<boolean> {
  const [written] = await recordResults(db, run, [{ item, analysis }])
  return written!
}

/** Per entry, in order: false when the run already had a result for its item (nothing was written). */
export async function recordResults(
  db: Database,
  run: ResultContext,
  entries: readonly ResultEntry[],
): Promise<boolean[]> {
  if (entries.length === 0) return []
  const prepared = entries.map(({ item, analysis }) => {
    const { findings, quotesDropped } =
      analysis.output === null
        ? { findings: [], quotesDropped: 0 }
        : findingsFromOutput(run.profile, analysis.output, item)
    const headline =
      analysis.output === null ? { relevance: null, summary: null } : headlineOf(analysis.output)
    const resultId = randomUUID()
    const result = {
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
    }
    const rows = findings.map((finding) => ({
      id: randomUUID(),
      tenantGroup: run.tenantGroup,
      tool: run.tool,
      itemId: item.id,
      resultId,
      origin: 'model',
      ...finding,
    }))
    return { result, rows }
  })
  const inserted = await db.transaction(async (tx) => {
    const ids = await tx
      .insert(analysisResults)
      .values(prepared.map((entry) => entry.result))
      .onConflictDoNothing({ target: [analysisResults.runId, analysisResults.itemId] })
      .returning({ id: analysisResults.id })
    const written = new Set(ids.map((row) => row.id))
    const rows = prepared.filter((entry) => written.has(entry.result.id)).flatMap((entry) => entry.rows)
    // A statement's parameters are limited (65,535): a large batch's findings go in parts.
    for (let start = 0; start < rows.length; start += findingsPerInsert)
      await tx.insert(analysisFindings).values(rows.slice(start, start + findingsPerInsert))
    // The findings through the rules in the same transaction: one commit for the batch, and a result
    // is never kept without its findings having been through the rules.
    if (rows.length > 0)
      await evaluateRules(
        tx,
        rows.map((row) => ({
          id: row.id,
          tenantGroup: row.tenantGroup,
          tool: row.tool,
          type: row.type,
          product: row.product,
          itemId: row.itemId,
        })),
      )
    return written
  })
  return prepared.map((entry) => inserted.has(entry.result.id))
}

/** Findings per insert statement (each has about 15 columns). */
const findingsPerInsert = 1_000
