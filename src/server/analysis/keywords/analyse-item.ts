// The deterministic part of an item's analysis: keyword hits (replacing the previous ones) and the
// findings of the rules, in one transaction; then the notification rules for the findings it added.
// Works without any model, so a tenant without one still sees hits, the mandatory-text check and
// "possible AE (keywords)".
import { and, eq } from 'drizzle-orm'
import { analysisItems, analysisKeywordHits } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { secondsOf } from '../items/segment-seconds.ts'
import { compileKeywords, matchKeywords, type CompiledKeywords } from '../match/match-keywords.ts'
import { notifyNewFindings } from '../rules/notify-new-findings.ts'
import { applyRules } from '../rules/apply-rules.ts'
import type { RuleSettings } from '../rules/rule-types.ts'
import { storeRuleFindings, type StoredFinding } from '../rules/store-rule-findings.ts'
import { loadKeywords, type TenantKeyword } from './load-keywords.ts'
import { ensureDefaultLists, ruleSettingsFor } from './manifest-defaults.ts'

/** A tenant's keywords and rule settings, loaded once for many items. */
export interface MatchContext {
  readonly byId: ReadonlyMap<string, TenantKeyword>
  readonly compiled: CompiledKeywords
  readonly settings: RuleSettings
}

export async function loadMatchContext(
  db: Database,
  tenantGroup: string,
  tool: string,
): Promise<MatchContext> {
  await ensureDefaultLists(db, tenantGroup, tool)
  const keywords = await loadKeywords(db, tenantGroup, tool)
  return {
    byId: new Map(keywords.map((k) => [k.id, k])),
    compiled: compileKeywords(keywords),
    settings: ruleSettingsFor(tenantGroup),
  }
}

const insertBatch = 500

export interface AnalysedItem {
  readonly hits: number
  readonly findings: readonly StoredFinding[]
}

export async function analyseItem(
  db: Database,
  itemId: string,
  context?: MatchContext,
): Promise<AnalysedItem> {
  const [item] = await db.select().from(analysisItems).where(eq(analysisItems.id, itemId))
  if (!item) return { hits: 0, findings: [] }
  const ctx = context ?? (await loadMatchContext(db, item.tenantGroup, item.tool))
  const hits = matchKeywords(item.text, ctx.compiled, { language: item.language })
  const secondAt = secondsOf(item.text, item.segments)
  const ruleFindings = applyRules(item, hits, ctx.byId, ctx.settings)
  const added = await db.transaction(async (tx) => {
    await tx
      .delete(analysisKeywordHits)
      .where(
        and(eq(analysisKeywordHits.itemId, item.id), eq(analysisKeywordHits.tenantGroup, item.tenantGroup)),
      )
    const rows = hits.map((hit) => ({
      tenantGroup: item.tenantGroup,
      itemId: item.id,
      keywordId: hit.keywordId,
      listKind: ctx.byId.get(hit.keywordId)!.listKind,
      start: hit.start,
      end: hit.end,
      matched: hit.matched,
      second: secondAt(hit.start),
    }))
    for (let i = 0; i < rows.length; i += insertBatch)
      await tx.insert(analysisKeywordHits).values(rows.slice(i, i + insertBatch))
    await tx
      .update(analysisItems)
      .set({ status: 'matched', errorCode: null })
      .where(eq(analysisItems.id, item.id))
    return storeRuleFindings(tx as unknown as Database, item, ruleFindings)
  })
  await notifyNewFindings(db, added)
  return { hits: hits.length, findings: added }
}
