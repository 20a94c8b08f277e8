// Which items a run covers and what the model is told of each. Every query filters tenant and tool.
import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import {
  analysisItems,
  analysisKeywordHits,
  analysisKeywords,
  analysisResults,
  analysisRuns,
} from '../../db/analysis-tables.ts'
import type { ItemForModel } from '../prompts/model-messages.ts'
import type { AnalysisProfile } from '../prompts/prompt-defaults.ts'
import type { AnalysedItem } from './record-result.ts'

/** Most items one run takes (a larger selection is refused with analysisRun.tooManyItems). */
export const maxItemsPerRun = 5_000

export type RunSelection = { readonly itemIds: readonly string[] } | { readonly scope: 'unanalysed' | 'all' }

/**
 * The selected items of the tenant and tool, oldest first: named ones (null when one of them is not
 * the tenant's: the caller answers 404), all, or those the profile has no successful result for yet.
 */
export async function selectRunItems(
  db: Database,
  scope: { tenantGroup: string; tool: string; profile: AnalysisProfile },
  selection: RunSelection,
): Promise<{ id: string; chars: number }[] | null> {
  const own = and(eq(analysisItems.tenantGroup, scope.tenantGroup), eq(analysisItems.tool, scope.tool))
  const columns = {
    id: analysisItems.id,
    chars: sql<number>`length(${analysisItems.text}) + length(${analysisItems.title})`,
  }
  if ('itemIds' in selection) {
    const wanted = [...new Set(selection.itemIds)]
    if (wanted.length === 0) return []
    const rows = await db
      .select(columns)
      .from(analysisItems)
      .where(and(own, inArray(analysisItems.id, wanted)))
    return rows.length === wanted.length
      ? rows.map((row) => ({ id: row.id, chars: Number(row.chars) }))
      : null
  }
  const analysed = db
    .select({ one: sql`1` })
    .from(analysisResults)
    .innerJoin(analysisRuns, eq(analysisRuns.id, analysisResults.runId))
    .where(
      and(
        eq(analysisResults.itemId, analysisItems.id),
        eq(analysisResults.status, 'ok'),
        eq(analysisRuns.profile, scope.profile),
        eq(analysisRuns.trial, false),
      ),
    )
  const rows = await db
    .select(columns)
    .from(analysisItems)
    .where(selection.scope === 'all' ? own : and(own, notExists(analysed)))
    .orderBy(asc(analysisItems.createdAt), asc(analysisItems.id))
    .limit(maxItemsPerRun + 1)
  return rows.map((row) => ({ id: row.id, chars: Number(row.chars) }))
}

export type RunItem = ItemForModel & AnalysedItem

/** An item as the model sees it (with the terms the matcher found) and as its findings are located; null when gone. */
export async function loadItemForModel(
  db: Database,
  scope: { tenantGroup: string; tool: string },
  itemId: string,
): Promise<RunItem | null> {
  return (await loadItemsForModel(db, scope, [itemId])).get(itemId) ?? null
}

/**
 * Several items at once, as loadItemForModel: two statements for the lot (a run reads its items in
 * chunks, decision 0111). Items gone or not the tenant's are missing from the map.
 */
export async function loadItemsForModel(
  db: Database,
  scope: { tenantGroup: string; tool: string },
  itemIds: readonly string[],
): Promise<Map<string, RunItem>> {
  const { tenantGroup, tool } = scope
  const found = new Map<string, RunItem>()
  if (itemIds.length === 0) return found
  const items = await db
    .select({
      id: analysisItems.id,
      title: analysisItems.title,
      text: analysisItems.text,
      language: analysisItems.language,
      segments: analysisItems.segments,
    })
    .from(analysisItems)
    .where(
      and(
        inArray(analysisItems.id, [...itemIds]),
        eq(analysisItems.tenantGroup, tenantGroup),
        eq(analysisItems.tool, tool),
      ),
    )
  if (items.length === 0) return found
  const terms = await db
    .selectDistinct({
      itemId: analysisKeywordHits.itemId,
      term: analysisKeywords.term,
      kind: analysisKeywordHits.listKind,
    })
    .from(analysisKeywordHits)
    .innerJoin(analysisKeywords, eq(analysisKeywords.id, analysisKeywordHits.keywordId))
    .where(
      and(
        inArray(
          analysisKeywordHits.itemId,
          items.map((item) => item.id),
        ),
        eq(analysisKeywordHits.tenantGroup, tenantGroup),
      ),
    )
    .orderBy(asc(analysisKeywords.term), asc(analysisKeywordHits.listKind))
  const termsOf = new Map<string, { term: string; kind: string }[]>()
  for (const { itemId, term, kind } of terms)
    termsOf.set(itemId, [...(termsOf.get(itemId) ?? []), { term, kind }])
  for (const item of items)
    found.set(item.id, { ...item, segments: item.segments ?? null, terms: termsOf.get(item.id) ?? [] })
  return found
}
