// Tables of the prompt library and the response-optimisation prompts (issue 17 items 2 and 3;
// decision 0047). Every row carries `tenant_group`, and every query filters on it.
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { chatMessages } from './ai-tables.ts'
import { users } from './schema.ts'
import { utc, tenantColumn } from './columns.ts'

/** A saved prompt: private to its owner or shared with the tenant; its text lives in versions. */
export const libraryPrompts = pgTable(
  'library_prompts',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** private (its owner only) or shared (every user of the tenant may use it; its admins edit it) */
    visibility: text('visibility').notNull().default('private'),
    category: text('category').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    /** The version in use: what the chat composer inserts. */
    currentVersion: integer('current_version').notNull().default(1),
    latestVersion: integer('latest_version').notNull().default(1),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('library_prompts_tenant_idx').on(t.tenantGroup, t.visibility)],
)

/** Every save of a prompt's title or text is a version; an older one can be put back in use. */
export const libraryPromptVersions = pgTable(
  'library_prompt_versions',
  {
    promptId: text('prompt_id')
      .notNull()
      .references(() => libraryPrompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** The template: `{{name}}`, `{{tone:formal|casual}}` and the built-ins (src/shared/ai/prompt-variables.ts). */
    body: text('body').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.promptId, t.version] })],
)

/**
 * A tenant's response-optimisation prompts. Rows with `default_key` come from the manifest: their
 * label and instruction are null until an admin edits them (then the manifest's text in the reader's
 * language is replaced by the admin's). Rows without a key are the tenant's own.
 */
export const responseOptimizations = pgTable(
  'response_optimizations',
  {
    id: text('id').primaryKey(),
    tenantGroup: tenantColumn(),
    defaultKey: text('default_key'),
    label: text('label'),
    instruction: text('instruction'),
    enabled: boolean('enabled').notNull().default(true),
    position: integer('position').notNull(),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('response_optimizations_default_key').on(t.tenantGroup, t.defaultKey),
    index('response_optimizations_tenant_idx').on(t.tenantGroup, t.position),
  ],
)

/** A reworked version of a chat answer; goes with the answer when regenerate or edit replaces it. */
export const chatAnswerReworks = pgTable(
  'chat_answer_reworks',
  {
    id: text('id').primaryKey(),
    messageId: text('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    threadId: text('thread_id').notNull(),
    tenantGroup: tenantColumn(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The action's label when it ran (the action may be edited or deleted later). */
    label: text('label').notNull(),
    optimizationId: text('optimization_id'),
    content: text('content').notNull(),
    modelLabel: text('model_label'),
    /** The version the user chose for the answer (at most one per answer; none: the original). The chat continues from it. */
    selected: boolean('selected').notNull().default(false),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_answer_reworks_thread_idx').on(t.threadId, t.createdAt)],
)
