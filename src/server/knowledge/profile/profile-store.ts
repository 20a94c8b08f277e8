// Document profiles in the database (decision 0091): written at indexing (a profile a person edited
// is kept), edited in the data pool, read by retrieval for the files of its candidate passages. After
// every write the tenant's versions are linked again: a file is superseded by the newest file of the
// same product, strength, type, language and market with a later version date. A price list or claims
// list names no one product: the newer one of the same language and market supersedes the older.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { knowledgeDocumentProfiles } from '../../db/knowledge-profile-tables.ts'
import type { DocumentProfile } from './read-document-profile.ts'

export interface StoredProfile extends DocumentProfile {
  readonly fileId: string
  /** A ready file of the tenant that supersedes this one, or null. */
  readonly supersededBy: string | null
  readonly edited: boolean
}

/** Links each of the tenant's profiles to the newest later version of the same document, if any. */
export async function linkVersions(db: Database, tenantGroup: string): Promise<void> {
  await db.execute(sql`
    update knowledge_document_profiles p set superseded_by = (
      select n.file_id from knowledge_document_profiles n
      where n.tenant_group = p.tenant_group and n.file_id <> p.file_id
        and (lower(n.product) = lower(p.product)
          or (n.product is null and p.product is null and p.document_type in ('priceList', 'claims')))
        and n.strength is not distinct from p.strength
        and n.document_type = p.document_type and n.language is not distinct from p.language
        and n.market is not distinct from p.market and n.version_date > p.version_date
      order by n.version_date desc, n.file_id limit 1)
    where p.tenant_group = ${tenantGroup}`)
}

/** Stores the profile read at indexing, unless a person edited the file's profile. */
export async function saveReadProfile(
  db: Database,
  target: { fileId: string; tenantGroup: string },
  profile: DocumentProfile,
): Promise<void> {
  await db
    .insert(knowledgeDocumentProfiles)
    .values({ ...target, ...profile, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: knowledgeDocumentProfiles.fileId,
      set: { ...profile, updatedAt: new Date() },
      setWhere: sql`${knowledgeDocumentProfiles.edited} = false`,
    })
  await linkVersions(db, target.tenantGroup)
}

/** Stores a profile a person set in the data pool; a re-index keeps it. */
export async function saveEditedProfile(
  db: Database,
  target: { fileId: string; tenantGroup: string },
  profile: DocumentProfile,
  now: Date,
): Promise<void> {
  await db
    .insert(knowledgeDocumentProfiles)
    .values({ ...target, ...profile, edited: true, updatedAt: now })
    .onConflictDoUpdate({
      target: knowledgeDocumentProfiles.fileId,
      set: { ...profile, edited: true, updatedAt: now },
    })
  await linkVersions(db, target.tenantGroup)
}

const columns = sql`p.file_id, p.product, p.strength, p.form, p.document_type, p.market, p.language, p.version_date, p.edited,
  (select s.id from knowledge_files s where s.id = p.superseded_by and s.status = 'ready') as superseded_by`

function toProfile(row: Record<string, unknown>): StoredProfile {
  const text = (key: string) => (row[key] === null || row[key] === undefined ? null : String(row[key]))
  return {
    fileId: String(row.file_id),
    product: text('product'),
    strength: text('strength'),
    form: text('form'),
    documentType: text('document_type') as DocumentProfile['documentType'],
    market: text('market'),
    language: text('language') as DocumentProfile['language'],
    versionDate: text('version_date'),
    supersededBy: text('superseded_by'),
    edited: Boolean(row.edited),
  }
}

/** The profiles of these files of the tenant, by file id. */
export async function readProfiles(
  db: Database,
  tenantGroup: string,
  fileIds: readonly string[],
): Promise<Map<string, StoredProfile>> {
  if (fileIds.length === 0) return new Map()
  const ids = sql.join(
    [...new Set(fileIds)].map((id) => sql`${id}`),
    sql`, `,
  )
  const result = (await db.execute(sql`select ${columns} from knowledge_document_profiles p
    where p.tenant_group = ${tenantGroup} and p.file_id in (${ids})`)) as unknown as {
    rows: Record<string, unknown>[]
  }
  return new Map(result.rows.map((row) => [String(row.file_id), toProfile(row)]))
}

/** The products and strengths the tenant's documents are about (the names a question may use). */
export async function tenantProducts(
  db: Database,
  tenantGroup: string,
): Promise<{ product: string; strength: string | null }[]> {
  const result = (await db.execute(sql`select distinct product, strength from knowledge_document_profiles
    where tenant_group = ${tenantGroup} and product is not null`)) as unknown as {
    rows: { product: string; strength: string | null }[]
  }
  return result.rows
}

/** The languages of the tenant's profiled documents (german, french, english). */
export async function tenantDocumentLanguages(db: Database, tenantGroup: string): Promise<string[]> {
  const result = (await db.execute(sql`select distinct language from knowledge_document_profiles
    where tenant_group = ${tenantGroup} and language is not null`)) as unknown as {
    rows: { language: string }[]
  }
  return result.rows.map((row) => row.language)
}
