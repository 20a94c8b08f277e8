// Tables of the job runner (src/server/jobs/) beside `jobs` itself: whose turn it is (decision 0082).
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * When each tenant last had a job of each kind claimed, by any process. The claim serves the tenant
 * waiting longest since its last turn first: round-robin across tenants with work. Jobs without a
 * tenant (recurring housekeeping) count as the tenant ''.
 */
export const jobTenantTurns = pgTable(
  'job_tenant_turns',
  {
    kind: text('kind').notNull(),
    tenant: text('tenant').notNull(),
    lastClaimedAt: timestamp('last_claimed_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.tenant] })],
)
