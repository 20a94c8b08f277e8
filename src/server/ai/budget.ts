// Budgets that hold (decision 0084). A model call reserves what it may spend before the provider is
// called, in one transaction with the budget check, under a lock per tenant, so calls side by side,
// in any process sharing the database, each see what the others hold; the call's ledger row and the
// end of its reservation are written together. A process that dies leaves its reservation until it
// expires; a call under way pushes the expiry forward.
import { randomInt } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiUsage } from '../db/ai-tables.ts'
import { aiBudgetReservations } from '../db/budget-tables.ts'
import { AiRefusal } from './errors.ts'
import { startOfMonthUtc, type UsageEntry } from './usage.ts'

/** Output tokens held (and asked of the provider as the call's maximum) when the caller names no limit. */
export const defaultMaxOutputTokens = 4096
/** A call that could write fewer tokens than this (or than its own maximum, if smaller) is refused. */
const smallestAnswerTokens = 256
/** How long a reservation outlives the last sign of its call. */
const reservationTtlSeconds = 300
const renewEveryMs = 60_000
/** The first key of the per-tenant advisory lock (the second is the tenant's hash). */
const budgetLockKey = 84
/** How long a call waits for the lock before it fails (the lock is held for three short statements). */
const lockWaitMs = 10_000

/** A tenant's limits as they apply: its own, never above the ceilings the parent group set. */
export const effectiveLimitsSql = (tenantGroup: string) => ({
  tokens: sql<
    number | null
  >`least((select monthly_token_budget from tenant_ai_settings where tenant_group = ${tenantGroup}), (select monthly_token_budget from tenant_ai_ceilings where tenant_group = ${tenantGroup}))`,
  images: sql<
    number | null
  >`least((select monthly_image_budget from tenant_ai_settings where tenant_group = ${tenantGroup}), (select monthly_image_budget from tenant_ai_ceilings where tenant_group = ${tenantGroup}))`,
})

/** The tenant's token and image budgets as they apply (null: none). */
export async function readEffectiveBudgets(
  db: Database,
  tenantGroup: string,
): Promise<{ tokens: number | null; images: number | null }> {
  const limits = effectiveLimitsSql(tenantGroup)
  const result = (await db.execute(
    sql`select ${limits.tokens} as tokens, ${limits.images} as images`,
  )) as unknown as {
    rows: { tokens: number | string | null; images: number | string | null }[]
  }
  const row = result.rows[0]!
  return {
    tokens: row.tokens === null ? null : Number(row.tokens),
    images: row.images === null ? null : Number(row.images),
  }
}

interface Standing {
  tokenBudget: number | null
  imageBudget: number | null
  /** Spent this month (the ledger) plus held now (live reservations). */
  tokens: number
  images: number
}

/** The tenant's budgets and what is spent and held against them, in one statement. */
export async function readBudgetStanding(
  db: Database,
  tenantGroup: string,
  now: Date = new Date(),
  options: { endExpired?: boolean } = {},
): Promise<Standing> {
  const limits = effectiveLimitsSql(tenantGroup)
  const month = startOfMonthUtc(now).toISOString()
  // Reservations of processes that died no longer count (expires_at); with endExpired they are also
  // deleted, in the same statement (only under the tenant's lock).
  const endExpired = options.endExpired
    ? sql`with ended as (delete from ai_budget_reservations where tenant_group = ${tenantGroup} and expires_at <= now()) `
    : sql``
  const result = (await db.execute(sql`
    ${endExpired}select ${limits.tokens} as token_budget, ${limits.images} as image_budget,
      coalesce((select sum(tokens_in + tokens_out) from ai_usage where tenant_group = ${tenantGroup} and at >= ${month}::timestamptz), 0)::float8
        + coalesce((select sum(tokens) from ai_budget_reservations where tenant_group = ${tenantGroup} and expires_at > now()), 0)::float8 as tokens,
      coalesce((select sum(images) from ai_usage where tenant_group = ${tenantGroup} and at >= ${month}::timestamptz), 0)::float8
        + coalesce((select sum(images) from ai_budget_reservations where tenant_group = ${tenantGroup} and expires_at > now()), 0)::float8 as images`)) as unknown as {
    rows: {
      token_budget: number | string | null
      image_budget: number | string | null
      tokens: number | string
      images: number | string
    }[]
  }
  const row = result.rows[0]!
  return {
    tokenBudget: row.token_budget === null ? null : Number(row.token_budget),
    imageBudget: row.image_budget === null ? null : Number(row.image_budget),
    tokens: Number(row.tokens),
    images: Number(row.images),
  }
}

export interface TokenReservation {
  id: number
  /** The most the call may write per step: what its caller asked, or less when the budget has less left. */
  maxOutputTokens: number
}

/**
 * Holds `promptTokens` and the call's output (its maximum, else defaultMaxOutputTokens, cut to what
 * the budget has left) for each of its steps. Null when the tenant has no token budget. Throws
 * AiRefusal('ai.budgetExceeded') when not even a short answer fits.
 */
export async function reserveTokens(
  db: Database,
  tenantGroup: string,
  call: { promptTokens: number; maxOutputTokens?: number; steps?: number },
): Promise<TokenReservation | null> {
  const steps = Math.max(1, call.steps ?? 1)
  const wanted = call.maxOutputTokens ?? defaultMaxOutputTokens
  return underTenantLock(db, tenantGroup, async (tx, standing) => {
    if (standing.tokenBudget === null) return null
    const roomPerStep = Math.floor((standing.tokenBudget - standing.tokens) / steps) - call.promptTokens
    if (roomPerStep < Math.min(wanted, smallestAnswerTokens)) throw new AiRefusal('ai.budgetExceeded')
    const maxOutputTokens = Math.min(wanted, roomPerStep)
    const id = await insertReservation(tx as unknown as Database, tenantGroup, {
      tokens: (call.promptTokens + maxOutputTokens) * steps,
    })
    return { id, maxOutputTokens }
  })
}

/** Holds `count` images. Null when the tenant has no image budget; throws AiRefusal('ai.imageBudgetExceeded') when they do not fit. */
export async function reserveImages(
  db: Database,
  tenantGroup: string,
  count: number,
): Promise<number | null> {
  return underTenantLock(db, tenantGroup, async (tx, standing) => {
    if (standing.imageBudget === null) return null
    if (standing.images + count > standing.imageBudget) throw new AiRefusal('ai.imageBudgetExceeded')
    return insertReservation(tx as unknown as Database, tenantGroup, { images: count })
  })
}

/** Writes the call's ledger row and ends its reservation (if any), in one statement. */
export async function recordUsageAndRelease(
  db: Database,
  entry: UsageEntry,
  reservationId: number | null,
): Promise<void> {
  if (reservationId === null) {
    await db.insert(aiUsage).values(entry)
    return
  }
  await db.execute(sql`
    with ended as (delete from ai_budget_reservations where id = ${reservationId})
    insert into ai_usage (tenant_group, user_id, tool, assistant_id, thread_id, tile_id, model_id, model_name, tokens_in, tokens_out,
                          images, latency_ms, first_token_ms, cost_estimate, outcome, error_code)
    values (${entry.tenantGroup}, ${entry.userId ?? null}, ${entry.tool}, ${entry.assistantId ?? null}, ${entry.threadId ?? null},
            ${entry.tileId ?? null}, ${entry.modelId ?? null}, ${entry.modelName}, ${entry.tokensIn ?? 0}::int, ${entry.tokensOut ?? 0}::int,
            ${entry.images ?? 0}::int, ${entry.latencyMs ?? 0}::int, ${entry.firstTokenMs ?? null}::int, ${entry.costEstimate ?? 0}::float8,
            ${entry.outcome}, ${entry.errorCode ?? null})`)
}

/** Keeps a reservation alive while its call runs; call the returned function when the call ends. */
export function holdReservation(db: Database, reservationId: number | null): () => void {
  if (reservationId === null) return () => {}
  const timer = setInterval(() => {
    // A failed renewal only lets the reservation expire sooner; the call's ledger row still counts.
    db.update(aiBudgetReservations)
      .set({ expiresAt: sql`now() + ${reservationTtlSeconds}::int * interval '1 second'` })
      .where(eq(aiBudgetReservations.id, reservationId))
      .catch(() => {})
  }, renewEveryMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * Runs `work` in a transaction holding the tenant's budget lock, with the standing read under it. The
 * lock is only tried: a transaction that waited for it would hold one of the pool's connections all
 * the while, and a burst of one tenant's answers would leave none for anybody else. A busy lock is
 * tried again after a short pause, without a connection, for up to lockWaitMs.
 */
async function underTenantLock<T>(
  db: Database,
  tenantGroup: string,
  work: (tx: Database, standing: Standing) => Promise<T>,
): Promise<T> {
  const busy = Symbol('busy')
  const started = performance.now()
  for (let attempt = 0; ; attempt++) {
    const outcome = await db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`select pg_try_advisory_xact_lock(${budgetLockKey}, hashtext(${tenantGroup})) as locked`,
      )) as unknown as { rows: { locked: boolean }[] }
      if (!locked.rows[0]?.locked) return busy
      const standing = await readBudgetStanding(tx as unknown as Database, tenantGroup, new Date(), {
        endExpired: true,
      })
      return { value: await work(tx as unknown as Database, standing) }
    })
    if (outcome !== busy) return outcome.value
    if (performance.now() - started > lockWaitMs)
      throw new Error(`the budget lock of ${tenantGroup} stayed busy for ${lockWaitMs} ms`)
    await new Promise((resolve) =>
      setTimeout(resolve, Math.min(40, 2 + attempt * 4) * (0.5 + randomInt(1000) / 1000)),
    )
  }
}

async function insertReservation(
  tx: Database,
  tenantGroup: string,
  held: { tokens?: number; images?: number },
): Promise<number> {
  const [row] = await tx
    .insert(aiBudgetReservations)
    .values({
      tenantGroup,
      tokens: held.tokens ?? 0,
      images: held.images ?? 0,
      expiresAt: sql`now() + ${reservationTtlSeconds}::int * interval '1 second'`,
    })
    .returning({ id: aiBudgetReservations.id })
  return row!.id
}
