// Failed sign-ins live in the database so that every server instance sees the same counts. Three
// counts, none of which an attacker can aim at someone else (decision 0029):
// - one account from one address: 10 failures in 15 minutes and that pair waits (429);
// - one account from anywhere: past 30 failures every further attempt waits a delay that doubles
//   with each failure, at most a minute, instead of a hard lock;
// - one address for any account: 100 failures and it waits, unless it is in a trusted network.
import { and, asc, count, eq, gte, inArray, lt, max, sql, type SQL } from 'drizzle-orm'
import type { Database } from './connect.ts'
import { signinFailures } from './schema.ts'

export const failureWindowMs = 15 * 60_000
export const maxFailuresPerPair = 10
export const accountSlowdownAfter = 30
export const maxAccountDelaySeconds = 60
export const maxFailuresPerAddress = 100

export type ThrottleScope = 'pair' | 'account' | 'address'

/** Seconds the next attempt of an account with `failures` recent failures waits after the latest one. */
export function accountDelaySeconds(failures: number): number {
  if (failures < accountSlowdownAfter) return 0
  return Math.min(maxAccountDelaySeconds, 2 ** Math.min(failures - accountSlowdownAfter, 30))
}

/** Seconds until `limit` failures matching `subject` no longer sit in the window, or 0. */
async function retryAfterLimit(db: Database, subject: SQL | undefined, since: Date, limit: number, now: Date): Promise<number> {
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
  return secondsUntil((oldestThatMustExpire?.at.getTime() ?? now.getTime()) + failureWindowMs, now)
}

async function retryAfterAccountDelay(db: Database, email: string, since: Date, now: Date): Promise<number> {
  const [row] = await db
    .select({ failures: count(), latest: max(signinFailures.at) })
    .from(signinFailures)
    .where(and(eq(signinFailures.email, email), gte(signinFailures.at, since)))
  const delay = accountDelaySeconds(row?.failures ?? 0)
  if (delay === 0 || !row?.latest) return 0
  const freeAt = new Date(row.latest).getTime() + delay * 1000
  return freeAt > now.getTime() ? secondsUntil(freeAt, now) : 0
}

const secondsUntil = (freeAt: number, now: Date) => Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000))

export interface SigninSubject {
  readonly email: string
  readonly clientIp: string
  /** False for addresses in SIGNIN_TRUSTED_NETWORKS: their failures still count for the pair and the account. */
  readonly limitAddress: boolean
}

async function throttleOf(db: Database, subject: SigninSubject, now: Date): Promise<{ scope: ThrottleScope; retryAfterSeconds: number } | undefined> {
  const since = new Date(now.getTime() - failureWindowMs)
  const { email, clientIp } = subject
  // One after the other: inside a transaction they share one connection, which runs one query at a time.
  const pair = await retryAfterLimit(db, and(eq(signinFailures.email, email), eq(signinFailures.clientIp, clientIp)), since, maxFailuresPerPair, now)
  const account = await retryAfterAccountDelay(db, email, since, now)
  const address = subject.limitAddress ? await retryAfterLimit(db, eq(signinFailures.clientIp, clientIp), since, maxFailuresPerAddress, now) : 0
  const waits = [
    { scope: 'pair' as const, retryAfterSeconds: pair },
    { scope: 'account' as const, retryAfterSeconds: account },
    { scope: 'address' as const, retryAfterSeconds: address },
  ].filter((wait) => wait.retryAfterSeconds > 0)
  return waits.sort((a, b) => b.retryAfterSeconds - a.retryAfterSeconds)[0]
}

/** Advisory-lock classes (arbitrary constants) for one account's and one address's attempts. */
const accountLockClass = 7_283_912
const addressLockClass = 7_283_913

export type SigninAttempt =
  | { readonly allowed: true; readonly reservationId: number }
  | { readonly allowed: false; readonly scope: ThrottleScope; readonly retryAfterSeconds: number }

/**
 * Checks the counts and, when an attempt is allowed, records it as a failure before the password is
 * verified, in one short transaction that holds the account's and then the address's advisory lock.
 * Parallel guesses (on any instance) therefore see each other's reservations: at most the limit of
 * them get through. The caller deletes the reservation when the password was right, or when it was
 * never verified; otherwise it stays as the recorded failure. No lock is held while hashing.
 */
export async function reserveSigninAttempt(db: Database, subject: SigninSubject, now: Date): Promise<SigninAttempt> {
  return db.transaction(async (tx) => {
    // Always account first, then address: two attempts never wait for each other in a cycle.
    await tx.execute(sql`select pg_advisory_xact_lock(${accountLockClass}::int, hashtext(${subject.email}))`)
    await tx.execute(sql`select pg_advisory_xact_lock(${addressLockClass}::int, hashtext(${subject.clientIp}))`)
    const throttle = await throttleOf(tx, subject, now)
    if (throttle) return { allowed: false, ...throttle }
    const [reservation] = await tx
      .insert(signinFailures)
      .values({ email: subject.email, clientIp: subject.clientIp, at: now })
      .returning({ id: signinFailures.id })
    return { allowed: true, reservationId: reservation!.id }
  })
}

/** Withdraws a reservation: the attempt succeeded or never reached the password check. */
export async function releaseSigninAttempt(db: Database, reservationId: number): Promise<void> {
  await db.delete(signinFailures).where(eq(signinFailures.id, reservationId))
}

/**
 * A successful sign-in clears the failures of its own pair only: what others tried from elsewhere
 * keeps counting against the account, and the address keeps its count.
 */
export async function clearPairFailures(db: Database, email: string, clientIp: string): Promise<void> {
  await db.delete(signinFailures).where(and(eq(signinFailures.email, email), eq(signinFailures.clientIp, clientIp)))
}

/** An administrator's unlock: every failure of the account, from every address, stops counting. */
export async function clearAccountFailures(db: Database, email: string): Promise<number> {
  const removed = await db.delete(signinFailures).where(eq(signinFailures.email, email)).returning({ id: signinFailures.id })
  return removed.length
}

export interface AccountThrottle {
  /** Failures in the window, from every address. */
  readonly failures: number
  /** When the last throttle on the account (any pair, or the account's delay) ends; null when none applies now. */
  readonly throttledUntil: Date | null
}

/** The throttle state of several accounts at once, for the user lists. Addresses' own limits are not the account's. */
export async function accountThrottles(db: Database, emails: readonly string[], now: Date): Promise<Map<string, AccountThrottle>> {
  const result = new Map<string, AccountThrottle>()
  if (emails.length === 0) return result
  const since = new Date(now.getTime() - failureWindowMs)
  const inWindow = and(inArray(signinFailures.email, [...emails]), gte(signinFailures.at, since))
  const accounts = await db
    .select({ email: signinFailures.email, failures: count(), latest: max(signinFailures.at) })
    .from(signinFailures)
    .where(inWindow)
    .groupBy(signinFailures.email)
  // A pair is throttled until its 10th newest failure leaves the window; the account until its last pair is free.
  const ranked = db
    .select({
      email: signinFailures.email,
      at: signinFailures.at,
      rank: sql<number>`row_number() over (partition by ${signinFailures.email}, ${signinFailures.clientIp} order by ${signinFailures.at} desc)`.as('rank'),
    })
    .from(signinFailures)
    .where(inWindow)
    .as('ranked')
  const pairs = await db
    .select({ email: ranked.email, lastToExpire: sql<string | Date>`max(${ranked.at})` })
    .from(ranked)
    .where(eq(ranked.rank, maxFailuresPerPair))
    .groupBy(ranked.email)
  const pairEnds = new Map(pairs.map((pair) => [pair.email, new Date(pair.lastToExpire).getTime() + failureWindowMs]))
  for (const account of accounts) {
    const delayEnd = account.latest ? new Date(account.latest).getTime() + accountDelaySeconds(account.failures) * 1000 : 0
    const end = Math.max(delayEnd, pairEnds.get(account.email) ?? 0)
    result.set(account.email, { failures: account.failures, throttledUntil: end > now.getTime() ? new Date(end) : null })
  }
  return result
}

/** Rows older than the window no longer count; removes them. */
export async function pruneSigninFailures(db: Database, now: Date): Promise<void> {
  await db.delete(signinFailures).where(lt(signinFailures.at, new Date(now.getTime() - failureWindowMs)))
}
