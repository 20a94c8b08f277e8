// The catalogue's price per minute of a transcription model (decision 0113, round 5 addendum): set by
// the ROOT of PARENT with the model's token prices, read by the gateway for each transcription's ledger
// row. Kept in db/ai-model-prices-tables.ts because ai-tables.ts does not grow.
import { eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiModelMinutePrices } from '../db/ai-model-prices-tables.ts'
import { fieldError, fieldErrors } from '../lib/http-error.ts'

/** EUR per minute; a minute of the dearest speech-to-text service costs cents, so 100 is far above any. */
export const maxPricePerMinute = 100

/** The model's price per minute (EUR), or null when the catalogue has none. */
export async function minutePriceOf(db: Pick<Database, 'select'>, modelId: string): Promise<number | null> {
  const [row] = await db
    .select({ price: aiModelMinutePrices.pricePerMinute })
    .from(aiModelMinutePrices)
    .where(eq(aiModelMinutePrices.modelId, modelId))
  return row?.price ?? null
}

/** The prices of several models at once (the catalogue list), by model id. */
export async function minutePricesOf(db: Database, modelIds: string[]): Promise<Map<string, number>> {
  if (modelIds.length === 0) return new Map()
  const rows = await db
    .select({ modelId: aiModelMinutePrices.modelId, price: aiModelMinutePrices.pricePerMinute })
    .from(aiModelMinutePrices)
    .where(inArray(aiModelMinutePrices.modelId, modelIds))
  return new Map(rows.map((row) => [row.modelId, row.price]))
}

/**
 * 400 ai.minutePriceInvalid outside 0..maxPricePerMinute, 400 ai.minutePriceNeedsTranscription for a
 * model that does not transcribe; a model without that capability has no price (null is always fine).
 */
export function assertMinutePrice(price: number | null | undefined, capabilities: readonly string[]): void {
  if (price === undefined || price === null) return
  if (!Number.isFinite(price) || price < 0 || price > maxPricePerMinute)
    throw fieldErrors({
      pricePerMinute: fieldError(
        'ai.minutePriceInvalid',
        `The price per minute must be between 0 and ${maxPricePerMinute}`,
        { max: maxPricePerMinute },
      ),
    })
  if (!capabilities.includes('transcription'))
    throw fieldErrors({
      pricePerMinute: fieldError(
        'ai.minutePriceNeedsTranscription',
        'Only a model with the capability transcription has a price per minute',
      ),
    })
}

/**
 * Stores the price (null removes it) in the caller's transaction; a model that no longer transcribes
 * loses its price. Transcriptions already made keep the cost they were counted at.
 */
export async function writeMinutePrice(
  tx: Pick<Database, 'insert' | 'delete'>,
  input: { modelId: string; pricePerMinute: number | null; capabilities: readonly string[]; userId: string },
): Promise<void> {
  if (input.pricePerMinute === null || !input.capabilities.includes('transcription')) {
    await tx.delete(aiModelMinutePrices).where(eq(aiModelMinutePrices.modelId, input.modelId))
    return
  }
  const values = { pricePerMinute: input.pricePerMinute, updatedBy: input.userId, updatedAt: new Date() }
  await tx
    .insert(aiModelMinutePrices)
    .values({ modelId: input.modelId, ...values })
    .onConflictDoUpdate({ target: aiModelMinutePrices.modelId, set: values })
}

/** EUR for the seconds at the price, to the millionth; null without a price. */
export function transcriptionCost(seconds: number, pricePerMinute: number | null): number | null {
  return pricePerMinute === null ? null : Math.round((seconds / 60) * pricePerMinute * 1e6) / 1e6
}
