// A per-user limit of so many acts a minute (chat sends, tile runs), counted from rows the database
// already keeps, so every server process counts the same. Each caller reads its own rows; the window,
// the setting's parsing and the 429 with Retry-After are shared here.
import { HttpError } from './http-error.ts'

export const perMinuteWindowMs = 60_000

/** A per-minute setting, checked once at start: a positive whole number, `fallback` when unset. */
export function perMinuteFrom(env: NodeJS.ProcessEnv, name: string, fallback = 20): number {
  const raw = env[name]
  if (raw === undefined || raw === '') return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a positive whole number, not "${raw}"`)
  return value
}

/** Where a caller's count starts: one window before now. */
export const windowStart = (now: Date) => new Date(now.getTime() - perMinuteWindowMs)

/**
 * 429 with Retry-After (when the oldest act leaves the window) once `recent` — the times of the
 * user's acts since windowStart, oldest first, at most `perMinute` of them — is full.
 */
export function refuseWhenFull(recent: readonly Date[], perMinute: number, now: Date, refusal: { code: string; message: (retryAfterSeconds: number) => string }): void {
  if (recent.length < perMinute) return
  const retryAfterSeconds = Math.max(1, Math.ceil((recent[0]!.getTime() + perMinuteWindowMs - now.getTime()) / 1000))
  throw new HttpError(429, refusal.message(retryAfterSeconds), { code: refusal.code, retryAfterSeconds })
}
