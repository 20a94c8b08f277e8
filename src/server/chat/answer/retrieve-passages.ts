// Stand-in for the knowledge room's retrievePassages (src/server/knowledge/retrieve.ts, not on main
// yet), with its signature: full-text search over the tenant's ready chunks in scope. Any query
// term may match (terms are OR-ed), ranked by ts_rank; the chat switches to the knowledge room's
// hybrid ranking by changing one import.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { textSearchConfigFor } from '../text-search-config.ts'

export interface PassageScope {
  readonly tenantGroup: string
  readonly collections: 'none' | 'internal' | 'all' | string[]
  readonly threadId: string | null
  readonly assistantId: string | null
  readonly includeInternal: boolean
}

export interface Passage {
  readonly chunkId: number
  readonly fileId: string
  readonly filename: string
  readonly collectionId: string | null
  readonly unitKind: string
  readonly unitNumber: number | null
  readonly heading: string
  readonly text: string
  readonly score: number
  readonly language: string | null
}

export async function retrievePassages(db: Database, scope: PassageScope, query: string, { limit }: { limit: number }): Promise<Passage[]> {
  const config = textSearchConfigFor(scope.tenantGroup)
  const inCollections =
    scope.collections === 'none'
      ? sql`false`
      : scope.collections === 'internal'
        ? sql`k.internal`
        : scope.collections === 'all'
          ? sql`true`
          : scope.collections.length === 0
            ? sql`false`
            : sql`f.collection_id in (${sql.join(scope.collections.map((id) => sql`${id}`), sql`, `)})`
  // External chatbots never see internal collections, whatever the collection list says.
  const internalGate = scope.includeInternal ? sql`true` : sql`not k.internal`
  const result = (await db.execute(sql`
    with q as (
      select nullif(replace(plainto_tsquery(${config}::regconfig, ${query})::text, '&', '|'), '')::tsquery as query
    )
    select c.id as "chunkId", f.id as "fileId", f.filename, f.collection_id as "collectionId", c.unit_kind as "unitKind",
           c.unit_number as "unitNumber", c.heading, c.text, ts_rank(c.search_vector, q.query) as score, f.language
    from q, knowledge_chunks c
    join knowledge_files f on f.id = c.file_id and f.tenant_group = c.tenant_group
    left join knowledge_collections k on k.id = f.collection_id and k.tenant_group = f.tenant_group
    where c.tenant_group = ${scope.tenantGroup}
      and f.status = 'ready'
      and q.query is not null
      and c.search_vector @@ q.query
      and (
        (f.thread_id is not null and f.thread_id = ${scope.threadId})
        or (f.assistant_id is not null and f.assistant_id = ${scope.assistantId})
        or (k.id is not null and ${inCollections} and ${internalGate})
      )
    order by score desc, c.id
    limit ${limit}
  `)) as unknown as { rows: Passage[] }
  return result.rows.map((row) => ({ ...row, chunkId: Number(row.chunkId), score: Number(row.score) }))
}
