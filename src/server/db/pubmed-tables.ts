// Tables of the PubMed chatbot (issue 41, decision 0100): the cache of fetched records by PMID (public
// records, shared by every tenant), each tenant's imported literature collection (its own copy of the
// records: an import never changes what another tenant reads), the questions asked with their answers,
// and the NCBI settings the ROOT keeps (the API key encrypted like provider keys).
import { index, integer, jsonb, pgTable, primaryKey, text, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { PubmedArticle } from '../pubmed/types.ts'
import { tenantGroups, users } from './schema.ts'
import { utc } from './columns.ts'

/** Records fetched from E-utilities, by PMID; read before asking NCBI again. */
export const pubmedArticleCache = pgTable('pubmed_article_cache', {
  pmid: text('pmid').primaryKey(),
  record: jsonb('record').$type<PubmedArticle>().notNull(),
  fetchedAt: utc('fetched_at').notNull(),
})

/** A tenant's literature collection: records an admin imported (MEDLINE XML or .nbib). */
export const pubmedLibrary = pgTable(
  'pubmed_library',
  {
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    pmid: text('pmid').notNull(),
    record: jsonb('record').$type<PubmedArticle>().notNull(),
    /** Title, abstract and publication types in lower case: what the offline search matches. */
    searchText: text('search_text').notNull(),
    year: integer('year'),
    importedAt: utc('imported_at').notNull(),
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.tenantGroup, table.pmid] })],
)

export interface PubmedEvidenceRow {
  pmid: string
  title: string
  year: number | null
  journal: string | null
  studyType: string | null
  n: number | null
}

/**
 * A question and its answer, per user. A conversation (thread) is its first question and the
 * follow-ups that name it in thread_id (decision 0106); deleting the first deletes the follow-ups.
 */
export const pubmedQuestions = pgTable(
  'pubmed_questions',
  {
    id: text('id').primaryKey(),
    /** Null: this question opens its own thread (its id is the thread's); else the thread's first question. */
    threadId: text('thread_id').references((): AnyPgColumn => pubmedQuestions.id, { onDelete: 'cascade' }),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** de, en or fr: the answer's language. */
    language: text('language').notNull(),
    queries: jsonb('queries').$type<string[]>().notNull(),
    filters: jsonb('filters')
      .$type<{ fromYear?: number; toYear?: number; publicationTypes?: string[] }>()
      .notNull(),
    /** pubmed (E-utilities), library (the tenant's imported collection) or unavailable (neither: nothing answered). */
    source: text('source').notNull(),
    /** model, extractive or none (no relevant article). */
    mode: text('mode').notNull(),
    answer: text('answer').notNull(),
    /** The fetched records the answer may cite, cited ones first. */
    articles: jsonb('articles').$type<PubmedArticle[]>().notNull(),
    citedPmids: jsonb('cited_pmids').$type<string[]>().notNull(),
    evidence: jsonb('evidence').$type<PubmedEvidenceRow[]>().notNull(),
    modelLabel: text('model_label'),
    /** Tessera's own time for the answer, without the time spent waiting for NCBI or the model. */
    ownMs: integer('own_ms').notNull(),
    createdAt: utc('created_at').notNull(),
  },
  (table) => [
    index('pubmed_questions_user_idx').on(table.tenantGroup, table.userId, table.createdAt),
    index('pubmed_questions_thread_idx').on(table.threadId, table.createdAt),
  ],
)

/** NCBI settings of the installation (one row, id 'ncbi'): set by ROOT. */
export const pubmedSettings = pgTable('pubmed_settings', {
  id: text('id').primaryKey(),
  apiKeyCipher: text('api_key_cipher'),
  apiKeyHint: text('api_key_hint'),
  email: text('email'),
  updatedAt: utc('updated_at').notNull(),
})
