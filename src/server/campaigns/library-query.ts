// The library's list: full-text search (PostgreSQL's `simple` configuration over title, subject,
// preview text and body, so French, German and English words all match as written), filters (sent
// between two dates, audience, language, tag) and a sort on any KPI; plus the filter choices.
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { campaigns } from '../db/campaign-tables.ts'

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
  sort?: keyof typeof librarySorts
  order?: 'asc' | 'desc'
  limit?: number
  offset?: number
}

export const hasTag = (tag: string) =>
  sql`(jsonb_exists(coalesce(${campaigns.tags} -> 'products', '[]'::jsonb), ${tag}) or jsonb_exists(coalesce(${campaigns.tags} -> 'themes', '[]'::jsonb), ${tag}) or ${campaigns.tags} ->> 'audience' = ${tag})`

export function libraryConditions(tenantGroup: string, query: LibraryQuery): SQL {
  const conditions: SQL[] = [eq(campaigns.tenantGroup, tenantGroup)]
  const q = query.q?.trim()
  if (q) conditions.push(sql`${campaigns.search} @@ websearch_to_tsquery('simple', ${q})`)
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

export async function listCampaigns(db: Database, tenantGroup: string, query: LibraryQuery) {
  const where = libraryConditions(tenantGroup, query)
  const column = librarySorts[query.sort ?? 'sentAt']
  const direction = query.order === 'asc' ? asc : desc
  const [items, [counted]] = await Promise.all([
    db
      .select(listColumns)
      .from(campaigns)
      .where(where)
      .orderBy(sql`${direction(column)} nulls last`, desc(campaigns.sentAt), asc(campaigns.id))
      .limit(query.limit ?? 50)
      .offset(query.offset ?? 0),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(campaigns)
      .where(where),
  ])
  return { items, total: Number(counted?.total ?? 0) }
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
