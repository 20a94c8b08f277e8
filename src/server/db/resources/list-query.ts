// Turns a list request (filters, search, sort) into SQL over a resource's table. Filters are
// `field:operator:value` strings so that one query parameter serves every list (docs/decisions/0021).
import {
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  sql,
  type SQL,
} from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { CompiledResource, CompiledResourceField } from '../../../shared/manifest/resource-types.ts'
import { parseFieldValue, type FieldValue } from '../../../shared/resources/index.ts'
import { fieldErrors } from '../../lib/http-error.ts'
import { fieldOf, findResource, isTenantOwned, tableOf, toApiFieldError } from './resource-model.ts'
import {
  derivedExpression,
  findDerived,
  referenceJoins,
  referencesUsedBy,
  type ReferenceJoin,
} from './derived-values.ts'
import { fitsSqlType, UUID } from './cursor-value.ts'
import { searchExpression } from './tables.ts'

export interface ListQuery {
  readonly search?: string
  readonly filter?: readonly string[]
  /** A field name, `-` in front for descending. */
  readonly sort?: string
  /** Keyset paging: the `nextCursor` of the page before; the page then starts after its last row. */
  readonly cursor?: string
}

export const filterOperators = [
  'eq',
  'ne',
  'in',
  'lt',
  'lte',
  'gt',
  'gte',
  'contains',
  'empty',
  'notEmpty',
] as const
type FilterOperator = (typeof filterOperators)[number]
const orderedTypes = new Set(['integer', 'decimal', 'date'])
const systemFields = ['createdAt', 'updatedAt']

const bad = (code: string, message: string) => fieldErrors({ filter: { code, message } })

function columnOf(resource: CompiledResource, field: string): AnyPgColumn {
  return tableOf(resource)[field] as AnyPgColumn
}

/** Values go to the database as text for decimals (numeric keeps every digit). */
export function toDatabaseValue(field: CompiledResourceField, value: FieldValue): unknown {
  if (value === null) return null
  if (field.type === 'decimal') return String(value)
  return value
}

function parseFilterValue(field: CompiledResourceField, raw: string): unknown {
  // Query strings carry text; numbers and booleans are read from it like a spreadsheet cell.
  const parsed = parseFieldValue(
    { ...field, pattern: undefined, maxLength: undefined, min: undefined, max: undefined },
    raw,
  )
  if (!parsed.ok)
    throw bad(
      `filter.${parsed.error.code}`,
      `Filter on ${field.name}: ${toApiFieldError(parsed.error).message}`,
    )
  return toDatabaseValue(field, parsed.value)
}

function filterCondition(resource: CompiledResource, filter: string): SQL {
  const [name = '', operator = '', ...rest] = filter.split(':')
  const raw = rest.join(':')
  const field = fieldOf(resource, name)
  if (!field || !resource.list.filters.includes(name)) {
    throw bad(
      'filter.unknownField',
      `${resource.id} cannot be filtered by ${name || '(nothing)'}; filters: ${resource.list.filters.join(', ')}`,
    )
  }
  if (!(filterOperators as readonly string[]).includes(operator)) {
    throw bad(
      'filter.unknownOperator',
      `Unknown filter operator ${operator || '(nothing)'}; use ${filterOperators.join(', ')}`,
    )
  }
  const op = operator as FilterOperator
  const column = columnOf(resource, name)
  if (op === 'empty') return isNull(column)
  if (op === 'notEmpty') return isNotNull(column)
  if (['lt', 'lte', 'gt', 'gte'].includes(op) && !orderedTypes.has(field.type)) {
    throw bad('filter.notOrdered', `${name} is not a number or date; ${op} does not apply`)
  }
  if (op === 'contains') {
    if (field.type !== 'string' && field.type !== 'identifier')
      throw bad('filter.notText', `${name} is not text; contains does not apply`)
    return sql`lower(${column}) like ${`%${escapeLike(raw.trim().toLowerCase())}%`}`
  }
  if (op === 'in') {
    const values = raw.split(',').map((v) => parseFilterValue(field, v))
    return inArray(column, values)
  }
  const value = parseFilterValue(field, raw)
  const compare = { eq, ne, lt, lte, gt, gte }[op]
  return compare(column, value)
}

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The WHERE of a list request: tenant, filters and search words (every word must occur). */
export function listCondition(
  resource: CompiledResource,
  query: ListQuery,
  tenantGroup: string,
): SQL | undefined {
  const table = tableOf(resource)
  const conditions: SQL[] = []
  if (isTenantOwned(resource)) conditions.push(eq(table.tenantGroup, tenantGroup))
  for (const filter of query.filter ?? []) conditions.push(filterCondition(resource, filter))
  const words = (query.search ?? '').trim().toLowerCase().split(/\s+/).filter(Boolean)
  for (const word of words) conditions.push(searchCondition(resource, word, tenantGroup))
  return conditions.length > 0 ? and(...conditions) : undefined
}

/**
 * Where one search word occurs: in the list's own text search fields, or in the own text search
 * fields of a row a search reference points at (`bundle in (select id from bundle where ...)`),
 * each served by that list's trigram index. Words never hold spaces, so a word cannot straddle two
 * fields and matching field by field is the same as matching their joined text.
 */
function searchCondition(resource: CompiledResource, word: string, tenantGroup: string): SQL {
  return searchPatternCondition(resource, sql`${searchPattern(word)}`, tenantGroup)
}

/** The LIKE pattern of one search word (lower case, wildcards in it escaped). */
export const searchPattern = (word: string) => `%${escapeLike(word.toLowerCase())}%`

/**
 * `searchCondition` for a pattern given as SQL (a column of the statement, so one condition serves
 * several words: the product lookup's lateral search, rows.ts).
 */
export function searchPatternCondition(resource: CompiledResource, pattern: SQL, tenantGroup: string): SQL {
  if (resource.list.search.length === 0)
    throw fieldErrors({ search: { code: 'search.notAvailable', message: `${resource.id} has no search fields` } })
  const table = tableOf(resource)
  const own = searchExpression(resource, resource.table.name)
  const matches: SQL[] = own ? [sql`${own} like ${pattern}`] : []
  for (const field of resource.list.search.map((name) => fieldOf(resource, name)!)) {
    if (field.type !== 'reference') continue
    const target = findResource(field.to!)!
    const targetTable = tableOf(target)
    const text = searchExpression(target, target.table.name)!
    const scoped = isTenantOwned(target) ? sql` and ${targetTable.tenantGroup} = ${tenantGroup}` : sql``
    matches.push(
      sql`${table[field.name] as AnyPgColumn} in (select ${targetTable.id} from ${targetTable} where ${text} like ${pattern}${scoped})`,
    )
  }
  return matches.length === 1 ? matches[0]! : sql`(${sql.join(matches, sql` or `)})`
}

/** The order of a list request: one field, then the id, so that pages never overlap. */
export interface ListSort {
  /** The sort as the query gives it (`-field` descending), the list's default filled in. */
  readonly key: string
  /** The field's column, or a derived field's expression. */
  readonly column: AnyPgColumn | SQL
  /** Joins a derived field's expression reads through; the page query must join them too. */
  readonly joins: readonly ReferenceJoin[]
  readonly descending: boolean
  /** Whether the field may be empty: empty values come last ascending and first descending. */
  readonly nullable: boolean
  /** PostgreSQL type of the column, for reading a cursor's value back. */
  readonly sqlType: string
  readonly order: SQL[]
  /** The same order read from the other end (a deep page of an unfiltered list, rows.ts). */
  readonly reversed: SQL[]
}

export function listSort(resource: CompiledResource, sort: string | undefined): ListSort {
  const table = tableOf(resource)
  const wanted = sort ?? `${resource.list.sort.order === 'desc' ? '-' : ''}${resource.list.sort.field}`
  const descending = wanted.startsWith('-')
  const name = descending ? wanted.slice(1) : wanted
  const derived = findDerived(resource, name)
  if (!fieldOf(resource, name) && !derived && !systemFields.includes(name)) {
    throw fieldErrors({
      sort: { code: 'sort.unknownField', message: `${resource.id} cannot be sorted by ${name}` },
    })
  }
  // A large list sorts only by fields with an index (docs/decisions/0026); a reference only where it
  // is the default sort (underlying-pzns by bundle), as its rows order by ids no reader sees.
  if (!resource.list.sortable.includes(name)) {
    throw fieldErrors({
      sort: {
        code: 'sort.notSortable',
        message: `${resource.id} is not sorted by ${name}; it sorts by ${resource.list.sortable.join(', ')}`,
      },
    })
  }
  // A derived field sorts by its expression over the joins it reads (no index: these lists are small).
  const used = derived ? referencesUsedBy(resource, derived) : new Set<string>()
  const joins = derived ? referenceJoins(resource).filter((j) => used.has(j.field.name)) : []
  const column = derived ? derivedExpression(resource, derived, joins) : (table[name] as AnyPgColumn)
  const spec = derived
    ? { notNull: false, sqlType: 'numeric' }
    : resource.table.columns.find((c) => c.field === name)!
  return {
    key: wanted,
    column,
    joins,
    descending,
    nullable: !spec.notNull,
    sqlType: spec.sqlType,
    // PostgreSQL's default null order (last ascending, first descending) lets one (field, id) index serve both directions.
    order: [descending ? desc(column) : asc(column), descending ? desc(table.id) : asc(table.id)],
    reversed: [descending ? asc(column) : desc(column), descending ? asc(table.id) : desc(table.id)],
  }
}

/**
 * Where a page starts in keyset paging: the sort value (as text, null for an empty field) and the
 * id of the last row of the page before. Sent to clients as an opaque `cursor`.
 */
export interface PagePosition {
  readonly value: string | null
  readonly id: string
}

const cursorError = (message: string) => fieldErrors({ cursor: { code: 'cursor.invalid', message } })

/** The cursor of a position in a sort: base64url of `{s, v, id}`; the sort is kept so that a cursor of another sort is refused. */
export function encodeCursor(sort: ListSort, position: PagePosition): string {
  return Buffer.from(JSON.stringify({ s: sort.key, v: position.value, id: position.id })).toString(
    'base64url',
  )
}

export function decodeCursor(sort: ListSort, cursor: string): PagePosition {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    throw cursorError('The cursor is not one this server gave out')
  }
  const { s, v, id } = (parsed ?? {}) as Record<string, unknown>
  if (typeof id !== 'string' || !UUID.test(id) || (v !== null && typeof v !== 'string'))
    throw cursorError('The cursor is not one this server gave out')
  if (s !== sort.key)
    throw cursorError(`The cursor belongs to the sort ${String(s)}, not ${sort.key}; start again from page 1`)
  if (v !== null && !fitsSqlType(sort.sqlType, v))
    throw cursorError(`The cursor's value is not a value of the sort ${sort.key}; start again from page 1`)
  return { value: v, id }
}

/**
 * The rows after `after` in the sort, as conditions to run one after the other, each under the
 * sort's ORDER BY. A row comparison `(field, id) > (value, id)` walks the (field, id) index from
 * that point; empty values form their own stretch (last ascending, first descending), which a row
 * comparison cannot reach, so a nullable field's page may need a second query past the stretch it
 * started in. Without `after`: the whole list, one condition.
 */
export function keysetStretches(resource: CompiledResource, sort: ListSort, after?: PagePosition): SQL[] {
  const table = tableOf(resource)
  const id = table.id as AnyPgColumn
  const { column, descending } = sort
  if (!after) return [sql`true`]
  const value = sql`cast(${after.value} as ${sql.raw(sort.sqlType)})`
  const past = descending
    ? sql`(${column}, ${id}) < (${value}, cast(${after.id} as uuid))`
    : sql`(${column}, ${id}) > (${value}, cast(${after.id} as uuid))`
  const pastInEmpty = descending ? sql`${id} < ${after.id}` : sql`${id} > ${after.id}`
  if (!sort.nullable) return [past]
  if (after.value === null)
    // In the empty stretch: ascending it is the last one; descending the filled values follow.
    return descending
      ? [sql`${column} is null and ${pastInEmpty}`, sql`${column} is not null`]
      : [sql`${column} is null and ${pastInEmpty}`]
  return descending ? [past] : [past, sql`${column} is null`]
}
