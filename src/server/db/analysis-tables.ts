// Tables of the analysis engine (issue 39, decision 0094): the one room every analyser uses
// (medicine-check, the podcast analyser, later AI visibility and voice results). Items come from
// sources; keyword lists are matched deterministically; versioned prompts with an output schema are run
// over items in the job runner; results keep prompt version and model. Findings (what a human reviews),
// the safety inbox and its rules are analysis-review-tables.ts. Every row carries tenant_group and
// `tool` (medicheck, podcast, ...), so one tool never sees another's items.
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { knowledgeFiles } from './ai-tables.ts'
import { users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

/** Where items come from: a feed polled on a schedule, a page by URL, uploads, pasted text, chat messages. */
export const analysisSources = pgTable(
  'analysis_sources',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    /** medicheck, podcast */
    tool: text('tool').notNull(),
    /** feed, url, upload, paste, chat */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** feed and url: the address (http or https only). */
    url: text('url'),
    /** feed: manual, hourly, daily. */
    schedule: text('schedule').notNull().default('manual'),
    enabled: boolean('enabled').notNull().default(true),
    /** Conditional GET: the feed's last ETag and Last-Modified. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    lastFetchedAt: utc('last_fetched_at'),
    /** ok, notModified, failed */
    lastStatus: text('last_status'),
    /** An analysis.* code: why the last fetch failed. */
    lastError: text('last_error'),
    /** Items the last fetch added. */
    lastAdded: integer('last_added').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('analysis_sources_tenant_tool_idx').on(t.tenantGroup, t.tool)],
)

/** One media entry (an article, a post, a page, a file, a podcast episode). The same text twice is one item. */
export const analysisItems = pgTable(
  'analysis_items',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    sourceId: text('source_id').references(() => analysisSources.id, { onDelete: 'set null' }),
    /** feed, url, upload, paste, chat (copied from the source, kept when the source is deleted). */
    sourceKind: text('source_kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** de, fr, en, or null when unknown. */
    language: text('language'),
    /** The article's, page's or episode's own address. */
    url: text('url'),
    /** The feed entry's guid (a feed's entry seen again is not a new item). */
    externalId: text('external_id'),
    publishedAt: utc('published_at'),
    fetchedAt: utc('fetched_at').notNull().defaultNow(),
    /** SHA-256 of the normalised text: unique per tenant and tool. */
    contentHash: text('content_hash').notNull(),
    /** The uploaded file in the file store, when it came from an upload. */
    fileId: text('file_id').references(() => knowledgeFiles.id, { onDelete: 'set null' }),
    /** Podcasts: the episode's audio (file store id) and its length; null when no audio is kept. */
    audioFileId: text('audio_file_id').references(() => knowledgeFiles.id, { onDelete: 'set null' }),
    audioUrl: text('audio_url'),
    durationSeconds: integer('duration_seconds'),
    /** Podcasts: transcript segments [{ start, end, text }] in seconds; null for plain text items. */
    segments: jsonb('segments').$type<{ start: number; end: number; text: string }[]>(),
    /** publisher (podcast:transcript), model (a transcription model), upload, none */
    transcriptOrigin: text('transcript_origin'),
    /**
     * A promotional text of the tenant's own (an ad draft, a leaflet) rather than media about it: only these
     * are checked for the mandatory text of lay advertising (HWG §4(3) and the AT and FR equivalents).
     */
    promotional: boolean('promotional').notNull().default(false),
    /** DE, AT, FR: the market a promotional text is for (null: from its language, else the tenant's locale). */
    market: text('market'),
    /** new (stored, not matched), matched (keyword hits counted), failed (could not be read) */
    status: text('status').notNull().default('new'),
    errorCode: text('error_code'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analysis_items_hash_key').on(t.tenantGroup, t.tool, t.contentHash),
    index('analysis_items_tenant_tool_published_idx').on(t.tenantGroup, t.tool, t.publishedAt),
    index('analysis_items_source_idx').on(t.sourceId),
  ],
)

/** A tenant's keyword list: own products, competitors, ingredients, indications, AE terms, red-flag claims. */
export const analysisKeywordLists = pgTable(
  'analysis_keyword_lists',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    /** own, competitor, ingredient, indication, ae, redFlag */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    /** The manifest's default list this one was made from (null: the tenant's own). */
    manifestKey: text('manifest_key'),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('analysis_keyword_lists_tenant_idx').on(t.tenantGroup, t.tool)],
)

export const analysisKeywords = pgTable(
  'analysis_keywords',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    listId: text('list_id')
      .notNull()
      .references(() => analysisKeywordLists.id, { onDelete: 'cascade' }),
    term: text('term').notNull(),
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    /** de, fr, en, or null: any language. */
    language: text('language'),
    /**
     * Indication terms: the own products (their terms) this symptom is the indication of. An AE term in a
     * sentence naming such a product is what the product treats, not a side effect ("Zyrtomax gegen meine
     * Kopfschmerzen").
     */
    indicationFor: jsonb('indication_for').$type<string[]>().notNull().default([]),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('analysis_keywords_list_idx').on(t.listId)],
)

/**
 * Deterministic keyword hits of an item (whole words, case and diacritics folded, aliases, longest
 * match wins): recomputed when an item arrives or a list changes, so counts are reproducible.
 */
export const analysisKeywordHits = pgTable(
  'analysis_keyword_hits',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenantGroup: tenantColumn(),
    itemId: text('item_id')
      .notNull()
      .references(() => analysisItems.id, { onDelete: 'cascade' }),
    keywordId: text('keyword_id')
      .notNull()
      .references(() => analysisKeywords.id, { onDelete: 'cascade' }),
    /** The list's kind, copied for the counts by kind. */
    listKind: text('list_kind').notNull(),
    /** Character offsets into the item's text, and the text as it stands there. */
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    matched: text('matched').notNull(),
    /** Podcasts: the second of the episode the hit falls in. */
    second: numeric('second', { mode: 'number' }),
  },
  (t) => [
    index('analysis_keyword_hits_item_idx').on(t.itemId),
    index('analysis_keyword_hits_tenant_keyword_idx').on(t.tenantGroup, t.keywordId),
  ],
)

/**
 * A prompt version of a tenant and profile (pvScreening, promoCheck, podcastEpisode). Version 1 is the
 * manifest's default; a new version never rewrites old results. One version per profile is in use.
 */
export const analysisPrompts = pgTable(
  'analysis_prompts',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    profile: text('profile').notNull(),
    version: integer('version').notNull(),
    /** The instruction text; the output schema is the profile's, from the manifest. */
    instruction: text('instruction').notNull(),
    /** The schema's own version (the manifest's), kept so a result says what it was checked against. */
    schemaVersion: integer('schema_version').notNull(),
    note: text('note'),
    inUse: boolean('in_use').notNull().default(false),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analysis_prompts_version_key').on(t.tenantGroup, t.tool, t.profile, t.version),
    uniqueIndex('analysis_prompts_in_use_key')
      .on(t.tenantGroup, t.tool, t.profile)
      .where(sql`${t.inUse}`),
  ],
)

/** A run of a prompt over items: the job's progress, its estimate and what it cost. */
export const analysisRuns = pgTable(
  'analysis_runs',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    profile: text('profile').notNull(),
    promptId: text('prompt_id')
      .notNull()
      .references(() => analysisPrompts.id),
    /** The model's catalogue id and label at the start; null: no model (only the deterministic part ran). */
    modelId: text('model_id'),
    modelLabel: text('model_label'),
    /** queued, running, done, failed, cancelled */
    status: text('status').notNull().default('queued'),
    itemsTotal: integer('items_total').notNull().default(0),
    itemsDone: integer('items_done').notNull().default(0),
    itemsFailed: integer('items_failed').notNull().default(0),
    /** The estimate shown before the run (tokens and cost), and what it cost. */
    estimatedTokens: integer('estimated_tokens').notNull().default(0),
    estimatedCost: numeric('estimated_cost', { mode: 'number' }),
    tokensUsed: integer('tokens_used').notNull().default(0),
    cost: numeric('cost', { mode: 'number' }),
    errorCode: text('error_code'),
    /** true: a test run of one item from the prompt editor (not listed as a run on the analysis page). */
    trial: boolean('trial').notNull().default(false),
    jobId: bigint('job_id', { mode: 'number' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('analysis_runs_tenant_tool_idx').on(t.tenantGroup, t.tool, t.createdAt)],
)

/** What a run made of an item. One per run and item: an item analysed before a crash is not paid for twice. */
export const analysisResults = pgTable(
  'analysis_results',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    runId: text('run_id')
      .notNull()
      .references(() => analysisRuns.id, { onDelete: 'cascade' }),
    itemId: text('item_id')
      .notNull()
      .references(() => analysisItems.id, { onDelete: 'cascade' }),
    promptId: text('prompt_id')
      .notNull()
      .references(() => analysisPrompts.id),
    promptVersion: integer('prompt_version').notNull(),
    schemaVersion: integer('schema_version').notNull(),
    modelLabel: text('model_label'),
    /** ok, failed */
    status: text('status').notNull(),
    /** An analysis.* code and the validator's message when the output did not fit the schema twice. */
    errorCode: text('error_code'),
    errorDetail: text('error_detail'),
    /** The validated output (never a half result); null when failed. */
    output: jsonb('output').$type<Record<string, unknown>>(),
    relevance: integer('relevance'),
    summary: text('summary'),
    attempts: integer('attempts').notNull().default(1),
    /** Quotes of the output not found word for word in the item's text: dropped, never shown (decision 0095). */
    quotesDropped: integer('quotes_dropped').notNull().default(0),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    cost: numeric('cost', { mode: 'number' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analysis_results_run_item_key').on(t.runId, t.itemId),
    index('analysis_results_tenant_item_idx').on(t.tenantGroup, t.itemId, t.createdAt),
  ],
)
