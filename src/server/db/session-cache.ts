// The session cache of the embedded database (decision 0013): a NotifiedCache (notified-cache.ts)
// that triggers on `users` and `sessions` empty whenever a transaction changes who a token belongs to
// or what that user may do. PostgreSQL gets none.
import { NotifiedCache } from './notified-cache.ts'
import type { SessionUser } from './sessions.ts'

/** The channel the migration's triggers notify (0002_auth_change_notify.sql). */
export const authChangedChannel = 'tessera_auth_changed'

export interface CachedSession {
  readonly user: SessionUser
  lastUsedAt: number
  readonly expiresAt: number
}

/** Looked-up sessions by the token's SHA-256 (never the password hash). */
export class SessionCache extends NotifiedCache<CachedSession> {}
