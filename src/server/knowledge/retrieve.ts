// Passages for a question (the chat's sources): only ready files of the caller's tenant, only the
// sources the scope names, ranked by full-text cover density. The question is parsed in each language
// a document may be indexed in and any of its words may match, so a German question finds a German
// document's inflected forms and a question of several words does not need all of them.
import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'

export interface SourceScope {
  tenantGroup: string
  collections: 'none' | 'internal' | 'all' | readonly string[]
  threadId?: string | null
  assistantId?: string | null
  includeInternal: boolean
}

export interface Passage {
  chunkId: number
  fileId: string
  filename: string
  collectionId: string | null
  unitKind: string
  unitNumber: number | null
  heading: string
  text: string
  score: number
  language: string | null
}

/** Any word of the question, stemmed in every configuration documents are indexed with. */
export function questionQuery(query: string): SQL {
  const parsed = (config: string) => sql`replace(websearch_to_tsquery(${config}::regconfig, ${query})::text, ' & ', ' | ')`
  return sql`to_tsquery('simple', concat_ws(' | ', nullif(${parsed('german')}, ''), nullif(${parsed('french')}, ''), nullif(${parsed('english')}, ''), nullif(${parsed('simple')}, '')))`
}

/** Which files the scope reaches, as a condition on `f` (knowledge_files) and `k` (its collection). */
export function scopeCondition(scope: SourceScope): SQL {
  const parts: SQL[] = []
  const internalOk = scope.includeInternal ? sql`true` : sql`k.internal = false`
  if (scope.collections === 'internal') {
    if (scope.includeInternal) parts.push(sql`(f.collection_id is not null and k.internal = true)`)
  } else if (scope.collections === 'all') {
    parts.push(sql`(f.collection_id is not null and ${internalOk})`)
  } else if (Array.isArray(scope.collections) && scope.collections.length > 0) {
    const ids = sql.join(scope.collections.map((id) => sql`${id}`), sql`, `)
    parts.push(sql`(f.collection_id in (${ids}) and ${internalOk})`)
  }
  if (scope.threadId) parts.push(sql`f.thread_id = ${scope.threadId}`)
  if (scope.assistantId) parts.push(sql`f.assistant_id = ${scope.assistantId}`)
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`
}

export async function retrievePassages(db: Database, scope: SourceScope, query: string, options: { limit?: number } = {}): Promise<Passage[]> {
  const limit = Math.min(Math.max(options.limit ?? 8, 1), 50)
  if (!query.trim()) return []
  const result = (await db.execute(sql`
    with q as (select ${questionQuery(query)} as query)
    select c.id, c.file_id, f.filename, f.collection_id, c.unit_kind, c.unit_number, c.heading, c.text, f.language,
           ts_rank_cd(c.search_vector, q.query) as score
    from q, knowledge_chunks c
    join knowledge_files f on f.id = c.file_id
    left join knowledge_collections k on k.id = f.collection_id
    where c.tenant_group = ${scope.tenantGroup} and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready'
      and ${scopeCondition(scope)}
      and c.search_vector @@ q.query
    order by score desc, c.id
    limit ${limit}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map((row) => ({
    chunkId: Number(row.id),
    fileId: String(row.file_id),
    filename: String(row.filename),
    collectionId: (row.collection_id as string | null) ?? null,
    unitKind: String(row.unit_kind),
    unitNumber: row.unit_number === null ? null : Number(row.unit_number),
    heading: String(row.heading),
    text: String(row.text),
    score: Number(row.score),
    language: (row.language as string | null) ?? null,
  }))
}
