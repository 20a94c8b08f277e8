// Tables of what a human does with the analysis engine's output (issue 39, decisions 0094 and 0096):
// findings to review, the safety inbox's cases, notification rules and the digest they fill. The items,
// keywords, prompts, runs and results they point at are analysis-tables.ts.
import { bigint, boolean, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { analysisItems, analysisResults } from './analysis-tables.ts'
import { users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

/**
 * What a human reviews: a suspected AE, a compliance finding, a mention. Origin says who found it:
 * keywords (the matcher), rule (a deterministic rule such as the HWG mandatory text) or model (a
 * result's output). Quotes are character offsets into the item's text.
 */
export const analysisFindings = pgTable(
  'analysis_findings',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    itemId: text('item_id')
      .notNull()
      .references(() => analysisItems.id, { onDelete: 'cascade' }),
    /** null for keyword and rule findings (no run made them). */
    resultId: text('result_id').references(() => analysisResults.id, { onDelete: 'cascade' }),
    /** keywords, rule, model */
    origin: text('origin').notNull(),
    /**
     * aeSuspected, aePossibleKeywords, mandatoryTextMissing, superlative, comparison, offLabel,
     * fairBalanceMissing, healthClaim, mention
     */
    type: text('type').notNull(),
    product: text('product'),
    /** AE: the reaction verbatim; mention: own, competitor, ingredient, indication. */
    detail: text('detail'),
    /** AE: the four elements of a valid report. */
    patientPresent: boolean('patient_present'),
    reporterPresent: boolean('reporter_present'),
    quote: text('quote'),
    quoteStart: integer('quote_start'),
    quoteEnd: integer('quote_end'),
    /** Podcasts: the second the quote starts at. */
    second: numeric('second', { mode: 'number' }),
    /** positive, neutral, negative (mentions). */
    sentiment: text('sentiment'),
    reason: text('reason'),
    /** open, confirmed, dismissed, forwarded */
    reviewStatus: text('review_status').notNull().default('open'),
    dismissReason: text('dismiss_reason'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: utc('reviewed_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('analysis_findings_tenant_tool_type_idx').on(t.tenantGroup, t.tool, t.type, t.reviewStatus),
    index('analysis_findings_item_idx').on(t.itemId),
  ],
)

/** The safety inbox: suspected AEs a human forwarded, or a rule sent at once, as a PV case needs them. */
export const safetyCases = pgTable(
  'safety_cases',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    findingId: text('finding_id')
      .notNull()
      .references(() => analysisFindings.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => analysisItems.id, { onDelete: 'cascade' }),
    product: text('product'),
    reaction: text('reaction'),
    patientPresent: boolean('patient_present'),
    reporterPresent: boolean('reporter_present'),
    quote: text('quote'),
    sourceTitle: text('source_title'),
    sourceUrl: text('source_url'),
    firstSeenAt: utc('first_seen_at').notNull(),
    /** open, exported, closed */
    status: text('status').notNull().default('open'),
    /** rule (a notification rule sent it at once) or review (a human forwarded it). */
    via: text('via').notNull(),
    forwardedBy: text('forwarded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The notification rule that raised it (via rule): its cooldown is counted from its cases (decision 0098). */
    ruleId: text('rule_id').references(() => analysisNotificationRules.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('safety_cases_finding_key').on(t.findingId),
    index('safety_cases_tenant_status_idx').on(t.tenantGroup, t.status, t.createdAt),
    index('safety_cases_rule_idx').on(t.ruleId, t.createdAt),
  ],
)

/** Notification rules: what goes to the inbox at once, what into a digest, and a cooldown per rule. */
export const analysisNotificationRules = pgTable(
  'analysis_notification_rules',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    name: text('name').notNull(),
    /** A finding type (aeSuspected, aePossibleKeywords, mandatoryTextMissing, ...). */
    findingType: text('finding_type').notNull(),
    /** Only findings naming this product (null: any). */
    product: text('product'),
    /** immediate (the safety inbox at once) or digest */
    delivery: text('delivery').notNull(),
    cooldownMinutes: integer('cooldown_minutes').notNull().default(60),
    enabled: boolean('enabled').notNull().default(true),
    lastFiredAt: utc('last_fired_at'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('analysis_notification_rules_tenant_idx').on(t.tenantGroup, t.tool)],
)

/** Digest entries a rule collected (delivered in the digest, not the inbox). */
export const analysisDigestEntries = pgTable(
  'analysis_digest_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantGroup: tenantColumn(),
    ruleId: text('rule_id')
      .notNull()
      .references(() => analysisNotificationRules.id, { onDelete: 'cascade' }),
    findingId: text('finding_id')
      .notNull()
      .references(() => analysisFindings.id, { onDelete: 'cascade' }),
    /**
     * digest (a digest rule collected it) or cooldown (an immediate rule matched it within its cooldown
     * for the same item or product: counted here, not raised again; decision 0098).
     */
    disposition: text('disposition').notNull().default('digest'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('analysis_digest_entries_key').on(t.ruleId, t.findingId)],
)
