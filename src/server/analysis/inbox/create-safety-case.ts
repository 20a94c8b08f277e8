// Opens a safety case for a finding: one per finding (a second forward or a rule after a forward finds
// the first), with what a PV case needs copied from the finding and its item at that moment.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { analysisItems, analysisSources } from '../../db/analysis-tables.ts'
import { analysisFindings, safetyCases } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'

export interface SafetyCaseOrigin {
  tenantGroup: string
  findingId: string
  via: 'rule' | 'review'
  ruleId?: string | null
  forwardedBy?: string | null
}

/** Returns the case of the finding and whether this call created it; null when the finding is not the tenant's. */
export async function createSafetyCase(
  db: Database,
  origin: SafetyCaseOrigin,
): Promise<{ caseId: string; created: boolean } | null> {
  const [row] = await db
    .select({
      finding: analysisFindings,
      item: analysisItems,
      sourceTitle: analysisSources.title,
      sourceUrl: analysisSources.url,
    })
    .from(analysisFindings)
    .innerJoin(analysisItems, eq(analysisItems.id, analysisFindings.itemId))
    .leftJoin(analysisSources, eq(analysisSources.id, analysisItems.sourceId))
    .where(
      and(eq(analysisFindings.id, origin.findingId), eq(analysisFindings.tenantGroup, origin.tenantGroup)),
    )
    .limit(1)
  if (!row) return null
  const { finding, item } = row
  const inserted = await db
    .insert(safetyCases)
    .values({
      id: randomUUID(),
      tenantGroup: origin.tenantGroup,
      findingId: finding.id,
      itemId: item.id,
      product: finding.product,
      reaction: finding.detail,
      patientPresent: finding.patientPresent,
      reporterPresent: finding.reporterPresent,
      quote: finding.quote,
      sourceTitle: row.sourceTitle ?? item.title,
      sourceUrl: item.url ?? row.sourceUrl,
      // The day the tenant could first have known of it: when the item reached Tessera (decision 0098).
      firstSeenAt: item.fetchedAt,
      via: origin.via,
      ruleId: origin.ruleId ?? null,
      forwardedBy: origin.forwardedBy ?? null,
    })
    .onConflictDoNothing({ target: safetyCases.findingId })
    .returning({ id: safetyCases.id })
  if (inserted[0]) return { caseId: inserted[0].id, created: true }
  const [existing] = await db
    .select({ id: safetyCases.id })
    .from(safetyCases)
    .where(eq(safetyCases.findingId, finding.id))
  if (!existing) throw new Error(`safety case of finding ${finding.id} neither inserted nor found`)
  return { caseId: existing.id, created: false }
}
