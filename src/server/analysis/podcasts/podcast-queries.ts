// Reads of the podcast analyser: a tenant's podcasts (sources of tool `podcast`) and their episodes
// (items of that source) with what runs and findings say about them. Every read filters the tenant
// and the tool; another tenant's podcast is simply not found.
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  analysisItems,
  analysisKeywordHits,
  analysisResults,
  analysisRuns,
  analysisSources,
} from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'

export const podcastTool = 'podcast'
export const mentionKinds = ['own', 'competitor', 'ingredient', 'indication'] as const

export type PodcastRow = typeof analysisSources.$inferSelect
export type EpisodeRow = typeof analysisItems.$inferSelect

export async function findPodcast(
  db: Database,
  tenantGroup: string,
  podcastId: string,
): Promise<PodcastRow | null> {
  const [row] = await db
    .select()
    .from(analysisSources)
    .where(
      and(
        eq(analysisSources.id, podcastId),
        eq(analysisSources.tenantGroup, tenantGroup),
        eq(analysisSources.tool, podcastTool),
      ),
    )
  return row ?? null
}

export async function findEpisode(
  db: Database,
  tenantGroup: string,
  episodeId: string,
): Promise<EpisodeRow | null> {
  const [row] = await db
    .select()
    .from(analysisItems)
    .where(
      and(
        eq(analysisItems.id, episodeId),
        eq(analysisItems.tenantGroup, tenantGroup),
        eq(analysisItems.tool, podcastTool),
      ),
    )
  return row ?? null
}

export async function listPodcasts(db: Database, tenantGroup: string) {
  const rows = await db
    .select({ podcast: analysisSources, episodes: count(analysisItems.id) })
    .from(analysisSources)
    .leftJoin(analysisItems, eq(analysisItems.sourceId, analysisSources.id))
    .where(and(eq(analysisSources.tenantGroup, tenantGroup), eq(analysisSources.tool, podcastTool)))
    .groupBy(analysisSources.id)
    .orderBy(desc(analysisSources.createdAt))
  return rows
}

/** The podcast's episodes, newest first, without their text. */
export async function listEpisodes(db: Database, tenantGroup: string, podcastId: string) {
  return db
    .select({
      id: analysisItems.id,
      title: analysisItems.title,
      publishedAt: analysisItems.publishedAt,
      fetchedAt: analysisItems.fetchedAt,
      durationSeconds: analysisItems.durationSeconds,
      transcriptOrigin: analysisItems.transcriptOrigin,
      audioFileId: analysisItems.audioFileId,
      audioUrl: analysisItems.audioUrl,
      language: analysisItems.language,
      status: analysisItems.status,
    })
    .from(analysisItems)
    .where(
      and(
        eq(analysisItems.tenantGroup, tenantGroup),
        eq(analysisItems.tool, podcastTool),
        eq(analysisItems.sourceId, podcastId),
      ),
    )
    .orderBy(sql`${analysisItems.publishedAt} desc nulls last`, desc(analysisItems.fetchedAt))
}

/** Keyword hits of mention kinds per episode and kind (the deterministic counts). */
export async function hitCounts(db: Database, tenantGroup: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return []
  return db
    .select({ itemId: analysisKeywordHits.itemId, kind: analysisKeywordHits.listKind, hits: count() })
    .from(analysisKeywordHits)
    .where(
      and(
        eq(analysisKeywordHits.tenantGroup, tenantGroup),
        inArray(analysisKeywordHits.itemId, [...itemIds]),
      ),
    )
    .groupBy(analysisKeywordHits.itemId, analysisKeywordHits.listKind)
}

/** Findings per episode and type (open or not), the model's and the rules'. */
export async function findingCounts(db: Database, tenantGroup: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return []
  return db
    .select({ itemId: analysisFindings.itemId, type: analysisFindings.type, findings: count() })
    .from(analysisFindings)
    .where(and(eq(analysisFindings.tenantGroup, tenantGroup), inArray(analysisFindings.itemId, [...itemIds])))
    .groupBy(analysisFindings.itemId, analysisFindings.type)
}

/** The newest successful result of each episode (a later run wins; older ones stay stored). */
export async function latestResults(db: Database, tenantGroup: string, itemIds: readonly string[]) {
  if (itemIds.length === 0) return new Map<string, typeof analysisResults.$inferSelect>()
  const rows = await db
    .selectDistinctOn([analysisResults.itemId])
    .from(analysisResults)
    .where(
      and(
        eq(analysisResults.tenantGroup, tenantGroup),
        inArray(analysisResults.itemId, [...itemIds]),
        eq(analysisResults.status, 'ok'),
      ),
    )
    .orderBy(analysisResults.itemId, desc(analysisResults.createdAt))
  return new Map(rows.map((row) => [row.itemId, row]))
}

/** The tenant's latest podcast runs (the page follows the one under way). */
export async function latestRuns(db: Database, tenantGroup: string, limit = 3) {
  return db
    .select()
    .from(analysisRuns)
    .where(
      and(
        eq(analysisRuns.tenantGroup, tenantGroup),
        eq(analysisRuns.tool, podcastTool),
        eq(analysisRuns.trial, false),
      ),
    )
    .orderBy(desc(analysisRuns.createdAt))
    .limit(limit)
}
