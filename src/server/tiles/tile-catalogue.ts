// Which tiles a user may run: the manifest's starter tiles (in the tenant's language) and the tenant's
// own, each only for the levels it names. A tile of another tenant, or one the user may not run, is
// not found. Admins also see (to edit) their tenant's own tiles whose levels leave them out.
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { starterTiles } from '../../generated/tiles.gen.ts'
import type { TileCategory, TileConfig, TileOutput, TileVariableType } from '../../shared/manifest/types.ts'
import type { Database } from '../db/connect.ts'
import type { SessionUser } from '../db/sessions.ts'
import { tenantTiles } from '../db/tile-tables.ts'
import { answerLanguageFor } from '../chat/answer-language.ts'

export interface TileVariableView {
  readonly name: string
  readonly type: TileVariableType
  readonly label: string
  readonly required: boolean
  readonly options: readonly { value: string; label: string }[]
  readonly default: string | number | null
}

/** A tile as the API shows it; `template` and the rest are what the form and the editor need. */
export interface TileView {
  readonly id: string
  readonly kind: 'starter' | 'tenant'
  readonly title: string
  readonly description: string
  readonly icon: string
  readonly category: TileCategory
  readonly output: TileOutput
  readonly template: string
  readonly variables: readonly TileVariableView[]
  readonly assistantId: string | null
  readonly modelId: string | null
  readonly levels: readonly string[]
  /** The model may look products up in the product master. */
  readonly productMaster: boolean
  readonly runnable: boolean
  readonly editable: boolean
}

export type TenantTileRow = typeof tenantTiles.$inferSelect

export const isTenantAdmin = (user: Pick<SessionUser, 'role'>) => user.role === 'ROOT' || user.role === 'ADMIN'

function starterView(tile: TileConfig, user: SessionUser): TileView {
  const text = tile.text[answerLanguageFor(user.group)]
  return {
    id: tile.id,
    kind: 'starter',
    title: text.title,
    description: text.description,
    icon: tile.icon,
    category: tile.category,
    output: tile.output,
    template: text.template,
    variables: tile.variables.map((variable) => ({
      name: variable.name,
      type: variable.type,
      label: text.labels[variable.name] ?? variable.name,
      required: variable.required,
      options: (variable.options ?? []).map((value) => ({ value, label: text.options?.[value] ?? value })),
      default: variable.default ?? null,
    })),
    assistantId: null,
    modelId: null,
    levels: tile.levels,
    productMaster: tile.productMaster,
    runnable: tile.levels.includes(user.role),
    editable: false,
  }
}

export function tenantTileView(row: TenantTileRow, user: SessionUser): TileView {
  return {
    id: row.id,
    kind: 'tenant',
    title: row.title,
    description: row.description,
    icon: row.icon,
    category: row.category as TileCategory,
    output: row.output as TileOutput,
    template: row.template,
    variables: row.variables.map((variable) => ({
      name: variable.name,
      type: variable.type,
      label: variable.label,
      required: variable.required,
      options: (variable.options ?? []).map((value) => ({ value, label: value })),
      default: variable.default ?? null,
    })),
    assistantId: row.assistantId,
    modelId: row.modelId,
    levels: row.levels,
    productMaster: false,
    runnable: row.levels.includes(user.role),
    editable: isTenantAdmin(user),
  }
}

const starterFor = (user: SessionUser) => starterTiles.filter((tile) => !tile.groups || tile.groups.includes(user.group))

/** The tiles the user may run (admins: also their tenant's own they may only edit), starter tiles first. */
export async function listTilesForUser(db: Database, user: SessionUser): Promise<TileView[]> {
  const rows = await db.select().from(tenantTiles).where(eq(tenantTiles.tenantGroup, user.group)).orderBy(asc(tenantTiles.createdAt), asc(tenantTiles.id))
  return [...starterFor(user).map((tile) => starterView(tile, user)), ...rows.map((row) => tenantTileView(row, user))].filter((tile) => tile.runnable || tile.editable)
}

/** One tile the user may run or (admins) edit; null when there is none of that id for them. */
export async function findTileForUser(db: Database, user: SessionUser, tileId: string): Promise<TileView | null> {
  const starter = starterFor(user).find((tile) => tile.id === tileId)
  if (starter) {
    const view = starterView(starter, user)
    return view.runnable ? view : null
  }
  const row = await findTenantTile(db, user.group, tileId)
  if (!row) return null
  const view = tenantTileView(row, user)
  return view.runnable || view.editable ? view : null
}

export async function findTenantTile(db: Database, tenantGroup: string, tileId: string): Promise<TenantTileRow | null> {
  const [row] = await db.select().from(tenantTiles).where(and(eq(tenantTiles.id, tileId), eq(tenantTiles.tenantGroup, tenantGroup)))
  return row ?? null
}

export const newTileId = () => randomUUID()
