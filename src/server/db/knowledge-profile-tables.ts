// What each knowledge file is (issue 38, decision 0091): its document profile, read from the text at
// indexing (knowledge/profile/read-document-profile.ts) or set by a person in the data pool, and
// which newer file of the same product, strength, type and language supersedes it.
import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core'
import { knowledgeFiles } from './ai-tables.ts'
import { tenantGroups } from './schema.ts'
import { utc } from './columns.ts'

export const knowledgeDocumentProfiles = pgTable(
  'knowledge_document_profiles',
  {
    fileId: text('file_id')
      .primaryKey()
      .references(() => knowledgeFiles.id, { onDelete: 'cascade' }),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    product: text('product'),
    /** Normalized: "1%", "0.05%", "20mg", "15mg/5ml" (knowledge/strength.ts). */
    strength: text('strength'),
    form: text('form'),
    /** smpc, leaflet, training, claims, priceList, pressRelease, faq */
    documentType: text('document_type'),
    /** Country code: DE, AT, CH, FR, BE, LU, UK. */
    market: text('market'),
    /** german, french, english */
    language: text('language'),
    /** YYYY-MM-DD, as the document states it ("Stand", "révisée le", "revised"). */
    versionDate: text('version_date'),
    /** The newer file of the same product, strength, type and language, if any. */
    supersededBy: text('superseded_by'),
    /** Set by a person in the data pool: a re-index keeps it. */
    edited: boolean('edited').notNull().default(false),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('knowledge_document_profiles_tenant_idx').on(t.tenantGroup, t.product)],
)
