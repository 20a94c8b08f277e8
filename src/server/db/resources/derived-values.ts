// Derived fields (manifest `derived`): read-only numbers computed in SQL when rows are read, from the
// row and the rows its references point at, never stored (docs/decisions/0020). The same expression
// serves the row's value and a sort by it.
import { eq, sql, type SQL } from 'drizzle-orm'
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type {
  CompiledDerivedField,
  CompiledResource,
  CompiledResourceField,
  DerivedOperand,
} from '../../../shared/manifest/resource-types.ts'
import { findResource, tableOf } from './resource-model.ts'
import type { ResourceTable } from './tables.ts'

/** A reference field's target joined under an alias of its own (a list may refer to one list twice). */
export interface ReferenceJoin {
  readonly field: CompiledResourceField
  readonly joined: ResourceTable
  readonly on: SQL
}

/** Every reference field's target, for its label and for derived fields that read through it. */
export function referenceJoins(resource: CompiledResource): ReferenceJoin[] {
  const table = tableOf(resource)
  return resource.fields
    .filter((field) => field.type === 'reference')
    .map((field) => {
      const joined = alias(tableOf(findResource(field.to!)!), `ref_${field.column}`)
      return { field, joined, on: eq(joined.id, table[field.name] as AnyPgColumn) }
    })
}

export const findDerived = (resource: CompiledResource, name: string): CompiledDerivedField | undefined =>
  resource.derived.find((d) => d.name === name)

/** The reference fields a derived field reads through, its earlier derived operands' included. */
export function referencesUsedBy(resource: CompiledResource, derived: CompiledDerivedField): Set<string> {
  const used = new Set<string>()
  for (const operand of derived.operands) {
    if ('reference' in operand) used.add(operand.reference)
    else if ('derived' in operand)
      for (const name of referencesUsedBy(resource, findDerived(resource, operand.derived)!)) used.add(name)
  }
  return used
}

/**
 * The value of a derived field as SQL over the row's table and the `joins` of referenceJoins, rounded
 * to its scale. Operands are numeric (an integer quantity divides without truncating); an empty
 * operand gives an empty value, and so does a divisor of zero.
 */
export function derivedExpression(
  resource: CompiledResource,
  derived: CompiledDerivedField,
  joins: readonly ReferenceJoin[],
): SQL {
  const table = tableOf(resource)
  const operand = (o: DerivedOperand): SQL => {
    if ('number' in o) return sql`${sql.raw(String(Number(o.number)))}::numeric`
    if ('derived' in o) return derivedExpression(resource, findDerived(resource, o.derived)!, joins)
    if ('reference' in o) {
      const joined = joins.find((j) => j.field.name === o.reference)!.joined
      return sql`${joined[o.field] as AnyPgColumn}::numeric`
    }
    return sql`${table[o.field] as AnyPgColumn}::numeric`
  }
  const [a, b] = derived.operands.map(operand)
  const value = {
    value: () => a!,
    add: () => sql`${a} + ${b}`,
    subtract: () => sql`${a} - ${b}`,
    multiply: () => sql`${a} * ${b}`,
    divide: () => sql`${a} / nullif(${b}, 0)`,
    percent: () => sql`${a} * 100 / nullif(${b}, 0)`,
  }[derived.operation]()
  return sql`round((${value}), ${sql.raw(String(derived.scale))})`
}
