// The usage ledger: one row per model call (and per offline answer). Budgets and the settings page
// read this month's totals from it; cost is an estimate from the model's configured prices.
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiUsage } from '../db/ai-tables.ts'

export type UsageEntry = typeof aiUsage.$inferInsert

export async function recordUsage(db: Database, entry: UsageEntry): Promise<void> {
  await db.insert(aiUsage).values(entry)
}

/** The first instant of the current calendar month in UTC. */
export function startOfMonthUtc(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1))
}

/** Tokens (in + out), images and estimated cost of a tenant's calls this calendar month (UTC). */
export async function readMonthUsage(db: Database, tenantGroup: string, now: Date = new Date()): Promise<{ tokens: number; images: number; cost: number }> {
  const [row] = await db
    .select({
      tokens: sql<string>`coalesce(sum(${aiUsage.tokensIn} + ${aiUsage.tokensOut}), 0)`,
      images: sql<string>`coalesce(sum(${aiUsage.images}), 0)`,
      cost: sql<string>`coalesce(sum(${aiUsage.costEstimate}), 0)`,
    })
    .from(aiUsage)
    .where(and(eq(aiUsage.tenantGroup, tenantGroup), gte(aiUsage.at, startOfMonthUtc(now))))
  return { tokens: Number(row?.tokens ?? 0), images: Number(row?.images ?? 0), cost: Number(row?.cost ?? 0) }
}

export interface ModelPrices {
  priceInputPerMillion: number | null
  priceOutputPerMillion: number | null
}

export function estimateCost(prices: ModelPrices, inputTokens: number, outputTokens: number): number {
  return (inputTokens * (prices.priceInputPerMillion ?? 0) + outputTokens * (prices.priceOutputPerMillion ?? 0)) / 1_000_000
}

/** A rough count for calls the provider never reported usage for (aborted streams): ~4 characters a token. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4)
}
