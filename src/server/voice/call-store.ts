// Calls and their analyses: a browser call grows turn by turn and ends when the tester hangs up (or
// at the agent's maximum length); a webhook call arrives ended. Every read is scoped to the tenant.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { voiceAgentVersions, voiceAgents, voiceCallAnalyses, voiceCalls } from '../db/voice-tables.ts'
import type { VoiceTurn } from './agent-config.ts'
import type { StoredAgent } from './agent-store.ts'

export type CallRow = typeof voiceCalls.$inferSelect
export type AnalysisRow = typeof voiceCallAnalyses.$inferSelect

export async function startBrowserCall(
  db: Database,
  input: { tenantGroup: string; agentId: string; agentVersion: number; userId: string; firstMessage: string },
): Promise<CallRow> {
  const transcript: VoiceTurn[] = input.firstMessage.trim()
    ? [{ role: 'agent', text: input.firstMessage.trim(), start: 0, end: 0 }]
    : []
  const [row] = await db
    .insert(voiceCalls)
    .values({
      id: randomUUID(),
      tenantGroup: input.tenantGroup,
      agentId: input.agentId,
      agentVersion: input.agentVersion,
      origin: 'browser',
      startedAt: new Date(),
      transcript,
      createdBy: input.userId,
    })
    .returning()
  return row!
}

export async function loadCall(db: Database, tenantGroup: string, callId: string): Promise<CallRow | null> {
  const [row] = await db
    .select()
    .from(voiceCalls)
    .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.tenantGroup, tenantGroup)))
  return row ?? null
}

/**
 * A call with the agent version that answers it, in one statement: a "try it" turn reads both before
 * the model is asked, so this is one round trip on its way to the first spoken byte, not two. Null
 * when the call is not the tenant's or its agent was deleted.
 */
export async function loadCallWithAgent(
  db: Database,
  tenantGroup: string,
  callId: string,
): Promise<{ call: CallRow; agent: StoredAgent } | null> {
  const [row] = await db
    .select({ call: voiceCalls, agent: voiceAgents, version: voiceAgentVersions })
    .from(voiceCalls)
    .innerJoin(voiceAgents, and(eq(voiceAgents.id, voiceCalls.agentId), isNull(voiceAgents.deletedAt)))
    .innerJoin(
      voiceAgentVersions,
      and(
        eq(voiceAgentVersions.agentId, voiceCalls.agentId),
        eq(voiceAgentVersions.version, voiceCalls.agentVersion),
      ),
    )
    .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.tenantGroup, tenantGroup)))
  if (!row) return null
  return {
    call: row.call,
    agent: {
      id: row.agent.id,
      tenantGroup: row.agent.tenantGroup,
      version: row.version.version,
      name: row.version.name,
      config: row.version.config,
      updatedAt: row.agent.updatedAt,
    },
  }
}

/** Appends turns to an open call (one statement: two tabs of one call do not lose each other's turns). */
export async function appendTurns(db: Database, callId: string, turns: VoiceTurn[]): Promise<void> {
  await db
    .update(voiceCalls)
    .set({ transcript: sql`${voiceCalls.transcript} || ${JSON.stringify(turns)}::jsonb` })
    .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.status, 'open')))
}

/** Ends an open call; false when it was ended already. */
export async function endCall(db: Database, callId: string, endReason: string): Promise<boolean> {
  const rows = await db
    .update(voiceCalls)
    .set({
      status: 'ended',
      endedAt: sql`now()`,
      endReason,
      durationSeconds: sql`greatest(0, round(extract(epoch from now() - ${voiceCalls.startedAt})))::int`,
    })
    .where(and(eq(voiceCalls.id, callId), eq(voiceCalls.status, 'open')))
    .returning({ id: voiceCalls.id })
  return rows.length > 0
}

export interface CallFilter {
  agentId?: string
  from?: Date
  to?: Date
  outcome?: string
  ae?: boolean
}

/** Calls newest first with their latest analysis; the filters on outcome and AE read that analysis. */
export async function listCalls(db: Database, tenantGroup: string, filter: CallFilter, limit = 500) {
  const conditions = [eq(voiceCalls.tenantGroup, tenantGroup)]
  if (filter.agentId) conditions.push(eq(voiceCalls.agentId, filter.agentId))
  if (filter.from) conditions.push(gte(voiceCalls.startedAt, filter.from))
  if (filter.to) conditions.push(lt(voiceCalls.startedAt, filter.to))
  const calls = await db
    .select({ call: voiceCalls, agentName: voiceAgentVersions.name })
    .from(voiceCalls)
    .innerJoin(
      voiceAgentVersions,
      and(
        eq(voiceAgentVersions.agentId, voiceCalls.agentId),
        eq(voiceAgentVersions.version, voiceCalls.agentVersion),
      ),
    )
    .where(and(...conditions))
    .orderBy(desc(voiceCalls.startedAt))
    .limit(limit)
  const latest = await latestAnalyses(
    db,
    calls.map((row) => row.call.id),
  )
  return calls
    .map((row) => ({ ...row, analysis: latest.get(row.call.id) ?? null }))
    .filter((row) => !filter.outcome || row.analysis?.outcome === filter.outcome)
    .filter((row) => filter.ae === undefined || (row.analysis?.aeSuspected === true) === filter.ae)
}

export async function latestAnalyses(db: Database, callIds: string[]): Promise<Map<string, AnalysisRow>> {
  if (callIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(voiceCallAnalyses)
    .where(inArray(voiceCallAnalyses.callId, callIds))
    .orderBy(desc(voiceCallAnalyses.createdAt))
  const latest = new Map<string, AnalysisRow>()
  for (const row of rows) if (!latest.has(row.callId)) latest.set(row.callId, row)
  return latest
}

export async function callAnalyses(db: Database, callId: string): Promise<AnalysisRow[]> {
  return db
    .select()
    .from(voiceCallAnalyses)
    .where(eq(voiceCallAnalyses.callId, callId))
    .orderBy(desc(voiceCallAnalyses.createdAt))
}
