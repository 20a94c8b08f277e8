// A new data-pool collection is offered to every assistant of the tenant whose source mode reads the
// data pool (issue 37, decision 0088). Assistants not narrowed to collections read it already (all:
// every collection; internal: the internal ones); those narrowed to a list get it added to the list,
// so "upload to the data pool, then ask" holds for them too. An admin who wants it kept out takes it
// off in the assistant's form. Runs in the transaction that creates the collection.
import { sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'

export async function offerCollectionToAssistants(
  db: Database,
  tenantGroup: string,
  collection: { id: string; internal: boolean },
  now: Date,
): Promise<void> {
  const id = sql`jsonb_build_array(${collection.id}::text)`
  await db.execute(sql`
    update assistants a set collection_ids = a.collection_ids || ${id}, updated_at = ${now.toISOString()}::timestamptz
    from assistant_versions v
    where v.assistant_id = a.id and v.version = a.current_version and a.tenant_group = ${tenantGroup} and a.deleted_at is null
      and jsonb_array_length(a.collection_ids) > 0 and not a.collection_ids @> ${id}
      and (v.source_mode = 'all' or (v.source_mode = 'internal' and ${collection.internal}))`)
}
