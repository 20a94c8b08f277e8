// Tables of tiles (issue 17 items 1 and 4; decision 0046): the tiles a tenant's admins made (the
// starter tiles live in the manifest) and every run of any tile. Every row carries `tenant_group`,
// and every query filters on it.
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { tenantGroups, users } from './schema.ts'
import { utc } from './columns.ts'

/** A variable of an admin's tile: one language, so its label and options are plain text. */
export interface StoredTileVariable {
  name: string
  type: 'text' | 'longText' | 'choice' | 'number' | 'date' | 'file'
  label: string
  required: boolean
  options?: string[]
  default?: string | number
}

/** What a run's form held, as history shows it: the label, the value sent and its readable form. */
export interface TileRunField {
  name: string
  label: string
  type: StoredTileVariable['type']
  /** A file's readable form is its name, a choice's its label. */
  display: string
}

/** A tile a tenant's admin made. Deleting it keeps its runs (they carry its title). */
export const tenantTiles = pgTable(
  'tenant_tiles',
  {
    id: text('id').primaryKey(),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull(),
    category: text('category').notNull(),
    /** An assistant of the tenant: its instructions and model; null for none. */
    assistantId: text('assistant_id'),
    /** A model allowed for the tenant; null for the assistant's or the tenant's default. */
    modelId: text('model_id'),
    template: text('template').notNull(),
    variables: jsonb('variables').$type<StoredTileVariable[]>().notNull(),
    /** markdown, table or email */
    output: text('output').notNull(),
    /** The levels of the tenant that may run it. */
    levels: jsonb('levels').$type<string[]>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: utc('created_at').notNull().defaultNow(),
    updatedAt: utc('updated_at').notNull().defaultNow(),
  },
  (t) => [index('tenant_tiles_tenant_idx').on(t.tenantGroup)],
)

/** A reworked version of a run's output. */
export interface TileRunRework {
  id: string
  optimizationId: string | null
  label: string
  content: string
  modelLabel: string | null
  createdAt: string
}

/** One run of a tile (starter or the tenant's own): inputs, output, model, outcome. Its user's own. */
export const tileRuns = pgTable(
  'tile_runs',
  {
    id: text('id').primaryKey(),
    tenantGroup: text('tenant_group')
      .notNull()
      .references(() => tenantGroups.name),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A starter tile's manifest id or a tenant tile's id (no reference: the tile may be deleted). */
    tileId: text('tile_id').notNull(),
    tileTitle: text('tile_title').notNull(),
    tileIcon: text('tile_icon').notNull(),
    output: text('output_format').notNull(),
    /** The values sent, by variable name (run again sends them back). */
    inputs: jsonb('inputs').$type<Record<string, string | number>>().notNull(),
    fields: jsonb('fields').$type<TileRunField[]>().notNull(),
    content: text('content').notNull().default(''),
    modelId: text('model_id'),
    modelLabel: text('model_label').notNull(),
    /** streaming, complete, stopped, error, unavailable (no language model configured) */
    status: text('status').notNull(),
    errorCode: text('error_code'),
    /** Reworked versions of the output (response-optimisation prompts), oldest first; the output itself never changes. */
    reworks: jsonb('reworks').$type<TileRunRework[]>().notNull().default([]),
    createdAt: utc('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('tile_runs_user_idx').on(t.userId, t.createdAt),
    index('tile_runs_tenant_idx').on(t.tenantGroup),
  ],
)
