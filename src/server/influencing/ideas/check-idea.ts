// The deterministic check of a post idea, without any model: the analysis engine's keyword lists of
// medicine-check (seeded from the manifest) and its rules. A post naming one of the tenant's own
// (OTC) products is advertising for it, so the market's mandatory text (HWG §4(3) in Germany) must be
// in it; a possible adverse event in the text is a finding too.
import type { Database } from '../../db/connect.ts'
import type { IdeaFinding } from '../../db/influencing-tables.ts'
import { loadMatchContext } from '../../analysis/keywords/analyse-item.ts'
import { matchKeywords } from '../../analysis/match/match-keywords.ts'
import { applyRules } from '../../analysis/rules/apply-rules.ts'

export async function checkIdeaText(
  db: Database,
  tenantGroup: string,
  text: string,
  language: string,
): Promise<IdeaFinding[]> {
  const context = await loadMatchContext(db, tenantGroup, 'medicheck')
  const hits = matchKeywords(text, context.compiled, { language })
  const namesOwnProduct = hits.some((hit) => context.byId.get(hit.keywordId)?.listKind === 'own')
  // An English post is checked against the German market's rule: the programme posts for the tenant's market.
  const market = language === 'en' ? context.settings.fallbackMarket : null
  const findings = applyRules(
    { text, language, promotional: namesOwnProduct, market },
    hits,
    context.byId,
    context.settings,
  )
  return findings.map((finding) => ({
    origin: 'rule',
    type: finding.type,
    quote: finding.quote,
    reason: finding.reason,
    detail: finding.product ? `${finding.product} (${finding.detail ?? ''})` : finding.detail,
  }))
}
