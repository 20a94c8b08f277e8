// The library's list: full-text search (PostgreSQL's `simple` configuration over title, subject,
// preview text and body, so French, German and English words all match as written), filters (sent
// between two dates, audience, language, tag) and a sort on any KPI or on relevance; with a vector of
// the search words (decision 0107), the full-text matches and the nearest campaigns are fused by
// reciprocal rank, as knowledge retrieval fuses passages. Plus the filter choices.
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { campaigns } from '../db/campaign-tables.ts'
import { fuseRankings } from '../knowledge/fuse-rankings.ts'
import { nearestCampaignIds } from './semantic-search.ts'

export const librarySorts = {
  sentAt: campaigns.sentAt,
  clickRate: campaigns.clickRate,
  openRate: campaigns.openRate,
  emailsSent: campaigns.emailsSent,
  uniqueClicks: campaigns.uniqueClicks,
  unsubscribes: campaigns.unsubscribes,
} as const

export interface LibraryQuery {
  q?: string
  from?: string
  to?: string
  audience?: string
  language?: string
  tag?: string
  /** relevance: by search rank (without search words, by date). */
  sort?: keyof typeof librarySorts | 'relevance'
  order?: 'asc' | 'desc'
  limit?: number
  offset?: number
}

export const hasTag = (tag: string) =>
  sql`(jsonb_exists(coalesce(${campaigns.tags} -> 'products', '[]'::jsonb), ${tag}) or jsonb_exists(coalesce(${campaigns.tags} -> 'themes', '[]'::jsonb), ${tag}) or ${campaigns.tags} ->> 'audience' = ${tag})`

const searchQuery = (q: string) => sql`websearch_to_tsquery('simple', ${q})`

/** The filters; the search words too unless `words` is false (the nearest campaigns need not share them). */
export function libraryConditions(tenantGroup: string, query: LibraryQuery, words = true): SQL {
  const conditions: SQL[] = [eq(campaigns.tenantGroup, tenantGroup)]
  const q = query.q?.trim()
  if (q && words) conditions.push(sql`${campaigns.search} @@ ${searchQuery(q)}`)
  if (query.from) conditions.push(gte(campaigns.sentAt, new Date(query.from)))
  if (query.to) conditions.push(lte(campaigns.sentAt, new Date(`${query.to}T23:59:59.999Z`)))
  if (query.audience) conditions.push(eq(campaigns.audienceName, query.audience))
  if (query.language) conditions.push(eq(campaigns.language, query.language))
  if (query.tag) conditions.push(hasTag(query.tag))
  return and(...conditions)!
}

export const listColumns = {
  id: campaigns.id,
  source: campaigns.source,
  title: campaigns.title,
  subject: campaigns.subject,
  previewText: campaigns.previewText,
  audienceName: campaigns.audienceName,
  language: campaigns.language,
  sentAt: campaigns.sentAt,
  emailsSent: campaigns.emailsSent,
  uniqueOpens: campaigns.uniqueOpens,
  openRate: campaigns.openRate,
  uniqueClicks: campaigns.uniqueClicks,
  clickRate: campaigns.clickRate,
  unsubscribes: campaigns.unsubscribes,
  bounces: campaigns.bounces,
  tags: campaigns.tags,
}

/** The KPI column to sort on; null for relevance. */
const kpiColumn = (sort: LibraryQuery['sort']) =>
  sort === undefined || sort === 'relevance' ? null : librarySorts[sort]

/** The search words' vector and what it may be compared with (decision 0107). */
export interface QueryVector {
  readonly modelId: string
  readonly vector: readonly number[]
  readonly minSimilarity: number
}

/** Full-text matches considered for fusion; the nearest campaigns add at most vectorCandidates. */
const fusedTextCandidates = 1000

export async function listCampaigns(
  db: Database,
  tenantGroup: string,
  query: LibraryQuery,
  queryVector: QueryVector | null = null,
) {
  const q = query.q?.trim()
  const limit = query.limit ?? 50
  const offset = query.offset ?? 0
  if (q && queryVector) return listFused(db, tenantGroup, { ...query, q }, queryVector, limit, offset)
  const where = libraryConditions(tenantGroup, query)
  const column = kpiColumn(query.sort)
  const order = column
    ? [sql`${(query.order === 'asc' ? asc : desc)(column)} nulls last`]
    : q
      ? [desc(sql`ts_rank(${campaigns.search}, ${searchQuery(q)})`)]
      : [sql`${(query.order === 'asc' ? asc : desc)(campaigns.sentAt)} nulls last`]
  const [items, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(campaigns)
      .where(where)
      .orderBy(...order, desc(campaigns.sentAt), asc(campaigns.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(where),
  ])
  return { items, total: Number(counted?.total ?? 0) }
}

/** Full-text matches and nearest campaigns fused by reciprocal rank; sorted by that or by a KPI. */
async function listFused(
  db: Database,
  tenantGroup: string,
  query: LibraryQuery & { q: string },
  { modelId, vector, minSimilarity }: QueryVector,
  limit: number,
  offset: number,
) {
  const [byWords, byMeaning] = await Promise.all([
    db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(libraryConditions(tenantGroup, query))
      .orderBy(desc(sql`ts_rank(${campaigns.search}, ${searchQuery(query.q)})`), desc(campaigns.sentAt))
      .limit(fusedTextCandidates),
    nearestCampaignIds(db, libraryConditions(tenantGroup, query, false), modelId, vector, minSimilarity),
  ])
  const fused = fuseRankings([byWords.map((row) => row.id), byMeaning], (id) => id, Number.MAX_SAFE_INTEGER)
  const ids = fused.map((entry) => entry.item)
  if (ids.length === 0) return { items: [], total: 0 }
  const column = kpiColumn(query.sort)
  if (!column) {
    const page = ids.slice(offset, offset + limit)
    if (page.length === 0) return { items: [], total: ids.length }
    const rows = await db
      .select(listColumns)
      .from(campaigns)
      .where(and(eq(campaigns.tenantGroup, tenantGroup), inArray(campaigns.id, page)))
    const byId = new Map(rows.map((row) => [row.id, row]))
    return { items: page.flatMap((id) => byId.get(id) ?? []), total: ids.length }
  }
  const direction = query.order === 'asc' ? asc : desc
  const items = await db
    .select(listColumns)
    .from(campaigns)
    .where(and(eq(campaigns.tenantGroup, tenantGroup), inArray(campaigns.id, ids)))
    .orderBy(sql`${direction(column)} nulls last`, desc(campaigns.sentAt), asc(campaigns.id))
    .limit(limit)
    .offset(offset)
  return { items, total: ids.length }
}

/** Audiences, languages and tags the tenant's campaigns have, for the filters. */
export async function libraryFacets(db: Database, tenantGroup: string) {
  const result = (await db.execute(sql`
    select
      coalesce((select array_agg(distinct audience_name order by audience_name) from campaigns where tenant_group = ${tenantGroup} and audience_name is not null), '{}') as audiences,
      coalesce((select array_agg(distinct language order by language) from campaigns where tenant_group = ${tenantGroup} and language is not null), '{}') as languages,
      coalesce((select array_agg(distinct tag order by tag) from (
        select jsonb_array_elements_text(coalesce(tags -> 'products', '[]'::jsonb) || coalesce(tags -> 'themes', '[]'::jsonb)) as tag
          from campaigns where tenant_group = ${tenantGroup} and tags is not null
        union select tags ->> 'audience' from campaigns where tenant_group = ${tenantGroup} and tags ->> 'audience' is not null) t), '{}') as tags`)) as unknown as {
    rows: { audiences: string[]; languages: string[]; tags: string[] }[]
  }
  return result.rows[0]!
}

/** The library's medians of the rates a campaign is compared with (null: no campaign has the figure). */
export async function libraryMedians(db: Database, tenantGroup: string) {
  const result = (await db.execute(sql`
    select
      percentile_cont(0.5) within group (order by click_rate) as "clickRate",
      percentile_cont(0.5) within group (order by open_rate) as "openRate",
      percentile_cont(0.5) within group (order by unsubscribes::float8 / nullif(emails_sent, 0)) as "unsubscribeRate",
      percentile_cont(0.5) within group (order by bounces::float8 / nullif(emails_sent, 0)) as "bounceRate",
      count(*)::int as campaigns
    from campaigns where tenant_group = ${tenantGroup}`)) as unknown as {
    rows: Record<string, number | string | null>[]
  }
  const row = result.rows[0] ?? {}
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return {
    clickRate: number(row.clickRate),
    openRate: number(row.openRate),
    unsubscribeRate: number(row.unsubscribeRate),
    bounceRate: number(row.bounceRate),
    campaigns: Number(row.campaigns ?? 0),
  }
}
