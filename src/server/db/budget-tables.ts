// Tables of the budgets that hold (issue 36 findings 4 and 5; decision 0084): what calls under way
// have reserved of a tenant's monthly budgets, and the ceilings the parent group sets for each
// tenant. The usage ledger (ai_usage) stays the record of what was spent; reservations never appear in it.
import { bigserial, doublePrecision, index, integer, pgTable, text } from 'drizzle-orm/pg-core'
import { tenantGroups } from './schema.ts'
import { utc } from './columns.ts'

/**
 * Tokens or images a model call holds while it runs: written before the provider is called (in one
 * transaction with the budget check), deleted in the transaction that writes the call's ledger row.
 * A process that dies leaves its row until `expires_at`; calls under way push it forward.
 */
export const aiBudgetReservations = pgTable(
  'ai_budget_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    tokens: integer('tokens').notNull().default(0),
    images: integer('images').notNull().default(0),
    createdAt: utc('created_at').notNull().defaultNow(),
    expiresAt: utc('expires_at').notNull(),
  },
  (t) => [index('ai_budget_reservations_tenant_idx').on(t.tenantGroup, t.expiresAt)],
)

/**
 * The most a tenant may give itself, set by the ROOT of the parent group. Budgets: null, no ceiling;
 * storage: null, the server default (KNOWLEDGE_TENANT_QUOTA_BYTES).
 */
export const tenantAiCeilings = pgTable('tenant_ai_ceilings', {
  tenantGroup: text('tenant_group')
    .primaryKey()
    .references(() => tenantGroups.name),
  monthlyTokenBudget: integer('monthly_token_budget'),
  monthlyImageBudget: integer('monthly_image_budget'),
  storageQuotaBytes: doublePrecision('storage_quota_bytes'),
  updatedAt: utc('updated_at').notNull().defaultNow(),
})
