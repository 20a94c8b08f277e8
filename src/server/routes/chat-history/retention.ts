// The `chat.retention` job: per tenant with a retention period, delete the threads whose last message
// is older, pinned ones aside (messages and attachments follow by cascade), and write one audit entry
// per tenant per run with the count, so admins can see the job ran even when it deleted nothing.
import { and, eq, isNotNull, lt } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { chatThreads, tenantAiSettings } from '../../db/ai-tables.ts'
import { writeAudit } from '../../db/audit.ts'

export const retentionJobKind = 'chat.retention'
export const retentionEveryMs = 6 * 60 * 60_000

const dayMs = 24 * 60 * 60_000

export async function runChatRetention(db: Database, now: Date): Promise<Record<string, number>> {
  const settings = await db
    .select({ group: tenantAiSettings.tenantGroup, days: tenantAiSettings.threadRetentionDays })
    .from(tenantAiSettings)
    .where(isNotNull(tenantAiSettings.threadRetentionDays))
  const deletedByTenant: Record<string, number> = {}
  for (const { group, days } of settings) {
    if (days === null) continue
    const cutoff = new Date(now.getTime() - days * dayMs)
    const deleted = await db
      .delete(chatThreads)
      .where(and(eq(chatThreads.tenantGroup, group), eq(chatThreads.pinned, false), lt(chatThreads.lastMessageAt, cutoff)))
      .returning({ id: chatThreads.id })
    deletedByTenant[group] = deleted.length
    await writeAudit(db, { tenant: group, action: 'chat.retention.run', target: group, result: 'success', detail: { retentionDays: days, deleted: deleted.length, cutoff: cutoff.toISOString() } }, now)
  }
  return deletedByTenant
}
