// The cache of resolved AI configuration on the embedded database (decision 0072): which model
// answers a tenant, with its provider, allowance and budget, and the tenant's embeddings model. Every
// answer, tile run and title reads them first, and on PGlite each read is a statement of the one
// in-process connection, one after another with every other request's. As with the session cache
// (decision 0013), this process is PGlite's only writer, and migration 0025's triggers raise a
// notification inside every transaction that changes a model, a provider, a tenant's allow-list or
// its AI settings; PGlite delivers it before the writing statement's promise resolves, so the cache
// is empty before the writer answers. PostgreSQL gets no cache: other instances write there too.
// What changes on its own (the month's usage against the budget) is never cached.
import type { Database } from './connect.ts'
import { NotifiedCache } from './notified-cache.ts'

/** The channel the migration's triggers notify (0025_ai_config_notify.sql). */
export const aiConfigChangedChannel = 'tessera_ai_config_changed'

export class AiConfigCache extends NotifiedCache<{ readonly value: unknown }> {
  /** The cached value of `key`, or `load()`'s, kept unless the configuration changed while it loaded. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.get(key)
    if (hit) return hit.value as T
    const generation = this.generation
    const value = await load()
    this.set(key, { value }, generation)
    return value
  }
}

const caches = new WeakMap<Database, AiConfigCache>()

/** Called once by openDatabase for PGlite. */
export function attachAiConfigCache(db: Database, cache: AiConfigCache): void {
  caches.set(db, cache)
}

/** The database's cache: PGlite only. */
export function aiConfigCacheOf(db: Database): AiConfigCache | undefined {
  return caches.get(db)
}

/**
 * `load()` through the database's cache when it has one (PGlite), else `load()` itself. A transaction's
 * handle is another object and never has one, so what a transaction reads is always its own.
 */
export function readAiConfig<T>(db: Database, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(db)
  return cache ? cache.read(key, load) : load()
}
