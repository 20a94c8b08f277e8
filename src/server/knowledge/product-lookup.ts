// The product-data lists as a source for assistants: the records a question names, read with the
// asking user's rights exactly as the product-data API reads them (the endpoint's rule, the list's
// read guard, the list query with the caller's tenant group), so an assistant never shows a user a
// row the list page would not. Each hit links to its list page, filtered to it.
import { tool } from 'ai'
import { sql } from 'drizzle-orm'
import { z } from 'zod'
import { endpoints, routes } from '../../generated/access.gen.ts'
import messagesDe from '../../generated/messages-de.gen.ts'
import messagesEn from '../../generated/messages-en.gen.ts'
import messagesFr from '../../generated/messages-fr.gen.ts'
import { tenants } from '../../generated/tenants.gen.ts'
import type { CompiledResource, DisplayLocale } from '../../shared/manifest/resource-types.ts'
import type { CompiledEndpoint, CompiledRoute } from '../../shared/manifest/types.ts'
import { canAccess, canCallEndpoint } from '../../shared/policy/can-access.ts'
import type { Database } from '../db/connect.ts'
import { findResource } from '../db/resources/resource-model.ts'
import { readRows, searchMatchesQuery, type RowDto } from '../db/resources/rows.ts'
import { findProductTerms, namesProduct } from './product-terms.ts'

export interface LookupUser {
  readonly id: string
  readonly group: string
  readonly role: string
  readonly features: readonly string[]
}

export interface ProductHit {
  readonly resource: string
  readonly id: string
  readonly title: string
  readonly fields: { label: string; value: string }[]
  readonly href: string
}

/** The lists that hold products, with the field an identifier is in (product-master is found by name). */
const productLists: { id: string; identifierField?: string }[] = [
  { id: 'pzns', identifierField: 'pzn' },
  { id: 'lauer-taxe', identifierField: 'pzn' },
  { id: 'bundle', identifierField: 'pzn' },
  { id: 'product-master' },
]
const messages: Record<DisplayLocale, Record<string, string>> = {
  de: messagesDe,
  en: messagesEn,
  fr: messagesFr,
}
const listEndpoint = (endpoints as readonly CompiledEndpoint[]).find((e) => e.id === 'resources-list')!

/** What GET /api/resources/{list} lets this user read: the endpoint, the list's read guard and its page. */
function mayRead(user: LookupUser, resource: CompiledResource): boolean {
  const route = (routes as readonly CompiledRoute[]).find((r) => r.id === `services-${resource.id}`)
  return (
    canCallEndpoint(user, listEndpoint.access) &&
    canAccess(user, resource.access.read) &&
    (!route || canAccess(user, route.access))
  )
}

/** The language of the user's group (NERES French), as the API answers without Accept-Language. */
function localeOf(user: LookupUser): DisplayLocale {
  const locale = (tenants as Record<string, { locale?: string } | undefined>)[user.group]?.locale
  return locale === 'fr' || locale === 'en' ? locale : 'de'
}

function toHit(
  resource: CompiledResource,
  row: RowDto,
  locale: DisplayLocale,
  searchFor: string,
): ProductHit {
  const text = (key: string) => messages[locale][key] ?? key
  const valueOf = (name: string): string | null => {
    const field = resource.fields.find((f) => f.name === name)
    const value = row[name]
    if (value === null || value === undefined || value === '') return null
    if (field?.type === 'reference') return row.labels[name] ?? null
    if (field?.type === 'enum')
      return text(field.values?.find((v) => v.value === value)?.label ?? String(value))
    if (typeof value === 'number') return value.toLocaleString(locale, { maximumFractionDigits: 3 })
    return String(value)
  }
  const labelOf = (name: string) =>
    resource.fields.find((f) => f.name === name)?.label ??
    resource.derived.find((d) => d.name === name)?.label ??
    `field.${name}`
  const fields = resource.list.columns.flatMap((name) => {
    const value = valueOf(name)
    return value === null ? [] : [{ label: text(labelOf(name)), value }]
  })
  const title = resource.display[locale].map(valueOf).filter(Boolean).join(' · ')
  return {
    resource: resource.id,
    id: row.id,
    title,
    fields,
    href: `/services/${resource.id}?search=${encodeURIComponent(searchFor)}`,
  }
}

/**
 * The records of the product-data lists `question` names, best first; none the user could not list.
 * A word finds a row only when it names it (a whole word of its name, brand, substance or code, not
 * a dosage form): "Tablette" in a question about a document is no product (issue 37).
 */
export async function lookupProducts(
  db: Database,
  user: LookupUser,
  question: string,
  options: { limit?: number } = {},
): Promise<ProductHit[]> {
  const limit = options.limit ?? 5
  const { identifiers, words } = findProductTerms(question)
  const locale = localeOf(user)
  const scored = new Map<string, { score: number; hit: ProductHit }>()
  const add = (resource: CompiledResource, row: RowDto, score: number, searchFor: string) => {
    const key = `${resource.id}/${row.id}`
    const known = scored.get(key)
    if (known) known.score += score
    else scored.set(key, { score, hit: toHit(resource, row, locale, searchFor) })
  }
  // Each term's first 20 rows of each list (as the list page's search shows them first), every term
  // of every list the user may read in one statement; then the rows found, a statement per list.
  const scope = { tenantGroup: user.group, locale }
  const asked = productLists.flatMap((list) => {
    const resource = findResource(list.id)
    if (!resource || !mayRead(user, resource)) return []
    const identifierCount = list.identifierField ? identifiers.length : 0
    const terms = [...(list.identifierField ? identifiers : []), ...words]
    return terms.length === 0 ? [] : [{ list, resource, terms, identifierCount }]
  })
  if (asked.length === 0) return []
  const found = (await db.execute(
    sql.join(
      asked.map(
        ({ resource, terms }, index) =>
          sql`select ${index}::int as list, m.id, m.matched from (${searchMatchesQuery(db, resource, terms, 20, scope)}) m`,
      ),
      sql` union all `,
    ),
  )) as unknown as { rows: { list: number; id: string; matched: number[] }[] }
  for (const [index, { list, resource, terms, identifierCount }] of asked.entries()) {
    const matches = new Map(
      found.rows
        .filter((row) => row.list === index)
        .map((row) => [row.id, row.matched.map(Number).sort((a, b) => a - b)]),
    )
    for (const row of await readRows(db, resource, [...matches.keys()], scope)) {
      for (const termIndex of matches.get(row.id)!) {
        const term = terms[termIndex]!
        // An identifier must be the row's own identifier, not a part of another number.
        if (termIndex < identifierCount) {
          if (row[list.identifierField!] === term) add(resource, row, 10, term)
        } else if (namesProduct(term, row))
          add(resource, row, 1, String(row[resource.naturalKey[0]!] ?? term))
      }
    }
  }
  return [...scored.values()]
    .sort((a, b) => b.score - a.score || a.hit.title.localeCompare(b.hit.title))
    .slice(0, limit)
    .map(({ hit }) => hit)
}

/** The lookup as a tool for language models (AI SDK), bound to the asking user's rights. */
export function productLookupTool(db: Database, user: LookupUser) {
  return tool({
    description:
      'Looks up products in the product-data lists (PZN, Austrian PZN, CIP13, product or substance name) and returns the records with their fields (prices, pack sizes, status) and a link to each record.',
    inputSchema: z.object({
      query: z
        .string()
        .min(1)
        .max(500)
        .describe('An identifier (e.g. PZN 27580899) or a product or substance name'),
    }),
    execute: async ({ query }) => ({ products: await lookupProducts(db, user, query, { limit: 5 }) }),
  })
}
