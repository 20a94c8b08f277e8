// An in-memory cache of what the embedded database says, emptied by the database's own notification
// (decisions 0013 and 0072). On PGlite this process is the only one that can write (the
// data-directory lock), and triggers raise a notification inside every transaction that changes what
// a cache keeps. PGlite delivers it before the writing query's promise resolves, so the cache is
// empty again before the writer's response leaves and the very next request reads the database. A
// lookup that started before a write is not kept (`generation`); a closed database answers nothing.
// PostgreSQL gets no such cache: other instances write there too, and their notifications arrive
// asynchronously.

export class NotifiedCache<V> {
  readonly #entries = new Map<string, V>()
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

  get(key: string): V | undefined {
    if (!this.#enabled || !this.#databaseOpen()) {
      this.clear()
      return undefined
    }
    return this.#entries.get(key)
  }

  set(key: string, entry: V, generation: number): void {
    if (!this.#enabled || generation !== this.#generation) return
    if (this.#entries.size >= this.#maxEntries) {
      // Maps keep insertion order: the oldest entry goes first.
      const oldest = this.#entries.keys().next().value
      if (oldest !== undefined) this.#entries.delete(oldest)
    }
    this.#entries.set(key, entry)
  }

  delete(key: string): void {
    this.#entries.delete(key)
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
