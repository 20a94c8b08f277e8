// Evaluates the tenant's notification rules for findings just created (the matcher's, a rule's or a
// model's; helpers call it right after inserting them). Decision 0098 defines the cooldown:
// - a rule matches a finding of its tenant, tool and type, and of its product when it names one
//   (compared folded: case, diacritics);
// - digest rule: the finding becomes a digest entry (disposition digest);
// - immediate rule (AE types only): the finding becomes a safety case raised by the rule, unless the
//   rule raised a case within its cooldown for the same item or the same product; then the finding is
//   a digest entry with disposition cooldown (counted, listed in the digest, not raised again);
// - a tenant without the safety inbox (inbox-access.ts; podcast tenants IGEPHA, NERES) gets no case: its
//   immediate rules collect like digest rules and the finding stays open for review (decision 0110).
// It runs in the caller's transaction: an analysis run's batch evaluates in the transaction that inserted
// the findings (one commit for results, findings, cases and digest, decision 0111); a caller outside a
// transaction opens one for it. Each rule is evaluated under a transaction-scoped lock of its own, so
// findings evaluated at the same time by two callers cannot both raise; the locks are taken in the order
// of the rules' ids (over all the findings' scopes) so two transactions cannot deadlock. A finding given
// with its item (the caller inserted it in this transaction) is taken as given; one without is read back
// as stored, and only when it is the tenant's own.
import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import {
  analysisDigestEntries,
  analysisFindings,
  analysisNotificationRules,
  safetyCases,
} from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { createSafetyCase } from './create-safety-case.ts'
import { ensureDefaultRules } from './default-rules.ts'
import { foldProduct, isAdverseEventType } from './fold-product.ts'
import { hasSafetyInbox } from './inbox-access.ts'

export interface NewFinding {
  id: string
  tenantGroup: string
  tool: string
  type: string
  product: string | null
  /** The finding's item, given by a caller that inserted it in the same transaction (not read back). */
  itemId?: string
}

/** A transaction of the database, as `db.transaction` hands it to its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface RulesOutcome {
  /** Safety cases the rules opened. */
  raised: string[]
  /** Findings that went into the digest. */
  digested: number
  /** Findings an immediate rule matched within its cooldown (counted in the digest, not raised). */
  cooledDown: number
}

type Rule = typeof analysisNotificationRules.$inferSelect

export async function evaluateRules(
  tx: Transaction,
  findings: readonly NewFinding[],
  now = new Date(),
): Promise<RulesOutcome> {
  const outcome: RulesOutcome = { raised: [], digested: 0, cooledDown: 0 }
  const scopes = new Map<string, NewFinding[]>()
  for (const finding of findings) {
    const key = JSON.stringify([finding.tenantGroup, finding.tool])
    scopes.set(key, [...(scopes.get(key) ?? []), finding])
  }
  const work: { rule: Rule; matching: NewFinding[] }[] = []
  for (const [, group] of [...scopes].sort(([a], [b]) => a.localeCompare(b))) {
    const { tenantGroup, tool } = group[0]!
    // One statement per scope: its rules, enabled or not (none at all: the defaults first).
    const scopeRules = () =>
      tx
        .select()
        .from(analysisNotificationRules)
        .where(
          and(
            eq(analysisNotificationRules.tenantGroup, tenantGroup),
            eq(analysisNotificationRules.tool, tool),
          ),
        )
    let rules = await scopeRules()
    if (rules.length === 0) {
      await ensureDefaultRules(tx, tenantGroup, tool)
      rules = await scopeRules()
    }
    for (const rule of rules.filter((candidate) => candidate.enabled)) {
      const matching = group.filter((finding) => ruleMatches(rule, finding))
      if (matching.length > 0) work.push({ rule, matching })
    }
  }
  for (const { rule, matching } of work.sort((a, b) => a.rule.id.localeCompare(b.rule.id)))
    await applyRule(tx, rule, matching, now, outcome)
  return outcome
}

function ruleMatches(rule: Rule, finding: NewFinding): boolean {
  if (rule.findingType !== finding.type) return false
  const wanted = foldProduct(rule.product)
  return wanted === null || wanted === foldProduct(finding.product)
}

/** The findings as stored (their item), and only the tenant's own: those given with their item as given. */
async function storedFindings(tx: Transaction, rule: Rule, findings: NewFinding[]) {
  const given = findings
    .filter((f) => f.tenantGroup === rule.tenantGroup && f.itemId !== undefined)
    .map((f) => ({ id: f.id, itemId: f.itemId!, product: f.product }))
  const unknown = findings.filter((f) => f.itemId === undefined).map((f) => f.id)
  if (unknown.length === 0) return given
  const read = await tx
    .select({
      id: analysisFindings.id,
      itemId: analysisFindings.itemId,
      product: analysisFindings.product,
    })
    .from(analysisFindings)
    .where(and(eq(analysisFindings.tenantGroup, rule.tenantGroup), inArray(analysisFindings.id, unknown)))
  return [...given, ...read]
}

async function applyRule(
  tx: Transaction,
  rule: Rule,
  findings: NewFinding[],
  now: Date,
  outcome: RulesOutcome,
) {
  const immediate =
    rule.delivery === 'immediate' && isAdverseEventType(rule.findingType) && hasSafetyInbox(rule.tenantGroup)
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analysis-rule:${rule.id}`}))`)
  const stored = await storedFindings(tx, rule, findings)
  if (!immediate) {
    outcome.digested += await addDigestEntries(
      tx,
      rule,
      stored.map((f) => f.id),
      'digest',
    )
    return
  }
  const since = new Date(now.getTime() - rule.cooldownMinutes * 60_000)
  const recent = await tx
    .select({ itemId: safetyCases.itemId, product: safetyCases.product })
    .from(safetyCases)
    .where(and(eq(safetyCases.ruleId, rule.id), gte(safetyCases.createdAt, since)))
  const items = new Set(recent.map((c) => c.itemId))
  const products = new Set(recent.map((c) => foldProduct(c.product)).filter((p) => p !== null))
  const cooled: string[] = []
  for (const finding of stored) {
    const product = foldProduct(finding.product)
    if (
      rule.cooldownMinutes > 0 &&
      (items.has(finding.itemId) || (product !== null && products.has(product)))
    ) {
      cooled.push(finding.id)
      continue
    }
    const opened = await createSafetyCase(tx, {
      tenantGroup: rule.tenantGroup,
      findingId: finding.id,
      via: 'rule',
      ruleId: rule.id,
    })
    if (!opened?.created) continue
    outcome.raised.push(opened.caseId)
    items.add(finding.itemId)
    if (product !== null) products.add(product)
  }
  outcome.cooledDown += await addDigestEntries(tx, rule, cooled, 'cooldown')
  if (cooled.length < stored.length) {
    await tx
      .update(analysisNotificationRules)
      .set({ lastFiredAt: now })
      .where(eq(analysisNotificationRules.id, rule.id))
  }
}

async function addDigestEntries(
  db: Transaction,
  rule: Rule,
  findingIds: string[],
  disposition: 'digest' | 'cooldown',
) {
  if (findingIds.length === 0) return 0
  const added = await db
    .insert(analysisDigestEntries)
    .values(
      findingIds.map((findingId) => ({
        tenantGroup: rule.tenantGroup,
        ruleId: rule.id,
        findingId,
        disposition,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: analysisDigestEntries.id })
  return added.length
}
