// The podcast findings export (decision 0110): every finding of a podcast's episodes (suspected AEs,
// health claims, mentions), one row each, oldest episode first, with the second its quote starts at.
// For tenants without the safety inbox (IGEPHA, NERES) this file is how a suspected AE leaves Tessera
// for their own PV process; DEMO has it beside its inbox.
import { and, asc, eq } from 'drizzle-orm'
import { analysisItems } from '../../db/analysis-tables.ts'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import type { XlsxCell } from '../exports/xlsx-worker.ts'
import { podcastTool } from './podcast-queries.ts'

export const podcastFindingColumns = [
  'episode',
  'publishedAt',
  'fetchedAt',
  'second',
  'findingType',
  'origin',
  'product',
  'detail',
  'sentiment',
  'patientPresent',
  'reporterPresent',
  'quote',
  'reason',
  'reviewStatus',
  'findingId',
] as const

export async function podcastFindingRows(
  db: Database,
  tenantGroup: string,
  podcastId: string,
): Promise<XlsxCell[][]> {
  const rows = await db
    .select({ finding: analysisFindings, item: analysisItems })
    .from(analysisFindings)
    .innerJoin(analysisItems, eq(analysisItems.id, analysisFindings.itemId))
    .where(
      and(
        eq(analysisItems.tenantGroup, tenantGroup),
        eq(analysisItems.tool, podcastTool),
        eq(analysisItems.sourceId, podcastId),
        eq(analysisFindings.tenantGroup, tenantGroup),
      ),
    )
    .orderBy(
      asc(analysisItems.publishedAt),
      asc(analysisItems.id),
      asc(analysisFindings.second),
      asc(analysisFindings.quoteStart),
      asc(analysisFindings.id),
    )
  return rows.map(({ finding: f, item }) => [
    item.title,
    item.publishedAt,
    item.fetchedAt,
    f.second === null ? null : Number(f.second),
    f.type,
    f.origin,
    f.product,
    f.detail,
    f.sentiment,
    f.patientPresent,
    f.reporterPresent,
    f.quote,
    f.reason,
    f.reviewStatus,
    f.id,
  ])
}
