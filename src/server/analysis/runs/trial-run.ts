// A test of an unsaved instruction on one item, from the prompt editor: the same call, check and
// retry as a run, through the gateway (so its cost is in the ledger), but nothing is stored as a
// result. The findings it would yield are returned with their located quotes, for the editor to show.
import type { Database } from '../../db/connect.ts'
import type { AnalysisProfile } from '../prompts/prompt-defaults.ts'
import { tenantLanguage } from '../prompts/prompt-versions.ts'
import { analyseItem } from './analyse-item.ts'
import { resolveRunModel } from './estimate-run.ts'
import { findingsFromOutput, type FindingDraft } from './findings-from-output.ts'
import { loadItemForModel } from './run-items.ts'
import { RunRefused } from './start-run.ts'

export interface TrialOutcome {
  readonly status: 'ok' | 'failed'
  readonly output: Record<string, unknown> | null
  readonly errorCode: string | null
  readonly errorDetail: string | null
  readonly findings: FindingDraft[]
  readonly quotesDropped: number
  readonly attempts: number
  readonly tokensIn: number
  readonly tokensOut: number
  readonly cost: number
  readonly model: { readonly id: string; readonly label: string }
}

export async function runTrial(
  db: Database,
  input: {
    tenantGroup: string
    tool: string
    profile: AnalysisProfile
    instruction: string
    itemId: string
    userId: string
    signal?: AbortSignal
  },
): Promise<TrialOutcome> {
  const resolved = await resolveRunModel(db, input.tenantGroup)
  if (resolved.kind === 'none') throw new RunRefused(409, resolved.code)
  const item = await loadItemForModel(db, input, input.itemId)
  if (!item) throw new RunRefused(404, 'notFound')
  const { model } = resolved
  const analysis = await analyseItem({
    ctx: { db, tenantGroup: input.tenantGroup, userId: input.userId, tool: input.tool, signal: input.signal },
    model,
    profile: input.profile,
    instruction: input.instruction,
    language: tenantLanguage(input.tenantGroup),
    item,
  })
  if (analysis.kind === 'stopped') throw new RunRefused(409, analysis.code)
  const located = analysis.output
    ? findingsFromOutput(input.profile, analysis.output, item)
    : { findings: [], quotesDropped: 0 }
  return {
    status: analysis.status,
    output: analysis.output,
    errorCode: analysis.errorCode,
    errorDetail: analysis.errorDetail,
    ...located,
    attempts: analysis.attempts,
    tokensIn: analysis.tokensIn,
    tokensOut: analysis.tokensOut,
    cost: analysis.cost,
    model: { id: model.modelId, label: model.label },
  }
}
