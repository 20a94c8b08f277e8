// Tables of corporate influencing (issue 42, decision 0103): the programme's ambassadors (a user of
// the tenant or a named person, with the date they consented), their LinkedIn posts, and the posts'
// figures over time (one snapshot per post and day: a re-import of the same day updates it). Topics
// are the tenant's keyword lists the dashboard counts posts by. Every row carries tenant_group.
import { sql } from 'drizzle-orm'
import { date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tenantGroups, users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

export const influencingAmbassadors = pgTable(
  'influencing_ambassadors',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    /** The tenant's user who is this ambassador; null for a named person without an account. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    /** The day the ambassador agreed to take part (and to have their post figures kept). */
    consentOn: date('consent_on', { mode: 'string' }).notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('influencing_ambassadors_name_key').on(t.tenantGroup, sql`lower(${t.name})`)],
)

export const influencingPosts = pgTable(
  'influencing_posts',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    ambassadorId: text('ambassador_id')
      .notNull()
      .references(() => influencingAmbassadors.id, { onDelete: 'cascade' }),
    /** The post's address in canonical form (post-url.ts): a re-import finds the post by it. */
    url: text('url').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    text: text('text').notNull().default(''),
    /** import, manual or linkedin (the API sync): where the post was last written from. */
    origin: text('origin').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('influencing_posts_url_key').on(t.tenantGroup, t.url),
    index('influencing_posts_published_idx').on(t.tenantGroup, t.publishedOn),
  ],
)

export const influencingPostSnapshots = pgTable(
  'influencing_post_snapshots',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    postId: text('post_id')
      .notNull()
      .references(() => influencingPosts.id, { onDelete: 'cascade' }),
    /** The day the figures were read (the export's day, or the import's). */
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    impressions: integer('impressions').notNull(),
    /** LinkedIn's "members reached"; null where the export has none. */
    membersReached: integer('members_reached'),
    reactions: integer('reactions').notNull(),
    comments: integer('comments').notNull(),
    reshares: integer('reshares').notNull(),
  },
  (t) => [uniqueIndex('influencing_post_snapshots_day_key').on(t.postId, t.takenOn)],
)

export const influencingTopics = pgTable(
  'influencing_topics',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    name: text('name').notNull(),
    /** Words and phrases that put a post under this topic (whole words, case and accents folded). */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  },
  (t) => [uniqueIndex('influencing_topics_name_key').on(t.tenantGroup, t.name)],
)

/** A finding on a post idea: deterministic (origin rule) or promo-check's (origin model). */
export interface IdeaFinding {
  origin: 'rule' | 'model'
  type: string
  quote: string | null
  /** A message key (rule findings) or the model's words (model findings). */
  reason: string
  detail: string | null
}

/** A passage the idea was written from, kept as plain text (data, never HTML). */
export interface IdeaSource {
  label: string
  excerpt: string
}

/**
 * A LinkedIn post idea (decision 0109): written by the tenant's model from approved content (a data-pool
 * collection through the retrieval service, or a tile), then checked (the deterministic rules and
 * medicine-check's promoCheck profile). Kept, never posted; an ambassador copies the text.
 */
export const influencingPostIdeas = pgTable(
  'influencing_post_ideas',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** collection, tile or pasted (a draft typed in, checked without a model) */
    sourceKind: text('source_kind').notNull(),
    sourceId: text('source_id'),
    sourceLabel: text('source_label').notNull().default(''),
    brief: text('brief').notNull().default(''),
    /** de or en */
    language: text('language').notNull(),
    /** queued, done, failed */
    status: text('status').notNull().default('queued'),
    errorCode: text('error_code'),
    text: text('text').notNull().default(''),
    modelLabel: text('model_label'),
    sources: jsonb('sources').$type<IdeaSource[]>().notNull().default([]),
    ruleFindings: jsonb('rule_findings').$type<IdeaFinding[]>().notNull().default([]),
    /** promo-check's findings: null until it ran, or when it could not (promoCheckStatus says why). */
    promoFindings: jsonb('promo_findings').$type<IdeaFinding[]>(),
    /** pending, done, failed, skipped (no model) */
    promoCheckStatus: text('promo_check_status').notNull().default('pending'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('influencing_post_ideas_tenant_idx').on(t.tenantGroup, t.createdAt)],
)

/** The tenant's LinkedIn app (set by an admin): the client secret encrypted with the AI key cipher. */
export const influencingLinkedinApps = pgTable('influencing_linkedin_apps', {
  tenantGroup: text('tenant_group')
    .primaryKey()
    .references(() => tenantGroups.name),
  clientId: text('client_id').notNull(),
  clientSecretEncrypted: text('client_secret_encrypted').notNull(),
  updatedAt: utc('updated_at').notNull().defaultNow(),
})

/** An OAuth authorization under way: its state and PKCE verifier, used once, for 10 minutes. */
export const influencingLinkedinStates = pgTable('influencing_linkedin_states', {
  state: text('state').primaryKey(),
  tenantGroup: tenantColumn(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
  createdAt: utc('created_at').notNull().defaultNow(),
})

/** A member's LinkedIn connection (one per user): tokens encrypted at rest, the sync's state. */
export const influencingLinkedinConnections = pgTable(
  'influencing_linkedin_connections',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ambassadorId: text('ambassador_id')
      .notNull()
      .references(() => influencingAmbassadors.id, { onDelete: 'cascade' }),
    memberUrn: text('member_urn').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    expiresAt: utc('expires_at'),
    /** active, expired (LinkedIn answered 401: connect again) */
    status: text('status').notNull().default('active'),
    /** idle, queued, running, ok, failed, rateLimited */
    syncStatus: text('sync_status').notNull().default('idle'),
    syncErrorCode: text('sync_error_code'),
    syncedAt: utc('synced_at'),
    syncedCount: integer('synced_count').notNull().default(0),
    /** When LinkedIn asked to wait (429 Retry-After): the next sync starts no earlier. */
    retryAt: utc('retry_at'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('influencing_linkedin_connections_user_key').on(t.tenantGroup, t.userId)],
)
