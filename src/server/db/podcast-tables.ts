// Tables of the podcast analyser beside the analysis engine's (issue 39, decisions 0096 and 0113).
// A transcription of an episode by the tenant's transcription model, asked for after the episode was
// stored (it was fetched while the tenant had no such model) or made while the feed was fetched: its
// state for the page, and its minutes and cost, which the usage ledger has no column for. The price
// per minute is the catalogue's (db/ai-model-prices-tables.ts; decision 0113, round 5 addendum).
import { bigint, doublePrecision, index, pgTable, text } from 'drizzle-orm/pg-core'
import { analysisItems } from './analysis-tables.ts'
import { tenantGroups, users } from './schema.ts'
import { utc } from './columns.ts'

/** The latest transcription of an episode (one row per episode; asking again overwrites it). */
export const podcastTranscriptions = pgTable(
  'podcast_transcriptions',
  {
    itemId: text('item_id')
      .primaryKey()
      .references(() => analysisItems.id, { onDelete: 'cascade' }),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    /** queued, running, done, failed */
    status: text('status').notNull(),
    /** Why it failed: an ai.*, analysisFetch.* or podcast.* code. */
    errorCode: text('error_code'),
    modelId: text('model_id'),
    modelLabel: text('model_label'),
    /** stored (the kept upload) or publisher (the enclosure fetched again). */
    audioFrom: text('audio_from'),
    /** Seconds of audio transcribed (the provider's durations summed over the parts). */
    seconds: doublePrecision('seconds'),
    /** EUR: minutes x the model's price per minute; null when the model has no price per minute. */
    cost: doublePrecision('cost'),
    jobId: bigint('job_id', { mode: 'number' }),
    requestedBy: text('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('podcast_transcriptions_tenant_idx').on(t.tenantGroup, t.status)],
)
