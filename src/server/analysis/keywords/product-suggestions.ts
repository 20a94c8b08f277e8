// Own products suggested from the product master: one suggestion per brand (its products' names as
// aliases), or per product without a brand, leaving out what the tenant's own-product lists already hold.
import { routes } from '../../../generated/access.gen.ts'
import type { CompiledRoute } from '../../../shared/manifest/types.ts'
import { canAccess } from '../../../shared/policy/can-access.ts'
import type { Database } from '../../db/connect.ts'
import { findResource } from '../../db/resources/resource-model.ts'
import { iterateRows } from '../../db/resources/rows.ts'
import { foldPhrase } from '../match/fold-words.ts'
import { loadKeywords } from './load-keywords.ts'

export interface ProductSuggestion {
  readonly term: string
  readonly aliases: string[]
  /** The product-master codes behind it. */
  readonly codes: string[]
}

interface SuggestionUser {
  readonly group: string
  readonly role: string
  readonly features: readonly string[]
}

/** At most this many product-master rows are read for suggestions. */
const maxRows = 5000
const maxSuggestions = 200

export async function suggestOwnProducts(
  db: Database,
  user: SuggestionUser,
  tool: string,
): Promise<{ items: ProductSuggestion[]; readable: boolean }> {
  const resource = findResource('product-master')
  const route = (routes as readonly CompiledRoute[]).find((r) => r.id === 'services-product-master')
  if (!resource || !canAccess(user, resource.access.read) || (route && !canAccess(user, route.access)))
    return { items: [], readable: false }
  const known = new Set(
    (await loadKeywords(db, user.group, tool))
      .filter((k) => k.listKind === 'own')
      .flatMap((k) => [k.term, ...k.aliases].map(foldPhrase)),
  )
  const byTerm = new Map<string, { term: string; aliases: Set<string>; codes: Set<string> }>()
  let read = 0
  for await (const rows of iterateRows(db, resource, {}, { tenantGroup: user.group }, 1000)) {
    for (const row of rows) {
      const name = typeof row.name === 'string' ? row.name.trim() : ''
      const brand = row.labels.brand?.trim() || ''
      const term = brand || name
      if (!term || known.has(foldPhrase(term))) continue
      const key = foldPhrase(term)
      const entry = byTerm.get(key) ?? { term, aliases: new Set<string>(), codes: new Set<string>() }
      if (name && foldPhrase(name) !== key) entry.aliases.add(name)
      if (typeof row.code === 'string') entry.codes.add(row.code)
      byTerm.set(key, entry)
    }
    read += rows.length
    if (read >= maxRows) break
  }
  const items = [...byTerm.values()]
    .sort((a, b) => a.term.localeCompare(b.term))
    .slice(0, maxSuggestions)
    .map((e) => ({ term: e.term, aliases: [...e.aliases].slice(0, 50), codes: [...e.codes] }))
  return { items, readable: true }
}
