// The post-call analysis as job kind `voice.analyseCall`: the agent version's summary prompt, data
// fields and criteria over the transcript, through the gateway (allow-list, budget, ledger), its JSON
// answer checked field by field. A call too short to say anything gets every value unknown without a
// model call. Each request for an analysis is a new row: "rerun" keeps the earlier results.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { AiCallFailed, AiRefusal, completeText, resolveChatModel } from '../ai/gateway.ts'
import type { Database } from '../db/connect.ts'
import { voiceCallAnalyses, voiceCalls } from '../db/voice-tables.ts'
import { enqueueJob, registerJobKind } from '../jobs/index.ts'
import { overallOutcome, unknownOutput } from './agent-config.ts'
import { analysisMessages, isTooShort, readAnalysisOutput } from './analysis-prompt.ts'
import { loadAgent } from './agent-store.ts'
import { forwardAdverseEvent } from './forward-adverse-event.ts'

export const analyseCallJobKind = 'voice.analyseCall'

/** A queued analysis with the agent's current version; returns its id. */
export async function requestAnalysis(
  db: Database,
  tenantGroup: string,
  callId: string,
  agentVersion: number,
  userId: string | null,
): Promise<string> {
  const id = randomUUID()
  await db.insert(voiceCallAnalyses).values({ id, tenantGroup, callId, agentVersion, createdBy: userId })
  await enqueueJob(db, {
    kind: analyseCallJobKind,
    tenantGroup,
    payload: { analysisId: id },
    dedupeKey: `voice-analysis:${id}`,
  })
  return id
}

export function registerAnalyseCallJob(): void {
  registerJobKind(
    analyseCallJobKind,
    async (job, { db, signal, log }) => {
      const analysisId = String(job.payload.analysisId)
      const [row] = await db
        .select({ analysis: voiceCallAnalyses, call: voiceCalls })
        .from(voiceCallAnalyses)
        .innerJoin(voiceCalls, eq(voiceCalls.id, voiceCallAnalyses.callId))
        .where(eq(voiceCallAnalyses.id, analysisId))
      if (!row || row.analysis.status !== 'queued') return { skipped: true }
      const { analysis, call } = row
      const agent = await loadAgent(db, call.tenantGroup, call.agentId, analysis.agentVersion)
      if (!agent) return finish(db, analysisId, { status: 'failed', errorCode: 'voice.agentNotFound' })
      if (isTooShort(call.transcript)) {
        const output = unknownOutput(agent.config)
        return finish(db, analysisId, {
          status: 'done',
          tooShort: true,
          output,
          outcome: 'unknown',
          aeSuspected: null,
        })
      }
      try {
        const model = await resolveChatModel(db, call.tenantGroup, agent.config.chatModelId)
        if (model.kind === 'offline')
          return finish(db, analysisId, { status: 'failed', errorCode: 'voice.chatModelNeeded' })
        const answer = await completeText(
          {
            db,
            tenantGroup: call.tenantGroup,
            userId: analysis.createdBy,
            tool: 'voice-analysis',
            signal,
            log,
          },
          { model, messages: analysisMessages(agent.config, call.transcript), maxOutputTokens: 1500 },
        )
        const output = readAnalysisOutput(agent.config, answer.text)
        if (!output)
          return finish(db, analysisId, {
            status: 'failed',
            errorCode: 'voice.badModelOutput',
            modelLabel: model.label,
          })
        const aeSuspected = output.adverseEvent.suspected
        if (aeSuspected) await forwardAdverseEvent(db, call, agent.name, output.adverseEvent, analysisId)
        return finish(db, analysisId, {
          status: 'done',
          output,
          outcome: overallOutcome(output.criteria),
          aeSuspected,
          modelLabel: model.label,
        })
      } catch (error) {
        // Stopped (the runner shuts down, or the attempt timed out): the row stays queued and the job is
        // handed back, so the next process analyses the call instead of recording a failure.
        if (signal.aborted) throw error
        if (error instanceof AiRefusal || error instanceof AiCallFailed)
          return finish(db, analysisId, { status: 'failed', errorCode: error.code })
        throw error
      }
    },
    { perTenant: 2, concurrency: 4 },
  )
}

async function finish(
  db: Database,
  analysisId: string,
  values: Partial<typeof voiceCallAnalyses.$inferInsert>,
): Promise<Record<string, unknown>> {
  await db
    .update(voiceCallAnalyses)
    .set({ ...values, finishedAt: new Date() })
    .where(and(eq(voiceCallAnalyses.id, analysisId), eq(voiceCallAnalyses.status, 'queued')))
  return { status: values.status, errorCode: values.errorCode ?? null }
}
