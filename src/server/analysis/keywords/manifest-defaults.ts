// The manifest's analysis defaults for a tenant: its keyword lists are seeded from manifest/analysis.yaml
// the first time its tool is used (a tenant with no list at all), and the rules' settings.
import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { analysisSettings } from '../../../generated/analysis.gen.ts'
import { tenants } from '../../../generated/tenants.gen.ts'
import { analysisKeywordLists, analysisKeywords } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import type { RuleSettings } from '../rules/rule-types.ts'

const marketOfLocale: Record<string, string> = { de: 'DE', fr: 'FR' }

export function tenantLocale(tenantGroup: string): 'de' | 'en' | 'fr' {
  const locale: string | undefined = tenants[tenantGroup]?.locale
  return locale === 'fr' || locale === 'en' ? locale : 'de'
}

export function ruleSettingsFor(tenantGroup: string): RuleSettings {
  return {
    mandatoryTexts: analysisSettings.mandatoryTexts,
    negations: analysisSettings.negations,
    fallbackMarket: marketOfLocale[tenantLocale(tenantGroup)] ?? null,
  }
}

/**
 * Copies the manifest's default lists into the tenant's, once: when the tenant has no list for the tool.
 * Under a transaction-scoped advisory lock, so two first requests side by side seed once.
 */
export async function ensureDefaultLists(db: Database, tenantGroup: string, tool: string): Promise<void> {
  const [any] = await db
    .select({ id: analysisKeywordLists.id })
    .from(analysisKeywordLists)
    .where(and(eq(analysisKeywordLists.tenantGroup, tenantGroup), eq(analysisKeywordLists.tool, tool)))
    .limit(1)
  if (any) return
  const locale = tenantLocale(tenantGroup)
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`analysis-lists:${tenantGroup}:${tool}`}))`)
    const [again] = await tx
      .select({ id: analysisKeywordLists.id })
      .from(analysisKeywordLists)
      .where(and(eq(analysisKeywordLists.tenantGroup, tenantGroup), eq(analysisKeywordLists.tool, tool)))
      .limit(1)
    if (again) return
    for (const list of analysisSettings.keywordLists) {
      const listId = randomUUID()
      await tx.insert(analysisKeywordLists).values({
        id: listId,
        tenantGroup,
        tool,
        kind: list.kind,
        name: list.name[locale],
        manifestKey: list.key,
      })
      await tx.insert(analysisKeywords).values(
        list.keywords.map((k) => ({
          id: randomUUID(),
          tenantGroup,
          listId,
          term: k.term,
          aliases: [...k.aliases],
          language: k.language,
        })),
      )
    }
  })
}
