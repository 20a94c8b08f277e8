// Where records live: the PMID cache in front of efetch, and a tenant's literature collection
// (imports and the offline search, scored like the relevance filter).
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { pubmedArticleCache, pubmedLibrary } from '../db/pubmed-tables.ts'
import type { EutilsClient } from './eutils-client.ts'
import { filterRelevant, termsOfQueries } from './filter-relevant.ts'
import type { PubmedArticle } from './types.ts'

/** The records of `pmids` in that order: from the cache, the rest by efetch (then cached). */
export async function fetchArticles(
  db: Database,
  client: EutilsClient,
  pmids: readonly string[],
  now: Date,
): Promise<PubmedArticle[]> {
  if (pmids.length === 0) return []
  const cached = await db
    .select({ pmid: pubmedArticleCache.pmid, record: pubmedArticleCache.record })
    .from(pubmedArticleCache)
    .where(inArray(pubmedArticleCache.pmid, [...pmids]))
  const byPmid = new Map(cached.map((row) => [row.pmid, row.record]))
  const missing = pmids.filter((pmid) => !byPmid.has(pmid))
  if (missing.length > 0) {
    const fetched = await client.efetch(missing)
    const wanted = fetched.filter((article) => missing.includes(article.pmid))
    if (wanted.length > 0)
      await db
        .insert(pubmedArticleCache)
        .values(wanted.map((record) => ({ pmid: record.pmid, record, fetchedAt: now })))
        .onConflictDoUpdate({
          target: pubmedArticleCache.pmid,
          set: { record: sql`excluded.record`, fetchedAt: sql`excluded.fetched_at` },
        })
    for (const article of wanted) byPmid.set(article.pmid, article)
  }
  return pmids.flatMap((pmid) => (byPmid.has(pmid) ? [byPmid.get(pmid)!] : []))
}

export function searchTextOf(article: PubmedArticle): string {
  return [
    article.title,
    ...article.abstract.map((s) => s.text),
    ...article.publicationTypes,
    article.journal ?? '',
  ]
    .join(' ')
    .toLowerCase()
}

/** Adds or replaces records in the tenant's collection; returns how many were new. */
export async function importIntoLibrary(
  db: Database,
  tenantGroup: string,
  userId: string,
  articles: readonly PubmedArticle[],
  now: Date,
): Promise<{ added: number; updated: number }> {
  if (articles.length === 0) return { added: 0, updated: 0 }
  const unique = [...new Map(articles.map((a) => [a.pmid, a])).values()]
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ pmid: pubmedLibrary.pmid })
      .from(pubmedLibrary)
      .where(
        and(
          eq(pubmedLibrary.tenantGroup, tenantGroup),
          inArray(
            pubmedLibrary.pmid,
            unique.map((a) => a.pmid),
          ),
        ),
      )
    for (let i = 0; i < unique.length; i += 500) {
      await tx
        .insert(pubmedLibrary)
        .values(
          unique.slice(i, i + 500).map((record) => ({
            tenantGroup,
            pmid: record.pmid,
            record,
            searchText: searchTextOf(record),
            year: record.year,
            importedAt: now,
            importedBy: userId,
          })),
        )
        .onConflictDoUpdate({
          target: [pubmedLibrary.tenantGroup, pubmedLibrary.pmid],
          set: {
            record: sql`excluded.record`,
            searchText: sql`excluded.search_text`,
            year: sql`excluded.year`,
            importedAt: sql`excluded.imported_at`,
            importedBy: sql`excluded.imported_by`,
          },
        })
    }
    return { added: unique.length - existing.length, updated: existing.length }
  })
}

export interface LibraryFilters {
  readonly fromYear?: number
  readonly toYear?: number
  readonly publicationTypes?: readonly string[]
}

/** The collection's records that hold any query term, within the filters, ranked by the relevance score. */
export async function searchLibrary(
  db: Database,
  tenantGroup: string,
  queries: readonly string[],
  filters: LibraryFilters,
  limit = 20,
): Promise<PubmedArticle[]> {
  const terms = termsOfQueries(queries)
  if (terms.length === 0) return []
  const conditions = [eq(pubmedLibrary.tenantGroup, tenantGroup)]
  if (filters.fromYear) conditions.push(sql`${pubmedLibrary.year} >= ${filters.fromYear}`)
  if (filters.toYear) conditions.push(sql`${pubmedLibrary.year} <= ${filters.toYear}`)
  const anyTerm = sql.join(
    terms.map((term) => sql`${pubmedLibrary.searchText} like ${`%${term.replace(/[%_\\]/g, '\\$&')}%`}`),
    sql` or `,
  )
  const rows = await db
    .select({ record: pubmedLibrary.record })
    .from(pubmedLibrary)
    .where(and(...conditions, sql`(${anyTerm})`))
    .limit(2000)
  const types = filters.publicationTypes ?? []
  const candidates = rows
    .map((row) => row.record)
    .filter((record) => types.length === 0 || record.publicationTypes.some((type) => types.includes(type)))
  return filterRelevant(candidates, queries, limit).map((scored) => scored.article)
}

export async function countLibrary(db: Database, tenantGroup: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pubmedLibrary)
    .where(eq(pubmedLibrary.tenantGroup, tenantGroup))
  return Number(row?.count ?? 0)
}
