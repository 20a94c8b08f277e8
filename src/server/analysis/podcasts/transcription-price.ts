// A tenant's price per minute of a transcription model (decision 0113): the model catalogue prices
// tokens and images only, and ai-tables.ts does not grow, so the podcast room keeps it. Null: no price
// (the minutes are still counted; no cost is shown as known).
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { podcastTranscriptionPrices } from '../../db/podcast-tables.ts'

export async function transcriptionPrice(
  db: Database,
  tenantGroup: string,
  modelId: string,
): Promise<number | null> {
  const [row] = await db
    .select({ price: podcastTranscriptionPrices.pricePerMinute })
    .from(podcastTranscriptionPrices)
    .where(
      and(
        eq(podcastTranscriptionPrices.tenantGroup, tenantGroup),
        eq(podcastTranscriptionPrices.modelId, modelId),
      ),
    )
  return row?.price ?? null
}

/** Sets (or with null removes) the price; transcriptions already made keep the cost they had. */
export async function setTranscriptionPrice(
  db: Database,
  input: { tenantGroup: string; modelId: string; pricePerMinute: number | null; userId: string },
): Promise<void> {
  const key = and(
    eq(podcastTranscriptionPrices.tenantGroup, input.tenantGroup),
    eq(podcastTranscriptionPrices.modelId, input.modelId),
  )
  if (input.pricePerMinute === null) {
    await db.delete(podcastTranscriptionPrices).where(key)
    return
  }
  const values = { pricePerMinute: input.pricePerMinute, updatedBy: input.userId, updatedAt: new Date() }
  await db
    .insert(podcastTranscriptionPrices)
    .values({ tenantGroup: input.tenantGroup, modelId: input.modelId, ...values })
    .onConflictDoUpdate({
      target: [podcastTranscriptionPrices.tenantGroup, podcastTranscriptionPrices.modelId],
      set: values,
    })
}

/** EUR for the seconds at the price; null without a price. */
export function transcriptionCost(seconds: number, pricePerMinute: number | null): number | null {
  return pricePerMinute === null ? null : Math.round((seconds / 60) * pricePerMinute * 1e6) / 1e6
}
