// Tables of AI visibility (issue 40, decision 0099): how language models answer about a client's brand.
// A project holds the brand, its competitors, markets and engines; tracked prompts are asked on every
// engine `samples` times per run; each answer is stored with its citations, tokens and status, its
// mentions found deterministically, and (second step) a model's verdict on sentiment and accuracy
// against the approved label texts. Answers carry what the figures group by (market, topic, category,
// week, engine) and the matcher's summary, so figures over hundreds of thousands of answers are one
// grouped scan.
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { knowledgeCollections } from './ai-tables.ts'
import { users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

export interface VisibilityCompetitor {
  name: string
  aliases: string[]
  domains: string[]
}
export interface VisibilityMarket {
  /** DE, AT, CH, FR */
  country: string
  /** de, fr, en */
  language: string
}
export interface VisibilityEngine {
  /** A provider model of the tenant (ai_models.id). */
  modelId: string
  /** The model searches the web (its answers carry live citations). */
  webSearch: boolean
}
export interface VisibilityCitation {
  url: string
  domain: string
  /** own, competitor, healthPortal, retailer, other */
  type: string
}

/** One client brand or portfolio. */
export const visibilityProjects = pgTable(
  'visibility_projects',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    name: text('name').notNull(),
    /** The client group the project serves (a tenant group name), if any. */
    clientGroup: text('client_group'),
    brand: text('brand').notNull(),
    brandAliases: jsonb('brand_aliases').$type<string[]>().notNull().default([]),
    ownDomains: jsonb('own_domains').$type<string[]>().notNull().default([]),
    competitors: jsonb('competitors').$type<VisibilityCompetitor[]>().notNull().default([]),
    markets: jsonb('markets').$type<VisibilityMarket[]>().notNull().default([]),
    /** Needs and indications the starter pack asks about ("Halsschmerzen"). */
    topics: jsonb('topics').$type<string[]>().notNull().default([]),
    engines: jsonb('engines').$type<VisibilityEngine[]>().notNull().default([]),
    /** manual, weekly, daily */
    cadence: text('cadence').notNull().default('manual'),
    samples: integer('samples').notNull().default(3),
    /** The data-pool collection with the SmPC/leaflet and claims list accuracy is judged against. */
    approvedCollectionId: text('approved_collection_id').references(() => knowledgeCollections.id, {
      onDelete: 'set null',
    }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visibility_projects_tenant_name_key').on(t.tenantGroup, t.name)],
)

/** A question tracked for a project, in one market and language. */
export const visibilityPrompts = pgTable(
  'visibility_prompts',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => visibilityProjects.id, { onDelete: 'cascade' }),
    tenantGroup: tenantColumn(),
    text: text('text').notNull(),
    topic: text('topic').notNull().default(''),
    /** discovery, useCase, comparison, brand */
    category: text('category').notNull(),
    market: text('market').notNull(),
    language: text('language').notNull(),
    /** The prompt names the brand (found by the matcher): left out of the headline figures. */
    branded: boolean('branded').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('visibility_prompts_project_text_key').on(t.projectId, t.market, t.text)],
)

/** One run: every active prompt on every engine, `samples` times. */
export const visibilityRuns = pgTable(
  'visibility_runs',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id')
      .notNull()
      .references(() => visibilityProjects.id, { onDelete: 'cascade' }),
    tenantGroup: tenantColumn(),
    /** queued, running, judging, done, failed */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    jobId: integer('job_id'),
    answersTotal: integer('answers_total').notNull(),
    answersDone: integer('answers_done').notNull().default(0),
    answersFailed: integer('answers_failed').notNull().default(0),
    verdictsDone: integer('verdicts_done').notNull().default(0),
    tokensUsed: integer('tokens_used').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('visibility_runs_project_idx').on(t.projectId, t.createdAt)],
)

/** One answer of one engine to one prompt (one sample), with what the matcher found in it. */
export const visibilityAnswers = pgTable(
  'visibility_answers',
  {
    id: text('id').primaryKey(),
    runId: text('run_id')
      .notNull()
      .references(() => visibilityRuns.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    tenantGroup: tenantColumn(),
    promptId: text('prompt_id').notNull(),
    /** As asked (a prompt edited later does not move old answers). */
    market: text('market').notNull(),
    topic: text('topic').notNull(),
    category: text('category').notNull(),
    branded: boolean('branded').notNull(),
    modelId: text('model_id').notNull(),
    modelLabel: text('model_label').notNull(),
    sample: integer('sample').notNull(),
    /** ok, failed, noAnswer */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    text: text('text').notNull().default(''),
    citations: jsonb('citations').$type<VisibilityCitation[]>().notNull().default([]),
    tokensIn: integer('tokens_in').notNull().default(0),
    tokensOut: integer('tokens_out').notNull().default(0),
    cost: numeric('cost', { mode: 'number' }),
    /** The matcher's summary: the brand named, its list position, tracked names named (brand + competitors). */
    brandMentioned: boolean('brand_mentioned').notNull().default(false),
    brandPosition: integer('brand_position'),
    entitiesMentioned: integer('entities_mentioned').notNull().default(0),
    /** Citations by domain type. */
    citeOwn: integer('cite_own').notNull().default(0),
    citeCompetitor: integer('cite_competitor').notNull().default(0),
    citeHealthPortal: integer('cite_health_portal').notNull().default(0),
    citeRetailer: integer('cite_retailer').notNull().default(0),
    citeOther: integer('cite_other').notNull().default(0),
    askedAt: utc('asked_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('visibility_answers_slot_key').on(t.runId, t.promptId, t.modelId, t.sample),
    index('visibility_answers_project_idx').on(t.projectId, t.askedAt),
  ],
)

/** A brand or competitor name found in an answer (whole words, aliases, longest match). */
export const visibilityMentions = pgTable(
  'visibility_mentions',
  {
    answerId: text('answer_id')
      .notNull()
      .references(() => visibilityAnswers.id, { onDelete: 'cascade' }),
    /** brand, or the competitor's name */
    entity: text('entity').notNull(),
    /** own, competitor */
    kind: text('kind').notNull(),
    start: integer('start').notNull(),
    end: integer('end').notNull(),
    matched: text('matched').notNull(),
    /** 1-based position of the list item holding it; null outside lists. */
    listPosition: integer('list_position'),
  },
  (t) => [index('visibility_mentions_answer_idx').on(t.answerId)],
)

/** A model's verdict on an answer naming the brand: sentiment, and accuracy against the approved label. */
export const visibilityVerdicts = pgTable('visibility_verdicts', {
  answerId: text('answer_id')
    .primaryKey()
    .references(() => visibilityAnswers.id, { onDelete: 'cascade' }),
  projectId: text('project_id').notNull(),
  /** positive, neutral, negative */
  sentiment: text('sentiment').notNull(),
  /** correct, incorrect, noClaim, unverifiable (no approved texts, or none on the point) */
  accuracy: text('accuracy').notNull(),
  /** The answer's claim, quoted from the answer. */
  answerQuote: text('answer_quote').notNull().default(''),
  /** What the approved label says, quoted from its text, and the file it is from. */
  labelQuote: text('label_quote').notNull().default(''),
  labelSource: text('label_source').notNull().default(''),
  reason: text('reason').notNull().default(''),
  /** The judging instruction's version (judge-answer.ts). */
  promptVersion: text('prompt_version').notNull(),
  modelId: text('model_id').notNull(),
  modelLabel: text('model_label').notNull(),
  tokensIn: integer('tokens_in').notNull().default(0),
  tokensOut: integer('tokens_out').notNull().default(0),
  createdAt: utc('created_at').notNull().defaultNow(),
})
