// The audit log: who did what to whom, from where, and how it ended. Never a password or token.
import { and, count, desc, eq, gte, lte, or, type SQL } from 'drizzle-orm'
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
  'access.denied',
] as const
export type AuditAction = (typeof auditActions)[number]

export interface AuditEvent {
  actorId?: string | null
  actorEmail?: string | null
  tenant?: string | null
  clientIp?: string | null
  action: AuditAction
  target?: string | null
  result: 'success' | 'failure' | 'denied'
  detail?: Record<string, unknown> | null
}

export async function writeAudit(db: Database, event: AuditEvent, at: Date): Promise<void> {
  await db.insert(auditLog).values({
    at,
    actorId: event.actorId ?? null,
    actorEmail: event.actorEmail ?? null,
    tenant: event.tenant ?? null,
    clientIp: event.clientIp ?? null,
    action: event.action,
    target: event.target ?? null,
    result: event.result,
    detail: event.detail ?? null,
  })
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
  if (query.tenant) conditions.push(eq(auditLog.tenant, query.tenant))
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
      clientIp: row.clientIp,
      action: row.action,
      target: row.target,
      result: row.result,
      detail: row.detail,
    })),
  }
}
