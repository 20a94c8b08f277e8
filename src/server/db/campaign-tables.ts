// Tables of the mail campaign library (issue 41, decision 0101): a tenant's read-only Mailchimp
// connection (the API key encrypted with the provider key cipher), the campaigns synced from it or
// imported from Mailchimp's export, and the drafts "like this campaign" kept in Tessera (never sent).
import { sql } from 'drizzle-orm'
import { customType, index, integer, jsonb, pgTable, real, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { tenantGroups, users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export interface CampaignLink {
  readonly url: string
  readonly clicks: number
  readonly uniqueClicks: number
}

export interface CampaignTags {
  readonly products: string[]
  readonly themes: string[]
  /** consumer, pharmacist or both; null when the model could not tell. */
  readonly audience: 'consumer' | 'pharmacist' | 'both' | null
}

/** One per tenant: the key (v1:iv:tag:data), its last four characters, and how the last sync went. */
export const campaignConnections = pgTable('campaign_connections', {
  tenantGroup: text('tenant_group')
    .primaryKey()
    .references(() => tenantGroups.name),
  apiKeyEncrypted: text('api_key_encrypted').notNull(),
  apiKeyHint: text('api_key_hint').notNull(),
  datacenter: text('datacenter').notNull(),
  accountName: text('account_name'),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: utc('created_at').notNull().defaultNow(),
  /** idle, queued, running, ok, failed */
  syncStatus: text('sync_status').notNull().default('idle'),
  syncErrorCode: text('sync_error_code'),
  syncedAt: utc('synced_at'),
  syncedCount: integer('synced_count').notNull().default(0),
  /** Records Mailchimp sent that could not be read (left out, counted). */
  skippedCount: integer('skipped_count').notNull().default(0),
})

/** A campaign as sent, with its report and links; upserted by (tenant, source, external id). */
export const campaigns = pgTable(
  'campaigns',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    /** mailchimp (synced) or import (an export file) */
    source: text('source').notNull(),
    externalId: text('external_id').notNull(),
    title: text('title').notNull().default(''),
    subject: text('subject').notNull().default(''),
    previewText: text('preview_text').notNull().default(''),
    fromName: text('from_name').notNull().default(''),
    audienceId: text('audience_id'),
    audienceName: text('audience_name'),
    language: text('language'),
    sentAt: utc('sent_at'),
    emailsSent: integer('emails_sent'),
    uniqueOpens: integer('unique_opens'),
    openRate: real('open_rate'),
    uniqueClicks: integer('unique_clicks'),
    clickRate: real('click_rate'),
    unsubscribes: integer('unsubscribes'),
    bounces: integer('bounces'),
    html: text('html').notNull().default(''),
    plainText: text('plain_text').notNull().default(''),
    links: jsonb('links').$type<CampaignLink[]>().notNull().default([]),
    summary: text('summary'),
    tags: jsonb('tags').$type<CampaignTags>(),
    /** idle, queued, done, failed */
    summaryStatus: text('summary_status').notNull().default('idle'),
    summaryErrorCode: text('summary_error_code'),
    summaryModel: text('summary_model'),
    search: tsvector('search').generatedAlwaysAs(
      sql`to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(subject, '') || ' ' || coalesce(preview_text, '') || ' ' || coalesce(plain_text, ''))`,
    ),
    /** The hash of what is embedded (campaignEmbeddingText): a vector made of other words is stale. */
    embedTextHash: text('embed_text_hash').generatedAlwaysAs(
      sql`md5(coalesce(subject, '') || ' ' || coalesce(preview_text, '') || ' ' || left(coalesce(plain_text, ''), 4000))`,
    ),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('campaigns_tenant_source_external').on(t.tenantGroup, t.source, t.externalId),
    index('campaigns_tenant_sent_idx').on(t.tenantGroup, t.sentAt),
    index('campaigns_search_idx').using('gin', t.search),
  ],
)

/**
 * A campaign's vector from the tenant's embeddings model (decision 0107), as knowledge passages keep
 * theirs: `real[]` with its model and dimensions (migrations run without pgvector; queries cast to
 * `vector`). `textHash` is the campaign's embedTextHash when it was embedded.
 */
export const campaignEmbeddings = pgTable(
  'campaign_embeddings',
  {
    campaignId: text('campaign_id')
      .primaryKey()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    tenantGroup: tenantColumn(),
    modelId: text('model_id').notNull(),
    dimensions: integer('dimensions').notNull(),
    embedding: real('embedding').array().notNull(),
    textHash: text('text_hash').notNull(),
  },
  (t) => [index('campaign_embeddings_tenant_model_idx').on(t.tenantGroup, t.modelId, t.dimensions)],
)

/** "Draft a campaign like this": made by a job through the gateway, checked by promo-check; never sent. */
export const campaignDrafts = pgTable(
  'campaign_drafts',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    campaignId: text('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    brief: text('brief').notNull().default(''),
    /** queued, done, failed */
    status: text('status').notNull().default('queued'),
    errorCode: text('error_code'),
    subjectLines: jsonb('subject_lines').$type<string[]>().notNull().default([]),
    previewText: text('preview_text').notNull().default(''),
    body: text('body').notNull().default(''),
    modelLabel: text('model_label'),
    /** promo-check's findings on the draft: null when it could not run (promoCheckStatus says why). */
    promoFindings: jsonb('promo_findings').$type<{ type: string; quote: string; reason: string }[]>(),
    promoCheckStatus: text('promo_check_status').notNull().default('pending'),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('campaign_drafts_campaign_idx').on(t.tenantGroup, t.campaignId, t.createdAt)],
)
