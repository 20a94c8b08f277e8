// The tenant's own products as terms a post may name: each product-master row's brand and product
// name (the product data's own table, read in the caller's tenant). A user who may not read the
// product master gets no terms and `readable: false`, so the dashboard says why the share is missing.
import { routes } from '../../generated/access.gen.ts'
import type { CompiledRoute } from '../../shared/manifest/types.ts'
import { canAccess } from '../../shared/policy/can-access.ts'
import type { MatchKeyword } from '../analysis/match/match-keywords.ts'
import { foldPhrase } from '../analysis/match/fold-words.ts'
import type { Database } from '../db/connect.ts'
import { findResource } from '../db/resources/resource-model.ts'
import { iterateRows } from '../db/resources/rows.ts'

interface TermUser {
  readonly group: string
  readonly role: string
  readonly features: readonly string[]
}

/** At most this many product-master rows are read. */
const maxRows = 5000

export async function ownProductTerms(
  db: Database,
  user: TermUser,
): Promise<{ readable: boolean; terms: MatchKeyword[] }> {
  const resource = findResource('product-master')
  const route = (routes as readonly CompiledRoute[]).find((r) => r.id === 'services-product-master')
  if (!resource || !canAccess(user, resource.access.read) || (route && !canAccess(user, route.access)))
    return { readable: false, terms: [] }
  const terms = new Map<string, MatchKeyword>()
  let read = 0
  for await (const rows of iterateRows(db, resource, {}, { tenantGroup: user.group }, 1000)) {
    for (const row of rows) {
      for (const value of [row.labels.brand, row.name]) {
        const term = typeof value === 'string' ? value.trim() : ''
        if (term && !terms.has(foldPhrase(term))) terms.set(foldPhrase(term), { id: term, term })
      }
    }
    read += rows.length
    if (read >= maxRows) break
  }
  return { readable: true, terms: [...terms.values()] }
}
