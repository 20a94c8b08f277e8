// The session cache of the embedded database (decision 0013). On PGlite this process is the only one
// that can write (the data-directory lock), and triggers on `users` and `sessions` raise a
// notification inside every transaction that changes who a token belongs to or what that user may
// do. PGlite delivers it before the writing query's promise resolves, so the cache is empty again
// before the writer's response leaves and the very next request reads the database. PostgreSQL gets
// no cache: other instances write there too, and their notifications arrive asynchronously.
import type { SessionUser } from './sessions.ts'

/** The channel the migration's triggers notify (0002_auth_change_notify.sql). */
export const authChangedChannel = 'tessera_auth_changed'

export interface CachedSession {
  readonly user: SessionUser
  lastUsedAt: number
  readonly expiresAt: number
}

export class SessionCache {
  readonly #entries = new Map<string, CachedSession>()
  #generation = 0
  #enabled = true

  /** Whether the database still answers; a closed database must give 503, never a cached 200. */
  readonly #databaseOpen: () => boolean
  readonly #maxEntries: number

  constructor(databaseOpen: () => boolean, maxEntries = 10_000) {
    this.#databaseOpen = databaseOpen
    this.#maxEntries = maxEntries
  }

  /** Read before a database lookup and handed back to `set`, so a lookup that raced a write is not kept. */
  get generation(): number {
    return this.#generation
  }

  get size(): number {
    return this.#entries.size
  }

  get(tokenHash: string): CachedSession | undefined {
    if (!this.#enabled || !this.#databaseOpen()) {
      this.clear()
      return undefined
    }
    return this.#entries.get(tokenHash)
  }

  set(tokenHash: string, entry: CachedSession, generation: number): void {
    if (!this.#enabled || generation !== this.#generation) return
    if (this.#entries.size >= this.#maxEntries) {
      // Maps keep insertion order: the oldest entry goes first.
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(tokenHash, entry)
  }

  delete(tokenHash: string): void {
    this.#entries.delete(tokenHash)
  }

  /** Forgets everything; lookups that started before now are not kept either. */
  clear(): void {
    this.#generation++
    this.#entries.clear()
  }

  /** For good: used when the database closes. */
  disable(): void {
    this.#enabled = false
    this.clear()
  }
}
