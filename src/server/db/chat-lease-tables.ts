// The lease of an answer being written (issue 36, several processes; decision 0083): the process
// writing it keeps `locked_until` ahead of the clock; an answer left "streaming" whose lease ran out
// was being written by a process that died, and ends as interrupted (src/server/chat/answer-leases.ts).
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { chatMessages } from './ai-tables.ts'

export const chatAnswerLeases = pgTable('chat_answer_leases', {
  messageId: text('message_id')
    .primaryKey()
    .references(() => chatMessages.id, { onDelete: 'cascade' }),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }).notNull(),
})
