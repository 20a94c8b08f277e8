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
// Each rule is evaluated under a transaction-scoped lock of its own, so findings evaluated at the same
// time by two runs cannot both raise. A caller that inserted the findings in a transaction of its own
// (an analysis run's batch, decision 0111) passes `inTransaction` and each finding's item: the rules
// then run in that transaction (one commit for results, findings, cases and digest; the findings are
// not read back), the rules' locks taken in the order of their ids so two batches cannot deadlock.
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
  /** The finding's item, given by a caller that inserted it in the same transaction (`inTransaction`). */
  itemId?: string
}

export interface EvaluateOptions {
  /**
   * `db` is a transaction in which the caller inserted the findings (each with its `itemId`): the rules
   * run in it instead of a transaction of their own per rule.
   */
  inTransaction?: boolean
}

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
  db: Database,
  findings: readonly NewFinding[],
  now = new Date(),
  options: EvaluateOptions = {},
): Promise<RulesOutcome> {
  const outcome: RulesOutcome = { raised: [], digested: 0, cooledDown: 0 }
  const scopes = new Map<string, NewFinding[]>()
  for (const finding of findings) {
    const key = JSON.stringify([finding.tenantGroup, finding.tool])
    scopes.set(key, [...(scopes.get(key) ?? []), finding])
  }
  for (const group of scopes.values()) {
    const { tenantGroup, tool } = group[0]!
    // One statement per batch: the scope's rules, enabled or not (none at all: the defaults first).
    const scopeRules = () =>
      db
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
      await ensureDefaultRules(db, tenantGroup, tool)
      rules = await scopeRules()
    }
    const enabled = rules.filter((candidate) => candidate.enabled).sort((a, b) => a.id.localeCompare(b.id))
    for (const rule of enabled) {
      const matching = group.filter((finding) => ruleMatches(rule, finding))
      if (matching.length > 0) await applyRule(db, rule, matching, now, outcome, options)
    }
  }
  return outcome
}

function ruleMatches(rule: Rule, finding: NewFinding): boolean {
  if (rule.findingType !== finding.type) return false
  const wanted = foldProduct(rule.product)
  return wanted === null || wanted === foldProduct(finding.product)
}

async function applyRule(
  db: Database,
  rule: Rule,
  findings: NewFinding[],
  now: Date,
  outcome: RulesOutcome,
  { inTransaction = false }: EvaluateOptions,
) {
  const immediate =
    rule.delivery === 'immediate' && isAdverseEventType(rule.findingType) && hasSafetyInbox(rule.tenantGroup)
  const work = async (tx: Database) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analysis-rule:${rule.id}`}))`)
    // The findings as stored (their item), and only the tenant's own; a caller's own transaction knows them.
    const stored = inTransaction
      ? findings
          .filter((f) => f.tenantGroup === rule.tenantGroup && f.itemId !== undefined)
          .map((f) => ({ id: f.id, itemId: f.itemId!, product: f.product }))
      : await tx
          .select({
            id: analysisFindings.id,
            itemId: analysisFindings.itemId,
            product: analysisFindings.product,
          })
          .from(analysisFindings)
          .where(
            and(
              eq(analysisFindings.tenantGroup, rule.tenantGroup),
              inArray(
                analysisFindings.id,
                findings.map((f) => f.id),
              ),
            ),
          )
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
  if (inTransaction) await work(db)
  else await db.transaction((tx) => work(tx as unknown as Database))
}

async function addDigestEntries(
  db: Database,
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
