// Passages spread over the scope's documents (decision 0048), for tools that need an overview.
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { inScope, passageColumns, toPassage } from './passage-rows.ts'
import type { Passage, SourceScope } from './retrieve.ts'

/**
 * Passages spread over the scope's documents, for a tool that needs an overview rather than an
 * answer (the FAQ's questions, decision 0048): up to `limit`, taken round-robin over the files (each
 * file's passages in order), so every document is represented. `excludeFileIds` leaves files out
 * (the FAQ document itself).
 */
export async function samplePassages(
  db: Database,
  scope: SourceScope,
  limit: number,
  excludeFileIds: readonly string[] = [],
): Promise<Passage[]> {
  const excluded =
    excludeFileIds.length === 0
      ? sql`true`
      : sql`f.id not in (${sql.join(
          excludeFileIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
  const result = (await db.execute(sql`
    select * from (
      select ${passageColumns}, 0 as score,
        row_number() over (partition by c.file_id order by c.ordinal) as nth
      from knowledge_chunks c
      join knowledge_files f on f.id = c.file_id
      left join knowledge_collections k on k.id = f.collection_id
      where ${inScope(scope)} and ${excluded}) s
    where s.nth <= ${Math.max(1, limit)}
    order by s.nth, s.filename, s.file_id
    limit ${Math.max(1, limit)}`)) as unknown as { rows: Record<string, unknown>[] }
  return result.rows.map(toPassage)
}
