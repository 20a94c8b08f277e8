// When a keyword list changes, every item's hits and rule findings are recomputed, so counts always
// follow the lists. A tenant with few items is recomputed at once (the change's answer shows the new
// counts); more go to the job runner (job kind analysis.recomputeHits, one waiting per tenant and tool).
import { and, asc, count, eq, gt } from 'drizzle-orm'
import { analysisItems } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { enqueueJob, registerJobKind } from '../../jobs/index.ts'
import { analyseItem, loadMatchContext } from './analyse-item.ts'

export const recomputeJobKind = 'analysis.recomputeHits'
/** Up to this many items are recomputed inside the request that changed a list. */
export const inlineRecomputeLimit = 200
const page = 200

/** Recomputes every item of the tenant and tool; the number of items done. */
export async function recomputeAllItems(
  db: Database,
  tenantGroup: string,
  tool: string,
  signal?: AbortSignal,
): Promise<number> {
  const context = await loadMatchContext(db, tenantGroup, tool)
  let after = ''
  let done = 0
  for (;;) {
    signal?.throwIfAborted()
    const ids = await db
      .select({ id: analysisItems.id })
      .from(analysisItems)
      .where(
        and(
          eq(analysisItems.tenantGroup, tenantGroup),
          eq(analysisItems.tool, tool),
          gt(analysisItems.id, after),
        ),
      )
      .orderBy(asc(analysisItems.id))
      .limit(page)
    for (const { id } of ids) await analyseItem(db, id, context)
    done += ids.length
    if (ids.length < page) return done
    after = ids[ids.length - 1]!.id
  }
}

/** After a list change: `inline` when the hits are already new, else `queued` (the job runner does it). */
export async function recomputeAfterListChange(
  db: Database,
  tenantGroup: string,
  tool: string,
): Promise<'inline' | 'queued'> {
  const [row] = await db
    .select({ n: count() })
    .from(analysisItems)
    .where(and(eq(analysisItems.tenantGroup, tenantGroup), eq(analysisItems.tool, tool)))
  if ((row?.n ?? 0) <= inlineRecomputeLimit) {
    await recomputeAllItems(db, tenantGroup, tool)
    return 'inline'
  }
  await enqueueJob(db, {
    kind: recomputeJobKind,
    payload: { tenantGroup, tool },
    tenantGroup,
    dedupeKey: `${recomputeJobKind}:${tenantGroup}:${tool}`,
  })
  return 'queued'
}

export function registerRecomputeJob(): void {
  registerJobKind(
    recomputeJobKind,
    async (job, { db, signal }) => {
      const { tenantGroup, tool } = job.payload as { tenantGroup: string; tool: string }
      return { items: await recomputeAllItems(db, tenantGroup, tool, signal) }
    },
    { timeoutMs: 30 * 60_000 },
  )
}
