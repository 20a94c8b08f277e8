// Tables of the AI-generated FAQ (issue 17 item 6, decision 0048): a generation run (the job's
// progress, which the page polls), the question-and-answer pairs it made with their citations, and
// the document a collection's published pairs were last written to. Every row carries tenant_group.
import { bigint, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { knowledgeCollections, knowledgeFiles } from './ai-tables.ts'
import { users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

/** One generation: what was asked for and how far the job got. */
export const faqGenerations = pgTable(
  'faq_generations',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => knowledgeCollections.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    fromDocuments: boolean('from_documents').notNull(),
    fromUserQuestions: boolean('from_user_questions').notNull(),
    maxPairs: integer('max_pairs').notNull(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    /** Questions answered (or found unanswerable) so far, of questionsTotal. */
    questionsDone: integer('questions_done').notNull().default(0),
    questionsTotal: integer('questions_total').notNull().default(0),
    pairsCreated: integer('pairs_created').notNull().default(0),
    /** Questions the documents hold no answer to: left out, never answered from nowhere. */
    questionsUnanswered: integer('questions_unanswered').notNull().default(0),
    /** faq.* codes the page shows: why a part was not done (faq.documentQuestionsNeedModel) or why it failed. */
    notices: jsonb('notices').$type<string[]>().notNull().default([]),
    errorCode: text('error_code'),
    /** The model's label; null: no language model (the offline engine's quotes). */
    modelLabel: text('model_label'),
    jobId: bigint('job_id', { mode: 'number' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('faq_generations_tenant_created_idx').on(t.tenantGroup, t.createdAt)],
)

/** A question-and-answer pair: draft, approved or published. */
export const faqEntries = pgTable(
  'faq_entries',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => knowledgeCollections.id, { onDelete: 'cascade' }),
    generationId: text('generation_id').references(() => faqGenerations.id, { onDelete: 'set null' }),
    /** documents (the model asked it of the documents) or users (asked in the tenant's chats, personal data removed). */
    origin: text('origin').notNull(),
    /** How often users asked it (origin users); 0 otherwise. */
    askedCount: integer('asked_count').notNull().default(0),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    /** Citations as the chat stores them ({ n, kind: 'passage', chunkId, fileId, filename, unitKind, unitNumber, heading, quote }). */
    citations: jsonb('citations').$type<unknown[]>().notNull().default([]),
    /** draft, approved, published */
    status: text('status').notNull().default('draft'),
    /** null: quoted by the offline engine, no language model. */
    modelLabel: text('model_label'),
    edited: boolean('edited').notNull().default(false),
    position: integer('position').notNull().default(0),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('faq_entries_tenant_collection_idx').on(t.tenantGroup, t.collectionId, t.status)],
)

/** The data-pool document a collection's published pairs were last written to (decision 0048). */
export const faqPublications = pgTable('faq_publications', {
  collectionId: text('collection_id')
    .primaryKey()
    .references(() => knowledgeCollections.id, { onDelete: 'cascade' }),
  tenantGroup: tenantColumn(),
  fileId: text('file_id').references(() => knowledgeFiles.id, { onDelete: 'set null' }),
  entryCount: integer('entry_count').notNull().default(0),
  publishedBy: text('published_by').references(() => users.id, { onDelete: 'set null' }),
  publishedAt: utc('published_at').notNull().defaultNow(),
})
