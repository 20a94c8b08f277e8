// Failed sign-ins live in the database so that every server instance sees the same counts.
import { and, asc, count, eq, gte, lt } from 'drizzle-orm'
import type { Database } from './connect.ts'
import { signinFailures } from './schema.ts'

export const failureWindowMs = 15 * 60_000
export const maxFailuresPerAccount = 10
export const maxFailuresPerAddress = 100

/** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
export async function secondsUntilSigninAllowed(db: Database, email: string, clientIp: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - failureWindowMs)
  const [byAccount, byAddress] = await Promise.all([
    retryAfter(db, eq(signinFailures.email, email), since, maxFailuresPerAccount, now),
    retryAfter(db, eq(signinFailures.clientIp, clientIp), since, maxFailuresPerAddress, now),
  ])
  return Math.max(byAccount, byAddress)
}

async function retryAfter(db: Database, subject: ReturnType<typeof eq>, since: Date, limit: number, now: Date): Promise<number> {
  const where = and(subject, gte(signinFailures.at, since))
  const [total] = await db.select({ value: count() }).from(signinFailures).where(where)
  const failures = total?.value ?? 0
  if (failures < limit) return 0
  // Allowed again once enough of the failures in the window have aged out of it.
  const [oldestThatMustExpire] = await db
    .select({ at: signinFailures.at })
    .from(signinFailures)
    .where(where)
    .orderBy(asc(signinFailures.at))
    .offset(failures - limit)
    .limit(1)
  const freeAt = (oldestThatMustExpire?.at.getTime() ?? now.getTime()) + failureWindowMs
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))
}

export async function recordSigninFailure(db: Database, email: string, clientIp: string, now: Date): Promise<void> {
  await db.insert(signinFailures).values({ email, clientIp, at: now })
}

/** A successful sign-in clears the account's count; the address count stays. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.email, email))
}

/** Rows older than the window no longer count; removes them. */
export async function pruneSigninFailures(db: Database, now: Date): Promise<void> {
  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now.getTime() - failureWindowMs)))
}
