// On PostgreSQL, a connection of its own that LISTENs to the auth-change notifications (migration
// 0002: any change of a user, or a session's revocation, re-keying or removal, by any instance or by
// raw SQL) and empties this instance's session cache on each (decision 0032). The cache serves only
// while this connection is listening: when it drops, every lookup reads the database again until it
// is back and the cache has been emptied once more (notifications sent meanwhile are lost).
import pg from 'pg'
import { authChangedChannel } from './session-cache.ts'

const reconnectDelayMs = 1_000

export class AuthChangeListener {
  readonly #databaseUrl: string
  readonly #onChange: () => void
  readonly #onError: (error: Error) => void
  #client: pg.Client | null = null
  #listening = false
  #closed = false
  #retry: NodeJS.Timeout | null = null

  constructor(databaseUrl: string, onChange: () => void, onError: (error: Error) => void = () => {}) {
    this.#databaseUrl = databaseUrl
    this.#onChange = onChange
    this.#onError = onError
  }

  /** Whether every change committed from now on will reach `onChange`. */
  get listening(): boolean {
    return this.#listening && !this.#closed
  }

  /** Connects and listens; a failure is reported and retried in the background, never thrown. */
  async start(): Promise<void> {
    if (this.#closed) return
    const client = new pg.Client({ connectionString: this.#databaseUrl, connectionTimeoutMillis: 2_000, keepAlive: true })
    this.#client = client
    client.on('notification', () => this.#onChange())
    client.on('error', (error) => this.#lost(client, error))
    client.on('end', () => this.#lost(client, new Error('auth-change listener connection ended')))
    try {
      await client.connect()
      await client.query(`listen ${authChangedChannel}`)
      if (this.#client !== client || this.#closed) return
      // Whatever changed while nobody listened is unknown: start empty.
      this.#onChange()
      this.#listening = true
    } catch (error) {
      this.#lost(client, error as Error)
    }
  }

  #lost(client: pg.Client, error: Error): void {
    if (this.#client !== client) return
    this.#listening = false
    this.#client = null
    this.#onChange()
    client.end().catch(() => {})
    if (this.#closed) return
    this.#onError(error)
    this.#retry = setTimeout(() => void this.start(), reconnectDelayMs)
    this.#retry.unref()
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#listening = false
    if (this.#retry) clearTimeout(this.#retry)
    const client = this.#client
    this.#client = null
    if (client) await client.end().catch(() => {})
  }
}
