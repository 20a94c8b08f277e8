// A run's items handed to its workers one at a time, read from the database in chunks (decision 0111):
// two statements per chunk instead of two per item. One chunk is read at a time; a worker finding the
// feed empty waits for the chunk under way or starts the next.
import type { Database } from '../../db/connect.ts'
import { loadItemsForModel, type RunItem } from './run-items.ts'

/** Items read per chunk. */
export const itemChunk = 25

/** The next item id with its item (null: deleted since the run started), or undefined when all were handed out. */
export type TakeItem = () => Promise<{ id: string; item: RunItem | null } | undefined>

export function itemFeed(
  db: Database,
  scope: { tenantGroup: string; tool: string },
  itemIds: readonly string[],
  chunk = itemChunk,
): TakeItem {
  let next = 0
  const ready: { id: string; item: RunItem | null }[] = []
  let loading: Promise<void> | null = null
  const load = async () => {
    const ids = itemIds.slice(next, next + chunk)
    next += ids.length
    const loaded = await loadItemsForModel(db, scope, ids)
    for (const id of ids) ready.push({ id, item: loaded.get(id) ?? null })
  }
  return async () => {
    while (ready.length === 0) {
      if (loading === null) {
        if (next >= itemIds.length) return undefined
        loading = load().finally(() => {
          loading = null
        })
      }
      await loading
    }
    return ready.shift()
  }
}
