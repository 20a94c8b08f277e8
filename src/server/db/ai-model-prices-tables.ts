// Prices of the model catalogue that ai_models has no column for (ai-tables.ts does not grow): the
// price per minute of audio of a transcription model, set by the ROOT of PARENT beside the token
// prices (decision 0113, addendum of round 5). The gateway's transcribeAudio() reads it for each
// part's ledger row, so every tenant's transcriptions count at the parent's price.
import { doublePrecision, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { aiModels } from './ai-tables.ts'
import { users } from './schema.ts'

/** One price per transcription model (EUR per minute of audio); no row: the model has no price. */
export const aiModelMinutePrices = pgTable('ai_model_minute_prices', {
  modelId: text('model_id')
    .primaryKey()
    .references(() => aiModels.id, { onDelete: 'cascade' }),
  pricePerMinute: doublePrecision('price_per_minute').notNull(),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
})
