// The rules a tenant's tool starts with when it has none: a suspected AE goes to the safety inbox at
// once (with a one-hour cooldown per item or product), everything else into the digest. An empty name
// means "named by its finding type" (the pages show the type's label from the catalogue).
import { randomUUID } from 'node:crypto'
import { and, count, eq, sql } from 'drizzle-orm'
import { analysisNotificationRules } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'

export const defaultRules: readonly {
  findingType: string
  delivery: 'immediate' | 'digest'
  cooldownMinutes: number
}[] = [
  { findingType: 'aeSuspected', delivery: 'immediate', cooldownMinutes: 60 },
  { findingType: 'aePossibleKeywords', delivery: 'digest', cooldownMinutes: 60 },
  { findingType: 'mandatoryTextMissing', delivery: 'digest', cooldownMinutes: 60 },
  { findingType: 'superlative', delivery: 'digest', cooldownMinutes: 60 },
  { findingType: 'comparison', delivery: 'digest', cooldownMinutes: 60 },
  { findingType: 'offLabel', delivery: 'digest', cooldownMinutes: 60 },
  { findingType: 'fairBalanceMissing', delivery: 'digest', cooldownMinutes: 60 },
  { findingType: 'healthClaim', delivery: 'digest', cooldownMinutes: 60 },
]

/** Adds the default rules when the tenant's tool has no rule at all. */
export async function ensureDefaultRules(db: Database, tenantGroup: string, tool: string): Promise<void> {
  const scope = and(
    eq(analysisNotificationRules.tenantGroup, tenantGroup),
    eq(analysisNotificationRules.tool, tool),
  )
  const [seen] = await db.select({ n: count() }).from(analysisNotificationRules).where(scope)
  if ((seen?.n ?? 0) > 0) return
  await db.transaction(async (tx) => {
    // Two first findings at once must not seed the defaults twice.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analysis-rules:${tenantGroup}:${tool}`}))`)
    const [existing] = await tx.select({ n: count() }).from(analysisNotificationRules).where(scope)
    if ((existing?.n ?? 0) > 0) return
    await tx.insert(analysisNotificationRules).values(
      defaultRules.map((rule) => ({
        id: randomUUID(),
        tenantGroup,
        tool,
        name: '',
        product: null,
        enabled: true,
        ...rule,
      })),
    )
  })
}
