// A project's settings as the API takes them, checked beyond the contract's shapes: the markets served
// (DE/de, AT/de, CH/de, CH/fr, FR/fr), engines that are chat models the tenant may use, each once, and
// an approved-texts collection of the tenant's own data pool. Names, aliases and domains are trimmed
// and deduplicated. Every problem is a field error; nothing is written until all pass.
import { and, eq } from 'drizzle-orm'
import { listUsableChatModels } from '../ai/gateway.ts'
import { knowledgeCollections } from '../db/ai-tables.ts'
import type { Database } from '../db/connect.ts'
import type { VisibilityCompetitor, VisibilityEngine, VisibilityMarket } from '../db/visibility-tables.ts'
import { fieldError, fieldErrors, type FieldError } from '../lib/http-error.ts'
import { normaliseDomain } from './citations.ts'

export const supportedMarkets: readonly VisibilityMarket[] = [
  { country: 'DE', language: 'de' },
  { country: 'AT', language: 'de' },
  { country: 'CH', language: 'de' },
  { country: 'CH', language: 'fr' },
  { country: 'FR', language: 'fr' },
]
export const cadences = ['manual', 'weekly', 'daily'] as const

export interface ProjectBody {
  name: string
  clientGroup?: string | null
  brand: string
  brandAliases?: string[]
  ownDomains?: string[]
  competitors?: { name: string; aliases?: string[]; domains?: string[] }[]
  markets?: VisibilityMarket[]
  topics?: string[]
  engines?: VisibilityEngine[]
  cadence?: (typeof cadences)[number]
  samples?: number
  approvedCollectionId?: string | null
}

const cleanList = (values: readonly string[] | undefined, fold = (v: string) => v.trim()) => [
  ...new Set((values ?? []).map(fold).filter((v) => v !== '')),
]

export async function checkProjectBody(db: Database, tenantGroup: string, body: ProjectBody) {
  const errors: Record<string, FieldError> = {}
  const name = body.name.trim()
  const brand = body.brand.trim()
  if (!name) errors.name = fieldError('visibility.nameRequired', 'A project needs a name')
  if (!brand) errors.brand = fieldError('visibility.brandRequired', 'A project needs its brand')
  const competitors: VisibilityCompetitor[] = []
  for (const c of body.competitors ?? []) {
    const competitorName = c.name.trim()
    if (!competitorName) {
      errors.competitors = fieldError('visibility.competitorName', 'Every competitor needs a name')
      continue
    }
    competitors.push({
      name: competitorName,
      aliases: cleanList(c.aliases),
      domains: cleanList(c.domains, normaliseDomain),
    })
  }
  const names = [brand, ...competitors.map((c) => c.name)].map((n) => n.toLowerCase())
  if (new Set(names).size !== names.length)
    errors.competitors = fieldError(
      'visibility.duplicateName',
      'The brand and competitors need different names',
    )
  const markets = body.markets ?? []
  const unknown = markets.find(
    (m) => !supportedMarkets.some((s) => s.country === m.country && s.language === m.language),
  )
  if (unknown)
    errors.markets = fieldError('visibility.unknownMarket', 'This market is not served', {
      market: `${unknown.country}/${unknown.language}`,
    })
  const engines = body.engines ?? []
  const usable = await listUsableChatModels(db, tenantGroup)
  if (engines.some((e) => !usable.some((m) => m.id === e.modelId)))
    errors.engines = fieldError('visibility.unknownEngine', 'Only models of your tenant can be engines')
  if (new Set(engines.map((e) => e.modelId)).size !== engines.length)
    errors.engines = fieldError('visibility.duplicateEngine', 'Each model is an engine once')
  const approvedCollectionId = body.approvedCollectionId ?? null
  if (approvedCollectionId) {
    const [collection] = await db
      .select({ id: knowledgeCollections.id })
      .from(knowledgeCollections)
      .where(
        and(
          eq(knowledgeCollections.id, approvedCollectionId),
          eq(knowledgeCollections.tenantGroup, tenantGroup),
        ),
      )
    if (!collection)
      errors.approvedCollectionId = fieldError('visibility.unknownCollection', 'No such data-pool collection')
  }
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return {
    name,
    clientGroup: body.clientGroup?.trim() || null,
    brand,
    brandAliases: cleanList(body.brandAliases),
    ownDomains: cleanList(body.ownDomains, normaliseDomain),
    competitors,
    markets: markets.filter(
      (m, i) => markets.findIndex((o) => o.country === m.country && o.language === m.language) === i,
    ),
    topics: cleanList(body.topics),
    engines,
    cadence: body.cadence ?? 'manual',
    samples: body.samples ?? 3,
    approvedCollectionId,
  }
}
