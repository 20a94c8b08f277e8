// Passages for a question (the chat's sources): only ready files of the caller's tenant, only the
// sources the scope names, ranked by full-text cover density. The question is parsed in each language
// a document may be indexed in (german, french, english), so a German question finds a German
// document's inflected forms.
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

const configs = ['german', 'french', 'english'] as const

/**
 * The question's content words: a word any of the three languages treats as a stop word ("die",
 * "the", "les") is dropped, so a question in one language does not match every document of another
 * through its small words.
 */
export async function contentWords(db: Database, query: string): Promise<string[]> {
  const words = [...new Set(query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, 32)
  if (words.length === 0) return []
  const kept = (await db.execute(sql`
    select w from unnest(array[${sql.join(words.map((word) => sql`${word}`), sql`, `)}]::text[]) as w
    where ${sql.join(configs.map((config) => sql`numnode(plainto_tsquery(${config}::regconfig, w)) > 0`), sql` and `)}`)) as unknown as { rows: { w: string }[] }
  return kept.rows.map((row) => row.w)
}

/** All words, stemmed in any one of the languages documents are indexed in. */
function allWordsQuery(words: readonly string[]): SQL {
  const text = words.join(' ')
  return sql.join(configs.map((config) => sql`plainto_tsquery(${config}::regconfig, ${text})`), sql` || `)
}

/** Any of the words, in any of the languages. */
function anyWordQuery(words: readonly string[]): SQL {
  return sql.join(words.flatMap((word) => configs.map((config) => sql`plainto_tsquery(${config}::regconfig, ${word})`)), sql` || `)
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

/** How many of the words a chunk holds (each in any of the languages). */
function wordsHeld(words: readonly string[]): SQL {
  return sql.join(
    words.map((word) => sql`(c.search_vector @@ (${anyWordQuery([word])}))::int`),
    sql` + `,
  )
}

/**
 * Passages with every content word first; when those are fewer than asked for, passages with any of
 * them fill up the list (ranked lower), so a long question still finds the page that answers part of it.
 * Those are ordered by how many of the words they hold before their rank: a short passage that
 * repeats the product name must not come before the one that also holds "Tageshöchstdosis".
 */
export async function retrievePassages(db: Database, scope: SourceScope, query: string, options: { limit?: number } = {}): Promise<Passage[]> {
  const limit = Math.min(Math.max(options.limit ?? 8, 1), 50)
  const words = await contentWords(db, query)
  if (words.length === 0) return []
  const passages = await rankedPassages(db, scope, allWordsQuery(words), limit)
  if (passages.length < limit && words.length > 1) {
    const seen = new Set(passages.map((passage) => passage.chunkId))
    for (const passage of await rankedPassages(db, scope, anyWordQuery(words), limit, wordsHeld(words))) {
      if (passages.length >= limit) break
      if (!seen.has(passage.chunkId)) passages.push(passage)
    }
  }
  return passages
}

async function rankedPassages(db: Database, scope: SourceScope, tsquery: SQL, limit: number, firstBy?: SQL): Promise<Passage[]> {
  const result = (await db.execute(sql`
    with q as (select (${tsquery}) as query)
    select c.id, c.file_id, f.filename, f.collection_id, c.unit_kind, c.unit_number, c.heading, c.text, f.language,
           ts_rank_cd(c.search_vector, q.query) as score
    from q, knowledge_chunks c
    join knowledge_files f on f.id = c.file_id
    left join knowledge_collections k on k.id = f.collection_id
    where c.tenant_group = ${scope.tenantGroup} and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready'
      and ${scopeCondition(scope)}
      and c.search_vector @@ q.query
    order by ${firstBy ? sql`${firstBy} desc, ` : sql``}score desc, c.id
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
