// A tenant's keywords for one tool, with their list's kind: what the matcher and the rules work from.
import { and, eq } from 'drizzle-orm'
import { analysisKeywordLists, analysisKeywords } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import type { MatchKeyword } from '../match/match-keywords.ts'

/** own, competitor, ingredient, indication, ae, redFlag */
export const keywordListKinds = ['own', 'competitor', 'ingredient', 'indication', 'ae', 'redFlag'] as const
export type KeywordListKind = (typeof keywordListKinds)[number]

export interface TenantKeyword extends MatchKeyword {
  readonly listId: string
  readonly listKind: KeywordListKind
  readonly aliases: readonly string[]
  readonly indicationFor: readonly string[]
}

export async function loadKeywords(
  db: Database,
  tenantGroup: string,
  tool: string,
): Promise<TenantKeyword[]> {
  const rows = await db
    .select({
      id: analysisKeywords.id,
      term: analysisKeywords.term,
      aliases: analysisKeywords.aliases,
      language: analysisKeywords.language,
      indicationFor: analysisKeywords.indicationFor,
      listId: analysisKeywordLists.id,
      listKind: analysisKeywordLists.kind,
    })
    .from(analysisKeywords)
    .innerJoin(analysisKeywordLists, eq(analysisKeywordLists.id, analysisKeywords.listId))
    .where(
      and(
        eq(analysisKeywordLists.tenantGroup, tenantGroup),
        eq(analysisKeywordLists.tool, tool),
        eq(analysisKeywords.tenantGroup, tenantGroup),
      ),
    )
    .orderBy(analysisKeywords.id)
  return rows.map((r) => ({ ...r, listKind: r.listKind as KeywordListKind }))
}
