// The voice room's answers as schema/openapi.yaml declares them.
import type { VoiceTurn } from '../../voice/agent-config.ts'
import type { AnalysisRow, CallRow } from '../../voice/call-store.ts'
import { issueRecordingTicket } from '../../voice/recording-ticket.ts'

/** A turn as the page reads it: a recorded turn's audio behind a sealed ticket, the file id kept inside. */
export function toTurnDto(call: CallRow, turn: VoiceTurn, now: Date) {
  const { audioFileId, ...shown } = turn
  return {
    ...shown,
    audioSrc: audioFileId
      ? `/api/voice/recordings?ticket=${encodeURIComponent(
          issueRecordingTicket({ tenantGroup: call.tenantGroup, callId: call.id, fileId: audioFileId }, now),
        )}`
      : null,
  }
}

export function toAnalysisDto(row: AnalysisRow) {
  return {
    id: row.id,
    status: row.status as 'queued' | 'done' | 'failed',
    agentVersion: row.agentVersion,
    outcome: row.outcome as 'pass' | 'fail' | 'unknown' | null,
    aeSuspected: row.aeSuspected,
    tooShort: row.tooShort,
    modelLabel: row.modelLabel,
    errorCode: row.errorCode,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    output: row.output ?? null,
  }
}

export function toCallSummaryDto(call: CallRow, agentName: string, analysis: AnalysisRow | null) {
  return {
    id: call.id,
    agentId: call.agentId,
    agentName,
    agentVersion: call.agentVersion,
    origin: call.origin as 'browser' | 'vapi' | 'retell',
    status: call.status as 'open' | 'ended',
    startedAt: call.startedAt.toISOString(),
    durationSeconds: call.durationSeconds,
    endReason: call.endReason,
    safetyCaseId: call.safetyCaseId,
    analysis: analysis ? toAnalysisDto(analysis) : null,
  }
}
