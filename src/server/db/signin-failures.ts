// Failed sign-ins live in the database so that every server instance sees the same counts.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm'
import type { Database } from './connect.ts'
import { signinFailures } from './schema.ts'

export const failureWindowMs = 15 * 60_000
export const maxFailuresPerAccount = 10
export const maxFailuresPerAddress = 100

/** Seconds until a sign-in may be tried again, or 0 when it may be tried now. */
async function secondsUntilSigninAllowed(db: Database, email: string, clientIp: string, now: Date): Promise<number> {
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

/** Advisory-lock classes (arbitrary constants) for one account's and one address's attempts. */
const accountLockClass = 7_283_912
const addressLockClass = 7_283_913

export type SigninAttempt = { readonly allowed: true; readonly reservationId: number } | { readonly allowed: false; readonly retryAfterSeconds: number }

/**
 * Checks the counts and, when an attempt is allowed, records it as a failure before the password is
 * verified, in one short transaction that holds the account's and then the address's advisory lock.
 * Parallel guesses (on any instance) therefore see each other's reservations: at most the limit of
 * them get through. The caller deletes the reservation when the password was right, or when it was
 * never verified; otherwise it stays as the recorded failure. No lock is held while hashing.
 */
export async function reserveSigninAttempt(db: Database, email: string, clientIp: string, now: Date): Promise<SigninAttempt> {
  return db.transaction(async (tx) => {
    // Always account first, then address: two attempts never wait for each other in a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(${accountLockClass}::int, hashtext(${email}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLockClass}::int, hashtext(${clientIp}))`)
    const retryAfterSeconds = await secondsUntilSigninAllowed(tx, email, clientIp, now)
    if (retryAfterSeconds > 0) return { allowed: false, retryAfterSeconds }
    const [reservation] = await tx.insert(signinFailures).values({ email, clientIp, at: now }).returning({ id: signinFailures.id })
    return { allowed: true, reservationId: reservation!.id }
  })
}

/** Withdraws a reservation: the attempt succeeded or never reached the password check. */
export async function releaseSigninAttempt(db: Database, reservationId: number): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.id, reservationId))
}

/** A successful sign-in clears the account's count; the address count stays. */
export async function clearAccountFailures(db: Database, email: string): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.email, email))
}

/** Rows older than the window no longer count; removes them. */
export async function pruneSigninFailures(db: Database, now: Date): Promise<void> {
  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now.getTime() - failureWindowMs)))
}
