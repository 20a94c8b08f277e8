// The tenant's notification rules: listed (the defaults added on first look), created, changed and
// deleted by admins. Only a suspected adverse event may go to the safety inbox at once; every other
// finding type goes into the digest (decision 0098).
import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { analysisNotificationRules } from '../../db/analysis-review-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError } from '../../lib/http-error.ts'
import { ensureDefaultRules } from './default-rules.ts'
import { isAdverseEventType } from './fold-product.ts'

export const findingTypes = [
  'aeSuspected',
  'aePossibleKeywords',
  'mandatoryTextMissing',
  'superlative',
  'comparison',
  'offLabel',
  'fairBalanceMissing',
  'healthClaim',
  'mention',
] as const

export interface RuleFields {
  name?: string
  tool?: string
  findingType?: string
  product?: string | null
  delivery?: 'immediate' | 'digest'
  cooldownMinutes?: number
  enabled?: boolean
}

type RuleRow = typeof analysisNotificationRules.$inferSelect

export const toRuleDto = (rule: RuleRow) => ({
  id: rule.id,
  tool: rule.tool,
  name: rule.name,
  findingType: rule.findingType,
  product: rule.product,
  delivery: rule.delivery,
  cooldownMinutes: rule.cooldownMinutes,
  enabled: rule.enabled,
  lastFiredAt: rule.lastFiredAt ? rule.lastFiredAt.toISOString() : null,
  createdAt: rule.createdAt.toISOString(),
})

export async function listRules(db: Database, tenantGroup: string, tools: readonly string[]) {
  for (const tool of tools) await ensureDefaultRules(db, tenantGroup, tool)
  const rows = await db
    .select()
    .from(analysisNotificationRules)
    .where(eq(analysisNotificationRules.tenantGroup, tenantGroup))
    .orderBy(
      asc(analysisNotificationRules.tool),
      asc(analysisNotificationRules.createdAt),
      asc(analysisNotificationRules.id),
    )
  return rows.filter((rule) => tools.includes(rule.tool)).map(toRuleDto)
}

function checkRule(rule: { findingType: string; delivery: string }) {
  if (rule.delivery === 'immediate' && !isAdverseEventType(rule.findingType))
    throw new HttpError(
      422,
      'Only suspected adverse events go to the safety inbox at once; other findings go into the digest',
      { code: 'safety.immediateNeedsAdverseEvent' },
    )
}

const cleanProduct = (product: string | null | undefined) =>
  product && product.trim() !== '' ? product.trim() : null

export async function createRule(
  db: Database,
  tenantGroup: string,
  fields: Required<Pick<RuleFields, 'findingType' | 'delivery'>> & RuleFields,
  userId: string,
) {
  const rule = {
    id: randomUUID(),
    tenantGroup,
    tool: fields.tool ?? 'medicheck',
    name: fields.name?.trim() ?? '',
    findingType: fields.findingType,
    product: cleanProduct(fields.product),
    delivery: fields.delivery,
    cooldownMinutes: fields.cooldownMinutes ?? 60,
    enabled: fields.enabled ?? true,
    createdBy: userId,
  }
  checkRule(rule)
  // A tenant's first own rule comes after the defaults, not instead of them.
  await ensureDefaultRules(db, tenantGroup, rule.tool)
  const [row] = await db.insert(analysisNotificationRules).values(rule).returning()
  return toRuleDto(row!)
}

/** The changed rule and the fields before; null when the rule is not the tenant's. */
export async function updateRule(db: Database, tenantGroup: string, ruleId: string, fields: RuleFields) {
  const scope = and(
    eq(analysisNotificationRules.id, ruleId),
    eq(analysisNotificationRules.tenantGroup, tenantGroup),
  )
  const [before] = await db.select().from(analysisNotificationRules).where(scope)
  if (!before) return null
  const change = {
    ...(fields.name !== undefined ? { name: fields.name.trim() } : {}),
    ...(fields.findingType !== undefined ? { findingType: fields.findingType } : {}),
    ...(fields.product !== undefined ? { product: cleanProduct(fields.product) } : {}),
    ...(fields.delivery !== undefined ? { delivery: fields.delivery } : {}),
    ...(fields.cooldownMinutes !== undefined ? { cooldownMinutes: fields.cooldownMinutes } : {}),
    ...(fields.enabled !== undefined ? { enabled: fields.enabled } : {}),
  }
  checkRule({ ...before, ...change })
  const [row] = await db.update(analysisNotificationRules).set(change).where(scope).returning()
  return { before: toRuleDto(before), rule: toRuleDto(row!) }
}

export async function deleteRule(db: Database, tenantGroup: string, ruleId: string) {
  const [row] = await db
    .delete(analysisNotificationRules)
    .where(
      and(eq(analysisNotificationRules.id, ruleId), eq(analysisNotificationRules.tenantGroup, tenantGroup)),
    )
    .returning()
  return row ? toRuleDto(row) : null
}
