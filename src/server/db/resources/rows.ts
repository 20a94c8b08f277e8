// Reading and writing rows of any product-data list. Tenant scoping is passed in by the caller; the
// queries add it to every statement of a tenant-owned list, so another tenant's row is never found.
import { randomUUID } from 'node:crypto'
import { and, asc, count, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CompiledResource, DisplayLocale } from '../../../shared/manifest/resource-types.ts'
import type { FieldValue } from '../../../shared/resources/index.ts'
import type { Database } from '../connect.ts'
import {
  decodeCursor,
  encodeCursor,
  keysetStretches,
  listCondition,
  listSort,
  searchPattern,
  searchPatternCondition,
  toDatabaseValue,
  type ListQuery,
  type ListSort,
  type PagePosition,
} from './list-query.ts'
import { derivedExpression, referenceJoins } from './derived-values.ts'
import { listSize, listSizeExpression } from './list-counts.ts'
import { findResource, isTenantOwned, tableOf } from './resource-model.ts'

export type RowDto = Record<string, unknown> & { id: string; labels: Record<string, string | null> }

export interface Scope {
  /** The caller's tenant group: the only one whose tenant-owned rows exist for them. */
  readonly tenantGroup: string
  /** The language of the references' labels (the target's `display` in it); German if not given. */
  readonly locale?: DisplayLocale
}

/**
 * The row's columns, each reference's display text (the target's `display` in `locale`) and the
 * derived fields (manifest `derived`, as text so that numeric keeps every digit), over the joins of
 * the reference fields' targets.
 */
function withLabels(resource: CompiledResource, locale: DisplayLocale) {
  const table = tableOf(resource)
  const joins = referenceJoins(resource)
  const labels = joins.map(({ field, joined }) => {
    const parts = findResource(field.to!)!.display[locale].map((name) => sql`${joined[name] as AnyPgColumn}`)
    return [`label:${field.name}`, sql<string | null>`concat_ws(' · ', ${sql.join(parts, sql`, `)})`] as const
  })
  const derived = resource.derived.map(
    (d) => [`derived:${d.name}`, sql<string | null>`${derivedExpression(resource, d, joins)}::text`] as const,
  )
  const selection = {
    ...getTableColumns(table),
    ...Object.fromEntries(labels),
    ...Object.fromEntries(derived),
  }
  return { table, joins, selection }
}

/** A stored row as the API answers it: decimals as numbers, times in ISO form, references' display text in `labels`. */
export function toRowDto(resource: CompiledResource, row: Record<string, unknown>): RowDto {
  const dto: Record<string, unknown> = { id: row.id }
  const labels: Record<string, string | null> = {}
  for (const field of resource.fields) {
    const value = row[field.name]
    dto[field.name] = field.type === 'decimal' && typeof value === 'string' ? Number(value) : (value ?? null)
    if (field.type === 'reference')
      labels[field.name] = value == null ? null : ((row[`label:${field.name}`] as string | undefined) ?? null)
  }
  for (const { name } of resource.derived) {
    const value = row[`derived:${name}`]
    dto[name] = value === null || value === undefined ? null : Number(value)
  }
  if (isTenantOwned(resource)) dto.tenantGroup = row.tenantGroup
  for (const name of ['createdAt', 'updatedAt'] as const) dto[name] = (row[name] as Date).toISOString()
  dto.createdBy = row.createdBy ?? null
  dto.updatedBy = row.updatedBy ?? null
  return { ...(dto as { id: string }), labels }
}

type PlainSelect = ReturnType<typeof plainSelectOf>
// Only its type is used: the shape of a select over a resource table with its labels.
export const plainSelectOf = (db: Database, resource: CompiledResource) =>
  db.select(withLabels(resource, 'de').selection).from(tableOf(resource)).$dynamic()

function selectRows(db: Database, resource: CompiledResource, where: SQL | undefined, scope: Scope) {
  const { table, joins, selection } = withLabels(resource, scope.locale ?? 'de')
  // Tables built at run time defeat Drizzle's join typing; the selection above is what comes back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query: any = db.select(selection).from(table).$dynamic()
  for (const join of joins) query = query.leftJoin(join.joined, join.on)
  return (query as PlainSelect).where(where)
}

/**
 * Counting 200,000 rows costs more than reading a page, so counts are capped at `exactCountLimit`
 * rows; a larger count is made once and kept for `countLifetimeMs` per list, tenant and view (a grid
 * pages through the same view), and forgotten at once when this server writes to the list.
 */
const exactCountLimit = 10_000
const countLifetimeMs = 30_000
const largeCounts = new Map<string, { value: number; at: number }>()

/** Forget the kept counts of a list after a write. */
export function forgetCounts(resourceId: string): void {
  for (const key of largeCounts.keys()) if (key.startsWith(`${resourceId}\u0000`)) largeCounts.delete(key)
}

async function countRows(
  db: Database,
  resource: CompiledResource,
  where: SQL | undefined,
  cacheKey: string,
): Promise<number> {
  const kept = largeCounts.get(cacheKey)
  if (kept && Date.now() - kept.at < countLifetimeMs) return kept.value
  const table = tableOf(resource)
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(exactCountLimit + 1)
    .as('capped')
  const [few] = await db.select({ value: count() }).from(capped)
  if ((few?.value ?? 0) <= exactCountLimit) return few?.value ?? 0
  const [all] = await db.select({ value: count() }).from(table).where(where)
  largeCounts.set(cacheKey, { value: all?.value ?? 0, at: Date.now() })
  if (largeCounts.size > 1000) largeCounts.delete(largeCounts.keys().next().value!)
  return all?.value ?? 0
}

/**
 * Where a page starts: after skipping rows (page numbers) or after a row (keyset paging). With
 * `fromEnd` (the list's size as SQL, unfiltered lists only), the rows are found from the other end of
 * the sort, which skips fewer index entries for a page past the middle.
 */
type PageStart = { readonly offset: number; readonly fromEnd?: SQL } | { readonly after: PagePosition }

/**
 * The ids of `limit` rows in the sort after skipping `offset` of those that match `where`, each with
 * its sort value as text (for the cursor), from the list's table alone: an index-only scan of the
 * (field, id) index once the table is vacuumed. The skipping happens in a subquery that reads the
 * sort value as it is; only the rows kept are turned into text. With the cast in the same select it
 * ran for every skipped row too (numeric to text for up to 200,000 rows doubled a deep page sorted by
 * price, docs/decisions/0024). The outer select keeps the sort's order.
 */
export function pageIdsQuery(
  db: Database,
  resource: CompiledResource,
  where: SQL | undefined,
  sort: ListSort,
  limit: number,
  offset: number,
  fromEnd?: SQL,
) {
  const table = tableOf(resource)
  // Tables built at run time defeat Drizzle's join typing; the selection is what comes back.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let ids: any = db
    .select({ id: table.id, value: sql`${sort.column}`.as('sort_value') })
    .from(table)
    .$dynamic()
  for (const join of sort.joins) ids = ids.leftJoin(join.joined, join.on)
  // From the end: the same rows, found by skipping the (size - offset - limit) rows after them in the
  // reversed order; the size is read in this statement, so it is the one of the rows it sees.
  const window = fromEnd
    ? {
        order: sort.reversed,
        limit: sql`greatest(0, least(${limit}::bigint, ${fromEnd} - ${offset}::bigint))`,
        offset: sql`greatest(0, ${fromEnd} - ${offset}::bigint - ${limit}::bigint)`,
      }
    : { order: sort.order, limit, offset }
  const skipped = (ids as ReturnType<typeof plainSelectOf>)
    .where(where)
    .orderBy(...window.order)
    // Drizzle writes an SQL limit or offset as it is; its types only name numbers.
    .limit(window.limit as number)
    .offset(window.offset as number)
    .as('page')
  const [pageId, pageValue] = [
    sql`${sql.identifier('page')}.${sql.identifier('id')}`,
    sql`${sql.identifier('page')}.${sql.identifier('sort_value')}`,
  ]
  return db
    .select({ id: sql<string>`${pageId}`, value: sql<string | null>`${pageValue}::text` })
    .from(skipped)
    .orderBy(...(sort.descending ? [desc(pageValue), desc(pageId)] : [asc(pageValue), asc(pageId)]))
}

/**
 * One page: the ids first (pageIdsQuery), then those rows with their references' labels. Joining
 * before the offset would join every skipped row too (seconds on page 4,000). One row more than the
 * page is read, to know whether another page follows; `next` is the position after the page's last row.
 */
async function pageRows(
  db: Database,
  resource: CompiledResource,
  where: SQL | undefined,
  sort: ListSort,
  limit: number,
  start: PageStart,
  scope: Scope,
): Promise<{ rows: Record<string, unknown>[]; next: PagePosition | null }> {
  const table = tableOf(resource)
  const page: { id: string; value: string | null }[] = []
  const stretches = 'after' in start ? keysetStretches(resource, sort, start.after) : [undefined]
  for (const stretch of stretches) {
    const found = await pageIdsQuery(
      db,
      resource,
      stretch ? and(where, stretch) : where,
      sort,
      limit + 1 - page.length,
      'offset' in start ? start.offset : 0,
      'offset' in start ? start.fromEnd : undefined,
    )
    page.push(...found)
    if (page.length > limit) break
  }
  const more = page.length > limit
  if (more) page.pop()
  const last = page.at(-1)
  const next = more && last ? { value: last.value, id: last.id } : null
  const ids = page.map((row) => row.id)
  if (ids.length === 0) return { rows: [], next }
  const rows = await selectRows(db, resource, inArray(table.id as AnyPgColumn, ids), scope)
  const position = new Map(ids.map((id, index) => [id, index]))
  rows.sort((a, b) => position.get(a.id as string)! - position.get(b.id as string)!)
  return { rows, next }
}

export async function listRows(
  db: Database,
  resource: CompiledResource,
  query: ListQuery & { page: number; pageSize: number },
  scope: Scope,
) {
  const where = listCondition(resource, query, scope.tenantGroup)
  const sort = listSort(resource, query.sort)
  // An unfiltered list's size is kept exact by the database (list-counts.ts); a page past its middle
  // is read from the other end. A filtered view is counted (countRows).
  const unfiltered = (query.filter ?? []).length === 0 && !(query.search ?? '').trim()
  const size = unfiltered ? await listSize(db, resource, scope.tenantGroup) : undefined
  const offset = (query.page - 1) * query.pageSize
  const nearerTheEnd = size !== undefined && size - offset - (query.pageSize + 1) < offset
  const start: PageStart = query.cursor
    ? { after: decodeCursor(sort, query.cursor) }
    : { offset, fromEnd: nearerTheEnd ? listSizeExpression(resource, scope.tenantGroup) : undefined }
  const { rows, next } = await pageRows(db, resource, where, sort, query.pageSize, start, scope)
  const cacheKey = `${resource.id}\u0000${isTenantOwned(resource) ? scope.tenantGroup : ''}\u0000${query.search ?? ''}\u0000${JSON.stringify(query.filter ?? [])}`
  const total = size ?? (await countRows(db, resource, where, cacheKey))
  return {
    items: rows.map((row) => toRowDto(resource, row)),
    total,
    nextCursor: next ? encodeCursor(sort, next) : null,
  }
}

/**
 * For several search words at once, a statement giving the rows of each word's first `limit` in the
 * list's default sort (what the list page shows first for it), without totals: `id`, and `matched`,
 * the indexes of every word the row matches, found by it or not. The words are one array parameter
 * and each word's page a lateral subquery over it, so the statement is the same size (and takes the
 * planner the same time) for one word or five; a `union all` of a page per word took PGlite 7 ms to
 * plan for three words and four lists (the chat's product sources put every list's in one
 * statement; `readRows` then reads the rows found).
 */
export function searchMatchesQuery(db: Database, resource: CompiledResource, words: readonly string[], limit: number, scope: Scope): SQL {
  if (words.some((word) => word.trim() === '' || /\s/.test(word))) throw new Error('searchMatchesQuery takes single words')
  const table = tableOf(resource)
  const sort = listSort(resource, undefined)
  const patterns = sql`array[${sql.join(words.map((word) => sql`${searchPattern(word)}`), sql`, `)}]::text[]`
  const wordCondition = (pattern: SQL) => and(listCondition(resource, {}, scope.tenantGroup), searchPatternCondition(resource, pattern, scope.tenantGroup))
  const page = pageIdsQuery(db, resource, wordCondition(sql`word.pattern`), sort, limit, 0)
  const matched = sql`array(select (m.n - 1)::int from unnest(${patterns}) with ordinality as m(pattern, n) where ${searchPatternCondition(resource, sql`m.pattern`, scope.tenantGroup)} order by m.n)`
  return sql`select ${table.id} as id, ${matched} as matched from ${table}
    where ${table.id} in (select found.id from unnest(${patterns}) as word(pattern) cross join lateral (${page}) found)`
}

/** The rows with these ids (with their references' labels) of the caller's tenant, in no particular order. */
export async function readRows(db: Database, resource: CompiledResource, ids: readonly string[], scope: Scope): Promise<RowDto[]> {
  if (ids.length === 0) return []
  const table = tableOf(resource)
  const byIds = inArray(table.id as AnyPgColumn, [...ids])
  // The caller's ids come from a scoped query; the tenant condition keeps any other caller scoped too.
  const rows = await selectRows(db, resource, isTenantOwned(resource) ? and(byIds, eq(table.tenantGroup, scope.tenantGroup)) : byIds, scope)
  return rows.map((row) => toRowDto(resource, row))
}

/** Every row of the filtered, sorted view, a batch at a time (exports), each batch after the last one's final row. */
export async function* iterateRows(
  db: Database,
  resource: CompiledResource,
  query: ListQuery,
  scope: Scope,
  batchSize = 5000,
) {
  const where = listCondition(resource, query, scope.tenantGroup)
  const sort = listSort(resource, query.sort)
  let start: PageStart = { offset: 0 }
  for (;;) {
    const { rows, next } = await pageRows(db, resource, where, sort, batchSize, start, scope)
    if (rows.length > 0) yield rows.map((row) => toRowDto(resource, row))
    if (!next) return
    start = { after: next }
  }
}

function idCondition(resource: CompiledResource, id: string, scope: Scope): SQL {
  const table = tableOf(resource)
  const byId = eq(table.id, id)
  return isTenantOwned(resource) ? and(byId, eq(table.tenantGroup, scope.tenantGroup))! : byId
}

export async function findRow(
  db: Database,
  resource: CompiledResource,
  id: string,
  scope: Scope,
): Promise<RowDto | undefined> {
  const [row] = await selectRows(db, resource, idCondition(resource, id, scope), scope).limit(1)
  return row ? toRowDto(resource, row) : undefined
}

/** Field values as table values: decimals as text, unknown names dropped. */
export function toTableValues(
  resource: CompiledResource,
  values: Readonly<Record<string, FieldValue>>,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const field of resource.fields)
    if (Object.hasOwn(values, field.name)) out[field.name] = toDatabaseValue(field, values[field.name]!)
  return out
}

export interface Actor extends Scope {
  readonly userId: string
  readonly now: Date
}

export async function insertRow(
  db: Database,
  resource: CompiledResource,
  values: Readonly<Record<string, FieldValue>>,
  actor: Actor,
): Promise<string> {
  const id = randomUUID()
  await db.insert(tableOf(resource)).values({
    ...toTableValues(resource, values),
    id,
    ...(isTenantOwned(resource) && { tenantGroup: actor.tenantGroup }),
    createdAt: actor.now,
    updatedAt: actor.now,
    createdBy: actor.userId,
    updatedBy: actor.userId,
  })
  forgetCounts(resource.id)
  return id
}

export async function updateRow(
  db: Database,
  resource: CompiledResource,
  id: string,
  values: Readonly<Record<string, FieldValue>>,
  actor: Actor,
): Promise<boolean> {
  const changed = await db
    .update(tableOf(resource))
    .set({ ...toTableValues(resource, values), updatedAt: actor.now, updatedBy: actor.userId })
    .where(idCondition(resource, id, actor))
    .returning({ id: tableOf(resource).id })
  forgetCounts(resource.id)
  return changed.length > 0
}

export async function deleteRow(
  db: Database,
  resource: CompiledResource,
  id: string,
  scope: Scope,
): Promise<boolean> {
  const deleted = await db
    .delete(tableOf(resource))
    .where(idCondition(resource, id, scope))
    .returning({ id: tableOf(resource).id })
  forgetCounts(resource.id)
  return deleted.length > 0
}
