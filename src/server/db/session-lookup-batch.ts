// Session lookups on PostgreSQL, batched: the lookups that arrive in one turn of the event loop go
// to the database as one query. Every request still reads the database after it arrived, so a
// revocation or a change of role committed before it (on any instance) applies to it; only the
// number of round trips and statements shrinks (docs/decisions/0014-batched-session-lookups.md).
import type pg from 'pg'
import type { SessionRow } from './sessions.ts'

/** Past this many distinct tokens a turn's lookups go out as several queries. */
const maxTokensPerQuery = 256

// Named, so each pooled connection parses and plans it once.
const findSessionsQuery = {
  name: 'tessera_find_sessions',
  text: `
  select s.token_hash as "tokenHash", row_to_json(found) as found from sessions s
  cross join lateral (
    select u.id, u.email, u.username, u.role, u.group_name as "group", u.features,
           u.disabled, u.created_at as "createdAt", u.updated_at as "updatedAt",
           s.last_used_at as "lastUsedAt", s.expires_at as "expiresAt"
    from users u where u.id = s.user_id and u.disabled = false
  ) found
  where s.token_hash = any($1::text[]) and s.revoked_at is null`,
}

interface Waiter {
  resolve(row: SessionRow | undefined): void
  reject(error: unknown): void
}

export class SessionLookupBatch {
  private pending = new Map<string, Waiter[]>()
  private scheduled = false

  private readonly pool: pg.Pool

  constructor(pool: pg.Pool) {
    this.pool = pool
  }

  /** The session row for a token hash, or undefined when there is no live one. */
  find(tokenHash: string): Promise<SessionRow | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.pending.get(tokenHash)
      if (waiters) waiters.push({ resolve, reject })
      else this.pending.set(tokenHash, [{ resolve, reject }])
      if (!this.scheduled) {
        this.scheduled = true
        // After the I/O callbacks of this turn: every request read in it joins the batch.
        setImmediate(() => this.flush())
      }
    })
  }

  private flush(): void {
    this.scheduled = false
    const batch = this.pending
    this.pending = new Map()
    const hashes = [...batch.keys()]
    for (let start = 0; start < hashes.length; start += maxTokensPerQuery) {
      void this.run(hashes.slice(start, start + maxTokensPerQuery), batch)
    }
  }

  private async run(hashes: string[], batch: Map<string, Waiter[]>): Promise<void> {
    try {
      const result = await this.pool.query<{ tokenHash: string; found: SessionRow }>({ ...findSessionsQuery, values: [hashes] })
      const found = new Map(result.rows.map((row) => [row.tokenHash, row.found]))
      for (const hash of hashes) for (const waiter of batch.get(hash)!) waiter.resolve(found.get(hash))
    } catch (error) {
      for (const hash of hashes) for (const waiter of batch.get(hash)!) waiter.reject(error)
    }
  }
}
