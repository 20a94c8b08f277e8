// References between lists: whether referenced rows exist (and match a field's `where`), natural keys
// resolved to ids for upload files, and which lists still use a row that is about to be deleted.
import { sql, type SQL } from 'drizzle-orm'
import type { CompiledResource, CompiledResourceField } from '../../../shared/manifest/resource-types.ts'
import type { Database } from '../connect.ts'
import { fieldOf, findResource, isTenantOwned, queryRows, referrersOf } from './resource-model.ts'

const id = (name: string) => sql.identifier(name)

/**
 * Joins that spell a list's natural key out through its references, down to plain columns
 * (sub-brands: brand.manufacturer.name, brand.name, name). Answers the FROM clause and one text
 * expression per path, in the order of `naturalKeyPaths`.
 */
export function keyPathSelection(
  resource: CompiledResource,
  paths: readonly string[] = resource.naturalKeyPaths,
) {
  const joins = new Map<string, SQL>()
  const expressions = paths.map((path) => {
    const steps = path.split('.')
    let current = resource
    let aliasName = 't0'
    for (const [index, step] of steps.entries()) {
      const field = fieldOf(current, step)
      if (!field) throw new Error(`${resource.id}: key path ${path} names no field ${step} of ${current.id}`)
      if (index === steps.length - 1) return sql`${id(aliasName)}.${id(field.column)}::text`
      const target = findResource(field.to!)!
      const next = `${aliasName}_${field.column}`
      if (!joins.has(next)) {
        joins.set(
          next,
          sql` left join ${id(target.table.name)} ${id(next)} on ${id(next)}.id = ${id(aliasName)}.${id(field.column)}`,
        )
      }
      current = target
      aliasName = next
    }
    throw new Error(`${resource.id}: empty key path`)
  })
  const from = sql`${id(resource.table.name)} t0${sql.join([...joins.values()])}`
  return { from, expressions }
}

/** The key under which rows are matched: the natural-key path values, as text. */
export const keyOf = (values: readonly (string | null | undefined)[]) =>
  JSON.stringify(values.map((v) => (v == null || v === '' ? null : String(v))))

/** Key values looked up per statement: 100,000 in one array held PGlite's event loop for 2.4 s (decision 0051). */
const keysPerStatement = 2_000

/**
 * Natural key -> id of a list's rows (within the tenant for tenant-owned lists). With `only` (the keys
 * a file names: a value each for a one-column key, every path's value for a composite one), just
 * those rows are read, so a 50-row file does not read 200,000 PZNs, nor a file of 100,000 rows every
 * sub-brand (decision 0061); a statement per 2,000 keys, with a turn of the event loop between.
 */
export async function loadKeyIndex(
  db: Database,
  resource: CompiledResource,
  tenantGroup: string,
  only?: readonly string[] | readonly (readonly string[])[],
): Promise<Map<string, string>> {
  const { from, expressions } = keyPathSelection(resource)
  const select = async (keys?: readonly (string | readonly string[])[]) => {
    const conditions: SQL[] = []
    if (isTenantOwned(resource)) conditions.push(sql`t0.tenant_group = ${tenantGroup}`)
    if (keys) {
      const valuesAt = (i: number) => keys.map((key) => (typeof key === 'string' ? key : key[i]!))
      conditions.push(
        expressions.length === 1
          ? sql`${expressions[0]!} = any(${toTextArray(valuesAt(0))})`
          : sql`(${sql.join(expressions, sql`, `)}) in (select * from unnest(${sql.join(
              expressions.map((_e, i) => toTextArray(valuesAt(i))),
              sql`, `,
            )}))`,
      )
    }
    const where = conditions.length ? sql` where ${sql.join(conditions, sql` and `)}` : sql``
    const rows = await queryRows<Record<string, string | null>>(
      db,
      sql`select t0.id::text as id, ${sql.join(
        expressions.map((e, i) => sql`${e} as ${id(`k${i}`)}`),
        sql`, `,
      )} from ${from}${where}`,
    )
    for (const row of rows) index.set(keyOf(expressions.map((_e, i) => row[`k${i}`])), row.id!)
  }
  const index = new Map<string, string>()
  if (!only) {
    await select()
    return index
  }
  for (let start = 0; start < only.length; start += keysPerStatement) {
    await select(only.slice(start, start + keysPerStatement))
    if (start + keysPerStatement < only.length) await new Promise<void>((resolve) => setImmediate(resolve))
  }
  return index
}

/** A JS string array as a PostgreSQL text[] parameter (one parameter, whatever its length). */
export const toTextArray = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::text[]`

/**
 * Which of `ids` a reference field may point at: they must exist (in the tenant, for tenant-owned
 * targets) and match the field's `where`. Answers the ids that exist but break the `where` apart.
 */
export async function checkReferenceIds(
  db: Database,
  field: CompiledResourceField,
  ids: readonly string[],
  tenantGroup: string,
): Promise<{ found: Set<string>; mismatched: Set<string> }> {
  const target = findResource(field.to!)!
  const wherePaths = Object.keys(field.where ?? {}).map((name) => {
    const targetField = fieldOf(target, name)!
    if (targetField.type !== 'reference') return name
    const keyPaths = findResource(targetField.to!)!.naturalKeyPaths
    return `${name}.${keyPaths[0]}`
  })
  const { from, expressions } = keyPathSelection(target, wherePaths)
  const matches = Object.values(field.where ?? {}).map(
    (value, i) => sql`${expressions[i]!} = ${String(value)}`,
  )
  const ok = matches.length ? sql.join(matches, sql` and `) : sql`true`
  const tenant = isTenantOwned(target) ? sql` and t0.tenant_group = ${tenantGroup}` : sql``
  const rows = await queryRows<{ id: string; ok: boolean }>(
    db,
    sql`select t0.id::text as id, (${ok}) as ok from ${from} where t0.id = any(${toTextArray(ids)}::uuid[])${tenant}`,
  )
  const found = new Set<string>()
  const mismatched = new Set<string>()
  for (const row of rows) (row.ok ? found : mismatched).add(row.id)
  return { found, mismatched }
}

/** The lists that still refer to row `rowId`, for a 409 that says what to delete first. */
export async function listsUsing(db: Database, resource: CompiledResource, rowId: string): Promise<string[]> {
  const using = new Set<string>()
  for (const { resource: other, field } of referrersOf(resource)) {
    const rows = await queryRows(
      db,
      sql`select 1 from ${id(other.table.name)} where ${id(field.column)} = ${rowId} limit 1`,
    )
    if (rows.length > 0) using.add(other.id)
  }
  return [...using]
}

/** id -> natural-key path values of a list's rows, for writing references the way upload files give them. */
export async function loadKeysById(
  db: Database,
  resource: CompiledResource,
  ids: readonly string[],
): Promise<Map<string, (string | null)[]>> {
  const keys = new Map<string, (string | null)[]>()
  if (ids.length === 0) return keys
  const { from, expressions } = keyPathSelection(resource)
  const rows = await queryRows<Record<string, string | null>>(
    db,
    sql`select t0.id::text as id, ${sql.join(
      expressions.map((e, i) => sql`${e} as ${id(`k${i}`)}`),
      sql`, `,
    )} from ${from} where t0.id = any(${toTextArray(ids)}::uuid[])`,
  )
  for (const row of rows)
    keys.set(
      row.id!,
      expressions.map((_e, i) => row[`k${i}`] ?? null),
    )
  return keys
}
