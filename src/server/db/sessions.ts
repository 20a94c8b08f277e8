// Bearer sessions. A token is 256 bits from the CSPRNG; only its SHA-256 is stored, so a copy of
// the database does not let anyone sign in.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull, lt, ne } from 'drizzle-orm'
import pg from 'pg'
import type { Database } from './connect.ts'
import { sessions } from './schema.ts'
import type { CachedSession, SessionCache } from './session-cache.ts'
import { SessionLookupBatch } from './session-lookup-batch.ts'
import type { UserRow } from './users.ts'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url')

export interface SessionLifetime {
  idleMinutes: number
  maxHours: number
}

/** Starts a session and returns the token to hand to the client (shown once, never stored). */
export async function createSession(db: Database, userId: string, now: Date, lifetime: SessionLifetime): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + lifetime.maxHours * 3_600_000),
  })
  return token
}

// Writing last_used_at on every request would double the work of a lookup; a minute of slack on
// the idle timeout is the trade.
const touchAfterMs = 60_000

/** The user behind a session, without the password hash (which stays in the database). */
export type SessionUser = Omit<UserRow, 'passwordHash'>

/**
 * The enabled user behind a live token, or undefined for a missing, expired or revoked one. With a
 * cache (PGlite only, see session-cache.ts) a repeated lookup costs no query.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
  lifetime: SessionLifetime,
  cache?: SessionCache | null,
): Promise<{ user: SessionUser; tokenHash: string } | undefined> {
  const tokenHash = hashToken(token)
  const at = now.getTime()
  const cached = cache?.get(tokenHash)
  if (cached) {
    if (!isLive(cached, at, lifetime)) {
      cache!.delete(tokenHash)
      return undefined
    }
    if (at - cached.lastUsedAt > touchAfterMs) {
      cached.lastUsedAt = at
      await touch(db, tokenHash, now)
    }
    return { user: cached.user, tokenHash }
  }
  const generation = cache?.generation ?? 0
  const raw = await querySessionRow(db, tokenHash)
  if (!raw) return undefined
  const row: SessionRow = typeof raw === 'string' ? JSON.parse(raw) : raw
  const { lastUsedAt, expiresAt, ...rest } = row
  const entry: CachedSession = {
    user: { ...rest, createdAt: new Date(rest.createdAt), updatedAt: new Date(rest.updatedAt) },
    lastUsedAt: new Date(lastUsedAt).getTime(),
    expiresAt: new Date(expiresAt).getTime(),
  }
  if (!isLive(entry, at, lifetime)) return undefined
  if (at - entry.lastUsedAt > touchAfterMs) {
    entry.lastUsedAt = at
    await touch(db, tokenHash, now)
  }
  cache?.set(tokenHash, entry, generation)
  return { user: entry.user, tokenHash }
}

// One row as one JSON value: on PGlite this is several times faster than a many-column join result.
const findSessionText = `
  select row_to_json(found) as found from (
    select u.id, u.email, u.username, u.role, u.group_name as "group", u.features,
           u.disabled, u.created_at as "createdAt", u.updated_at as "updatedAt",
           s.last_used_at as "lastUsedAt", s.expires_at as "expiresAt"
    from sessions s join users u on u.id = s.user_id
    where s.token_hash = $1 and s.revoked_at is null and u.disabled = false
  ) found`

interface SessionQueryClient {
  query(text: string, values: unknown[]): Promise<{ rows: Array<{ found: SessionRow | string }> }>
}

/**
 * The lookup behind every authenticated request without a cache. On PostgreSQL concurrent lookups
 * are batched (session-lookup-batch.ts); PGlite, one in-process connection, gets the plain text.
 */
function querySessionRow(db: Database, tokenHash: string): Promise<SessionRow | string | undefined> {
  const client = (db as unknown as { $client: SessionQueryClient }).$client
  if (client instanceof pg.Pool) return batchFor(client).find(tokenHash)
  return client.query(findSessionText, [tokenHash]).then((result) => result.rows[0]?.found)
}

const batches = new WeakMap<pg.Pool, SessionLookupBatch>()
function batchFor(pool: pg.Pool): SessionLookupBatch {
  let batch = batches.get(pool)
  if (!batch) {
    batch = new SessionLookupBatch(pool)
    batches.set(pool, batch)
  }
  return batch
}

function isLive(session: CachedSession, at: number, lifetime: SessionLifetime): boolean {
  return at < session.expiresAt && at < session.lastUsedAt + lifetime.idleMinutes * 60_000
}

// Only last_used_at changes, which the auth-change triggers ignore, so the cache survives it.
async function touch(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.tokenHash, tokenHash))
}

export type SessionRow = Omit<SessionUser, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string; lastUsedAt: string; expiresAt: string }

export async function revokeSession(db: Database, tokenHash: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)))
}

/** Revokes every session of a user (password change, disabling), optionally keeping the caller's own. */
export async function revokeUserSessions(db: Database, userId: string, now: Date, keepTokenHash?: string): Promise<void> {
  const keep = keepTokenHash ? ne(sessions.tokenHash, keepTokenHash) : undefined
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
}

/** Sessions past their absolute lifetime can never be used again; removes them. */
export async function pruneExpiredSessions(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
}
