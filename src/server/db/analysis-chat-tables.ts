// Chat messages as a source of the analysis engine (issue 39, decision 0114): a tenant's opt-in, which of
// its chatbot routes count as consumer-facing, and one row per chat message taken in (the pseudonymous
// thread reference a PV follow-up resolves). Kept beside analysis-tables.ts, which is long enough.
import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { chatThreads } from './ai-tables.ts'
import { analysisItems } from './analysis-tables.ts'
import { users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

/** Per tenant and tool: whether user messages of the chosen chatbot routes become items. Off when absent. */
export const analysisChatSettings = pgTable(
  'analysis_chat_settings',
  {
    tenantGroup: tenantColumn(),
    /** medicheck */
    tool: text('tool').notNull(),
    /** Set by the opt-in; null while off. Messages before it are never taken. */
    enabledAt: utc('enabled_at'),
    /** The chosen routes, each with the time it was chosen: a route's messages count from then on. */
    routes: jsonb('routes').$type<Record<string, string>>().notNull().default({}),
    /** The start of the last intake: the next one looks at threads active since shortly before. */
    scannedTo: utc('scanned_to'),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantGroup, t.tool] })],
)

/**
 * One chat message taken in: which item it became (the same text twice is one item) and the thread's
 * pseudonymous reference. The thread link goes when the thread goes (its reference then resolves to
 * nothing); the item stays. The row outlives both: a message is taken once.
 */
export const analysisChatMessages = pgTable(
  'analysis_chat_messages',
  {
    messageId: text('message_id').notNull(),
    /** The SHA-256 of the text taken (an edited message is taken again with its new text). */
    contentHash: text('content_hash').notNull(),
    tenantGroup: tenantColumn(),
    tool: text('tool').notNull(),
    /** Null once an admin deleted the item: the row stays, so the message is not taken again. */
    itemId: text('item_id').references(() => analysisItems.id, { onDelete: 'set null' }),
    threadId: text('thread_id').references(() => chatThreads.id, { onDelete: 'set null' }),
    /** Random, the same for every message of a thread: what an item shows instead of a person. */
    threadRef: text('thread_ref').notNull(),
    route: text('route').notNull(),
    sentAt: utc('sent_at').notNull(),
    takenAt: utc('taken_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.contentHash] }),
    index('analysis_chat_messages_item_idx').on(t.itemId),
    index('analysis_chat_messages_thread_idx').on(t.threadId),
    index('analysis_chat_messages_ref_idx').on(t.tenantGroup, t.threadRef),
  ],
)
