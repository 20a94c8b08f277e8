// Stores what the deterministic rules found for an item, as findings of origin keywords or rule. Run again
// (a list changed), it keeps the findings that still arise, adds the new ones and removes those that no
// longer arise, unless a human reviewed them or the safety inbox holds them (a decision stays).
import { randomUUID } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { analysisFindings } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import type { RuleFinding } from './rule-types.ts'

export interface StoredFinding {
  readonly id: string
  readonly tenantGroup: string
  readonly tool: string
  readonly type: string
  readonly product: string | null
}

const identity = (f: {
  type: string
  product: string | null
  detail: string | null
  quoteStart: number | null
  quoteEnd: number | null
}) => JSON.stringify([f.type, f.product, f.detail, f.quoteStart, f.quoteEnd])

/** The findings this call added (for the notification rules). */
export async function storeRuleFindings(
  db: Database,
  item: { id: string; tenantGroup: string; tool: string },
  findings: readonly RuleFinding[],
): Promise<StoredFinding[]> {
  const existing = await db
    .select({
      id: analysisFindings.id,
      type: analysisFindings.type,
      product: analysisFindings.product,
      detail: analysisFindings.detail,
      quoteStart: analysisFindings.quoteStart,
      quoteEnd: analysisFindings.quoteEnd,
      reviewStatus: analysisFindings.reviewStatus,
    })
    .from(analysisFindings)
    .where(
      and(
        eq(analysisFindings.itemId, item.id),
        eq(analysisFindings.tenantGroup, item.tenantGroup),
        inArray(analysisFindings.origin, ['keywords', 'rule']),
      ),
    )
  const wanted = new Map(findings.map((f) => [identity(f), f]))
  const kept = new Set(existing.map(identity))
  const gone = existing.filter((f) => !wanted.has(identity(f)) && f.reviewStatus === 'open').map((f) => f.id)
  if (gone.length > 0)
    await db
      .delete(analysisFindings)
      .where(
        and(
          inArray(analysisFindings.id, gone),
          sql`not exists (select 1 from safety_cases c where c.finding_id = ${analysisFindings.id})`,
        ),
      )
  const added = [...wanted.entries()]
    .filter(([key]) => !kept.has(key))
    .map(([, f]) => ({
      id: randomUUID(),
      tenantGroup: item.tenantGroup,
      tool: item.tool,
      itemId: item.id,
      ...f,
    }))
  if (added.length > 0) await db.insert(analysisFindings).values(added)
  return added.map((f) => ({
    id: f.id,
    tenantGroup: f.tenantGroup,
    tool: f.tool,
    type: f.type,
    product: f.product,
  }))
}
