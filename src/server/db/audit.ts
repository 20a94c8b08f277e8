// The audit log: who did what to whom, from where, and how it ended. Never a password or token.
import { createHash } from 'node:crypto'
import { and, count, desc, eq, gte, lte, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from './connect.ts'
import { auditLog } from './schema.ts'

export const auditActions = [
  'auth.signin',
  'auth.signin.throttled',
  'auth.signout',
  'user.created',
  'user.changed',
  'user.disabled',
  'user.enabled',
  'user.password.changed',
  'user.password.reset',
  'user.unlocked',
  'access.denied',
  'ai.provider.created',
  'ai.provider.changed',
  'ai.provider.deleted',
  'ai.model.created',
  'ai.model.changed',
  'ai.model.deleted',
  'ai.tenant.allowedModels.changed',
  'ai.tenant.defaultModel.changed',
  'ai.tenant.embeddingModel.changed',
  'ai.tenant.budget.changed',
  'ai.tenant.imageBudget.changed',
  'ai.tenant.retention.changed',
  'ai.tenant.storageQuota.changed',
  'ai.tenant.ceilings.changed',
  'assistant.created',
  'assistant.changed',
  'assistant.published',
  'assistant.unpublished',
  'assistant.deleted',
  'chat.retention.run',
  'tile.created',
  'tile.changed',
  'tile.deleted',
  'faq.generation.started',
  'faq.entry.changed',
  'faq.entry.deleted',
  'faq.published',
  'prompt.created',
  'prompt.changed',
  'prompt.versionUsed',
  'prompt.deleted',
  'prompt.imported',
  'responseOptimization.created',
  'responseOptimization.changed',
  'responseOptimization.deleted',
  'responseOptimization.reordered',
  // podcast analyser (issue 39, decision 0096)
  'podcast.created',
  'podcast.deleted',
  'podcast.fetchRequested',
  'podcast.episode.uploaded',
  'podcast.audio.uploaded',
  'podcast.run.started',
  'podcast.keyword.added',
  'podcast.keyword.deleted',
  // analysis engine, media (issue 39)
  'analysis.source.created',
  'analysis.source.changed',
  'analysis.source.deleted',
  'analysis.source.fetchRequested',
  'analysis.item.created',
  'analysis.item.deleted',
  'analysis.keywordList.created',
  'analysis.keywordList.changed',
  'analysis.keywordList.deleted',
  'analysis.keyword.created',
  'analysis.keyword.changed',
  'analysis.keyword.deleted',
  // Issue 39: reviews of findings, the safety inbox and notification rules (decision 0098).
  'analysis.finding.confirmed',
  'analysis.finding.dismissed',
  'analysis.finding.forwarded',
  'analysis.safetyCase.changed',
  'analysis.safetyCase.exported',
  'analysis.rule.created',
  'analysis.rule.changed',
  'analysis.rule.deleted',
  // analysis runs and prompts (issue 39)
  'analysis.prompt.created',
  'analysis.prompt.used',
  'analysis.prompt.tried',
  'analysis.run.started',
  // AI visibility (issue 40)
  'visibility.project.created',
  'visibility.project.changed',
  'visibility.project.deleted',
  'visibility.prompts.changed',
  'visibility.run.started',
  // Issue 41: the PubMed chatbot (decision 0100)
  'pubmed.settings.changed',
  'pubmed.literature.imported',
  // mail campaign library (issue 41)
  'campaigns.connected',
  'campaigns.disconnected',
  'campaigns.syncRequested',
  'campaigns.imported',
  'campaigns.summaryRequested',
  'campaigns.draftRequested',
  // voice AI (issue 42)
  'voice.agent.created',
  'voice.agent.changed',
  'voice.agent.deleted',
  // corporate influencing (issue 42, decision 0103)
  'influencing.ambassador.added',
  'influencing.ambassador.removed',
  'influencing.post.saved',
  'influencing.post.deleted',
  'influencing.import',
  'influencing.topics.saved',
  // corporate influencing: post ideas, LinkedIn connections (issue 42, decision 0109)
  'influencing.idea.requested',
  'influencing.linkedin.appSaved',
  'influencing.linkedin.connected',
  'influencing.linkedin.disconnected',
  'influencing.linkedin.syncRequested',
  // issue 39, round 3: cancelled runs (decision 0110)
  'analysis.run.cancelled',
  'podcast.run.cancelled',
  'podcast.paused',
  'podcast.resumed',
  // issue 39, round 4: chat messages as a source (decision 0114)
  'analysis.chatSource.changed',
  'analysis.chatThread.resolved',
  // issue 39, round 4: podcast transcriptions later, prompts, prices (decision 0113)
  'podcast.transcriptionRequested',
  'podcast.transcriptionPriceSet',
  'podcast.prompt.created',
  'podcast.prompt.used',
] as const
export type AuditAction = (typeof auditActions)[number]

export interface AuditEvent {
  actorId?: string | null
  actorEmail?: string | null
  tenant?: string | null
  /** The tenant of the user acted on when it differs from the actor's; its admins see the entry too. */
  targetTenant?: string | null
  clientIp?: string | null
  action: AuditAction
  target?: string | null
  result: 'success' | 'failure' | 'denied'
  detail?: Record<string, unknown> | null
}

/**
 * Writes an entry. Refusals and failures that repeat identically (same actor, address, action,
 * target and detail) within the same minute are counted in one row instead of adding one each, so a
 * flood of refused requests cannot flood the log (decision 0029).
 */
export async function writeAudit(db: Database, event: AuditEvent, at: Date): Promise<void> {
  const identity = {
    actorId: event.actorId ?? null,
    actorEmail: event.actorEmail ?? null,
    tenant: event.tenant ?? null,
    targetTenant: event.targetTenant && event.targetTenant !== event.tenant ? event.targetTenant : null,
    clientIp: event.clientIp ?? null,
    action: event.action,
    target: event.target ?? null,
    result: event.result,
    detail: event.detail ?? null,
  }
  const row = { at, ...identity }
  if (event.result === 'success') {
    await db.insert(auditLog).values(row)
    return
  }
  const minute = Math.floor(at.getTime() / 60_000)
  const repeatKey = createHash('sha256')
    .update(JSON.stringify([minute, identity]))
    .digest('base64url')
  await db
    .insert(auditLog)
    .values({ ...row, repeatKey })
    .onConflictDoUpdate({ target: auditLog.repeatKey, set: { count: sql`${auditLog.count} + 1` } })
}

export interface AuditQuery {
  tenant?: string
  action?: string
  result?: string
  actor?: string
  from?: Date
  to?: Date
  page: number
  pageSize: number
}

export async function listAudit(db: Database, query: AuditQuery) {
  const conditions: SQL[] = []
  if (query.tenant) {
    // A tenant's log holds what happened in it and what the ROOT of PARENT did to its users.
    const ofTenant = or(eq(auditLog.tenant, query.tenant), eq(auditLog.targetTenant, query.tenant))
    if (ofTenant) conditions.push(ofTenant)
  }
  if (query.action) conditions.push(eq(auditLog.action, query.action))
  if (query.result) conditions.push(eq(auditLog.result, query.result))
  if (query.actor) {
    const byActor = or(eq(auditLog.actorId, query.actor), eq(auditLog.actorEmail, query.actor.toLowerCase()))
    if (byActor) conditions.push(byActor)
  }
  if (query.from) conditions.push(gte(auditLog.at, query.from))
  if (query.to) conditions.push(lte(auditLog.at, query.to))
  const where = conditions.length ? and(...conditions) : undefined
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
  const [total] = await db.select({ value: count() }).from(auditLog).where(where)
  return {
    total: total?.value ?? 0,
    items: rows.map((row) => ({
      id: String(row.id),
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorEmail: row.actorEmail,
      tenant: row.tenant,
      targetTenant: row.targetTenant,
      clientIp: row.clientIp,
      action: row.action,
      target: row.target,
      result: row.result,
      detail: row.detail,
      count: row.count,
    })),
  }
}
