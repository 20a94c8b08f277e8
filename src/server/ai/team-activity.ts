// Team activity: what a tenant's people did with AI over a date range, read from the usage ledger
// alone. Counts, tokens and estimated cost only; message content never leaves the ledger's
// neighbours, and the ledger holds none. A messages figure is one chat row (one answer asked for);
// a tile run is one `tile` row (none exist until tiles write them, and then the figure is honest 0).
import { and, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { aiUsage, assistantVersions } from '../db/ai-tables.ts'
import { users } from '../db/schema.ts'
import { tileRuns } from '../db/tile-tables.ts'
import { readEffectiveBudgets } from './budget.ts'

export interface ActivityQuery {
  tenantGroup: string
  /** First day, YYYY-MM-DD (UTC), inclusive. */
  from: string
  /** Last day, YYYY-MM-DD (UTC), inclusive. */
  to: string
  /** Only these assistants' rows (the CHC-mate view); undefined means every row of the tenant. */
  assistantIds?: readonly string[]
}

export interface ActivityFigures {
  messages: number
  tileRuns: number
  tokensIn: number
  tokensOut: number
  tokens: number
  costEstimate: number
}

const dayMs = 86_400_000
const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** Every day of the range, so a chart shows the quiet days as 0 rather than leaving them out. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = []
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs)
    days.push(isoDay(new Date(at)))
  return days
}

const figures = {
  messages: sql<string>`count(*) filter (where ${aiUsage.tool} = 'chat')`,
  tileRuns: sql<string>`count(*) filter (where ${aiUsage.tool} = 'tile')`,
  tokensIn: sql<string>`coalesce(sum(${aiUsage.tokensIn}), 0)`,
  tokensOut: sql<string>`coalesce(sum(${aiUsage.tokensOut}), 0)`,
  costEstimate: sql<string>`coalesce(sum(${aiUsage.costEstimate}), 0)`,
}

function toFigures(row: {
  messages: string | number
  tileRuns: string | number
  tokensIn: string | number
  tokensOut: string | number
  costEstimate: string | number
}): ActivityFigures {
  const tokensIn = Number(row.tokensIn)
  const tokensOut = Number(row.tokensOut)
  return {
    messages: Number(row.messages),
    tileRuns: Number(row.tileRuns),
    tokensIn,
    tokensOut,
    tokens: tokensIn + tokensOut,
    costEstimate: Number(row.costEstimate),
  }
}

function rowsOf(query: ActivityQuery): SQL {
  const conditions = [
    eq(aiUsage.tenantGroup, query.tenantGroup),
    gte(aiUsage.at, new Date(`${query.from}T00:00:00Z`)),
    lt(aiUsage.at, new Date(Date.parse(`${query.to}T00:00:00Z`) + dayMs)),
  ]
  if (query.assistantIds)
    conditions.push(
      query.assistantIds.length > 0 ? inArray(aiUsage.assistantId, [...query.assistantIds]) : sql`false`,
    )
  return and(...conditions)!
}

const byTokens = <T extends { tokens: number }>(rows: T[]) => rows.sort((a, b) => b.tokens - a.tokens)

export async function readTeamActivity(db: Database, query: ActivityQuery) {
  const where = rowsOf(query)
  const activeUsers = sql<string>`count(distinct ${aiUsage.userId})`
  const day = sql<string>`to_char(${aiUsage.at} at time zone 'UTC', 'YYYY-MM-DD')`

  const [totals] = await db
    .select({ activeUsers, ...figures })
    .from(aiUsage)
    .where(where)
  const dayRows = await db
    .select({ day, activeUsers, ...figures })
    .from(aiUsage)
    .where(where)
    .groupBy(day)
  const userRows = await db
    .select({
      userId: aiUsage.userId,
      username: users.username,
      email: users.email,
      lastActiveAt: sql<Date | string>`max(${aiUsage.at})`,
      ...figures,
    })
    .from(aiUsage)
    .innerJoin(users, eq(users.id, aiUsage.userId))
    .where(where)
    .groupBy(aiUsage.userId, users.username, users.email)
  const assistantRows = await db
    .select({ assistantId: aiUsage.assistantId, activeUsers, ...figures })
    .from(aiUsage)
    .where(and(where, isNotNull(aiUsage.assistantId)))
    .groupBy(aiUsage.assistantId)
  const tileRows = await db
    .select({ tileId: aiUsage.tileId, activeUsers, ...figures })
    .from(aiUsage)
    .where(and(where, eq(aiUsage.tool, 'tile')))
    .groupBy(aiUsage.tileId)
  const modelRows = await db
    .select({
      modelName: aiUsage.modelName,
      offline: sql<boolean>`bool_and(${aiUsage.modelId} is null)`,
      calls: sql<string>`count(*)`,
      ...figures,
    })
    .from(aiUsage)
    .where(where)
    .groupBy(aiUsage.modelName)

  const names = await assistantNames(
    db,
    assistantRows.map((row) => row.assistantId!),
  )
  const tileTitles = await tileNames(
    db,
    query.tenantGroup,
    tileRows.flatMap((row) => (row.tileId ? [row.tileId] : [])),
  )
  const byDayFound = new Map(dayRows.map((row) => [row.day, row]))
  const empty = { activeUsers: 0, messages: 0, tileRuns: 0, tokensIn: 0, tokensOut: 0, costEstimate: 0 }
  const byDay = daysOf(query.from, query.to).map((date) => {
    const row = byDayFound.get(date) ?? empty
    return { day: date, activeUsers: Number(row.activeUsers), ...toFigures(row) }
  })
  const total = toFigures(totals!)
  // The budget as it applies: the tenant's own, never above its ceiling.
  const { tokens: tokenBudget } = await readEffectiveBudgets(db, query.tenantGroup)
  const months = new Map<string, number>()
  for (const row of byDay)
    months.set(row.day.slice(0, 7), (months.get(row.day.slice(0, 7)) ?? 0) + row.tokens)
  const budget = tokenBudget
  return {
    group: query.tenantGroup,
    from: query.from,
    to: query.to,
    totals: { activeUsers: Number(totals!.activeUsers), ...total },
    budget: {
      monthlyTokenBudget: budget,
      months: [...months].map(([month, tokens]) => ({
        month,
        tokens,
        share: budget ? tokens / budget : null,
      })),
    },
    byDay,
    byUser: byTokens(
      userRows.map((row) => ({
        userId: row.userId!,
        username: row.username,
        email: row.email,
        lastActiveAt: new Date(row.lastActiveAt).toISOString(),
        ...toFigures(row),
      })),
    ),
    byAssistant: byTokens(
      assistantRows.map((row) => ({
        assistantId: row.assistantId!,
        name: names.get(row.assistantId!) ?? null,
        activeUsers: Number(row.activeUsers),
        ...toFigures(row),
      })),
    ),
    byTile: byTokens(
      tileRows.map((row) => ({
        tileId: row.tileId,
        name: (row.tileId && tileTitles.get(row.tileId)) ?? null,
        activeUsers: Number(row.activeUsers),
        ...toFigures(row),
      })),
    ),
    byModel: byTokens(
      modelRows.map((row) => ({
        modelName: row.modelName,
        offline: Boolean(row.offline),
        calls: Number(row.calls),
        ...toFigures(row),
      })),
    ),
  }
}

export type TeamActivity = Awaited<ReturnType<typeof readTeamActivity>>

/** Each assistant's name as its newest version gives it (deleted assistants have none: null). */
/** A tile's title as its latest run in the tenant recorded it (runs keep it, so a deleted tile keeps its name). */
async function tileNames(db: Database, tenantGroup: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectDistinctOn([tileRuns.tileId], { tileId: tileRuns.tileId, title: tileRuns.tileTitle })
    .from(tileRuns)
    .where(and(eq(tileRuns.tenantGroup, tenantGroup), inArray(tileRuns.tileId, ids)))
    .orderBy(tileRuns.tileId, desc(tileRuns.createdAt))
  return new Map(rows.map((row) => [row.tileId, row.title]))
}

async function assistantNames(db: Database, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ assistantId: assistantVersions.assistantId, name: assistantVersions.name })
    .from(assistantVersions)
    .where(inArray(assistantVersions.assistantId, ids))
    .orderBy(desc(assistantVersions.version))
  const names = new Map<string, string>()
  for (const row of rows) if (!names.has(row.assistantId)) names.set(row.assistantId, row.name)
  return names
}
