// The rows of a passage query: the columns every retrieval selects, which chunks a scope reaches, and a
// row as a Passage. Shared by full-text, product and vector retrieval (retrieve.ts, nearest-passages.ts).
import { sql, type SQL } from 'drizzle-orm'
import type { Passage, SourceScope } from './retrieve.ts'

/** Which files the scope reaches, as a condition on `f` (knowledge_files) and `k` (its collection). */
export function scopeCondition(scope: SourceScope): SQL {
  const parts: SQL[] = []
  const internalOk = scope.includeInternal ? sql`true` : sql`k.internal = false`
  if (scope.collections === 'internal') {
    if (scope.includeInternal) parts.push(sql`(f.collection_id is not null and k.internal = true)`)
  } else if (scope.collections === 'all') {
    parts.push(sql`(f.collection_id is not null and ${internalOk})`)
  } else if (Array.isArray(scope.collections) && scope.collections.length > 0) {
    const ids = sql.join(
      scope.collections.map((id) => sql`${id}`),
      sql`, `,
    )
    parts.push(sql`(f.collection_id in (${ids}) and ${internalOk})`)
  }
  if (scope.threadId) parts.push(sql`f.thread_id = ${scope.threadId}`)
  if (scope.assistantId) parts.push(sql`f.assistant_id = ${scope.assistantId}`)
  return parts.length === 0 ? sql`false` : sql`(${sql.join(parts, sql` or `)})`
}

export const passageColumns = sql`c.id, c.file_id, f.filename, f.collection_id, c.unit_kind, c.unit_number, c.heading, c.text, f.language`

/** Ready files of the tenant that the scope reaches; `c` is the chunk, `f` its file, `k` its collection. */
export const inScope = (scope: SourceScope) =>
  sql`c.tenant_group = ${scope.tenantGroup} and f.tenant_group = ${scope.tenantGroup} and f.status = 'ready' and ${scopeCondition(scope)}`

export function toPassage(row: Record<string, unknown>): Passage {
  return {
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
  }
}
