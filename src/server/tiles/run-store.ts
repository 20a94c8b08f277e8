// Tile runs: each run is its user's own (another user's or tenant's run is not found). History lists
// them newest first, searchable over the tile's title, the inputs and the output.
import { and, asc, desc, eq, gt, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import type { SessionUser } from '../db/sessions.ts'
import { staleStreamMs } from '../chat/send-guards.ts'
import { perMinuteFrom, refuseWhenFull, windowStart } from '../lib/per-minute-limit.ts'
import { tileRuns, type TileRunField, type TileRunRework } from '../db/tile-tables.ts'

export type TileRunRow = typeof tileRuns.$inferSelect

export interface TileRunView {
  readonly id: string
  readonly tileId: string
  readonly tileTitle: string
  readonly tileIcon: string
  readonly output: string
  readonly inputs: Readonly<Record<string, string | number>>
  readonly fields: readonly (TileRunField & { value: string | number | null })[]
  readonly content: string
  readonly model: { readonly label: string; readonly offline: boolean }
  readonly status: string
  readonly errorCode: string | null
  /** Reworked versions of the output, oldest first. */
  readonly reworks: readonly TileRunRework[]
  readonly createdAt: string
}

export function toRunView(row: TileRunRow): TileRunView {
  return {
    id: row.id,
    tileId: row.tileId,
    tileTitle: row.tileTitle,
    tileIcon: row.tileIcon,
    output: row.output,
    inputs: row.inputs,
    fields: row.fields.map((field) => ({ ...field, value: row.inputs[field.name] ?? null })),
    content: row.content,
    model: { label: row.modelLabel, offline: row.modelId === null },
    status: row.status,
    errorCode: row.errorCode,
    reworks: row.reworks ?? [],
    createdAt: row.createdAt.toISOString(),
  }
}

const own = (user: SessionUser) => and(eq(tileRuns.userId, user.id), eq(tileRuns.tenantGroup, user.group))

/**
 * Runs a server left "streaming" when it stopped (crash, restart) end as error tiles.interrupted
 * once they are older than a stream can live (the chat's bound: a provider's timeout holds between
 * chunks, not for a whole run). All of them at start, the user's own whenever their runs are read.
 */
export async function failInterruptedRuns(db: Database, now: Date, user?: SessionUser): Promise<number> {
  const rows = await db
    .update(tileRuns)
    .set({ status: 'error', errorCode: 'tiles.interrupted' })
    .where(and(eq(tileRuns.status, 'streaming'), lt(tileRuns.createdAt, new Date(now.getTime() - staleStreamMs)), ...(user ? [own(user)] : [])))
    .returning({ id: tileRuns.id })
  return rows.length
}

export async function findOwnRun(db: Database, user: SessionUser, runId: string): Promise<TileRunRow | null> {
  const [row] = await db.select().from(tileRuns).where(and(eq(tileRuns.id, runId), own(user)))
  return row ?? null
}

/** LIKE's wildcards in a user's words match themselves. */
const likePattern = (word: string) => `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const pageSize = 30

/** The user's runs, newest first, 30 a page; `before` is the createdAt|id of the page before's last run. */
export async function listOwnRuns(db: Database, user: SessionUser, query: { q?: string; tileId?: string; cursor?: string }): Promise<{ items: TileRunView[]; nextCursor: string | null }> {
  const conditions: (SQL | undefined)[] = [own(user)]
  if (query.tileId) conditions.push(eq(tileRuns.tileId, query.tileId))
  for (const word of (query.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 10)) {
    const pattern = likePattern(word)
    conditions.push(or(ilike(tileRuns.tileTitle, pattern), ilike(tileRuns.content, pattern), ilike(sql`${tileRuns.fields}::text`, pattern)))
  }
  if (query.cursor) {
    const [at, id] = query.cursor.split('|')
    const date = new Date(Number(at))
    if (id && !Number.isNaN(date.getTime())) conditions.push(or(lt(tileRuns.createdAt, date), and(eq(tileRuns.createdAt, date), lt(tileRuns.id, id))))
  }
  const rows = await db
    .select()
    .from(tileRuns)
    .where(and(...conditions))
    .orderBy(desc(tileRuns.createdAt), desc(tileRuns.id))
    .limit(pageSize + 1)
  const page = rows.slice(0, pageSize)
  const last = page[page.length - 1]
  return { items: page.map(toRunView), nextCursor: rows.length > pageSize && last ? `${last.createdAt.getTime()}|${last.id}` : null }
}

export async function deleteOwnRun(db: Database, user: SessionUser, runId: string): Promise<boolean> {
  const rows = await db.delete(tileRuns).where(and(eq(tileRuns.id, runId), own(user))).returning({ id: tileRuns.id })
  return rows.length > 0
}

/** TILE_RUN_PER_MINUTE, checked once at start: a positive whole number, 20 when unset. */
export const runsPerMinuteFrom = (env: NodeJS.ProcessEnv): number => perMinuteFrom(env, 'TILE_RUN_PER_MINUTE')

/** 429 tiles.rateLimited with Retry-After when the user started `perMinute` runs in the last minute (like chat sends). */
export async function refuseRunOverRate(db: Database, user: SessionUser, now: Date, perMinute: number): Promise<void> {
  const recent = await db
    .select({ createdAt: tileRuns.createdAt })
    .from(tileRuns)
    .where(and(own(user), gt(tileRuns.createdAt, windowStart(now))))
    .orderBy(asc(tileRuns.createdAt))
    .limit(perMinute)
  refuseWhenFull(
    recent.map((row) => row.createdAt),
    perMinute,
    now,
    { code: 'tiles.rateLimited', message: (seconds) => `At most ${perMinute} runs per minute; try again in ${seconds} s` },
  )
}
