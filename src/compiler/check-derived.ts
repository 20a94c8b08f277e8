import {
  DERIVED_OPERATIONS,
  SYSTEM_FIELDS,
  type CompiledDerivedField,
  type DerivedOperand,
  type DerivedOperation,
} from '../shared/manifest/resource-types.ts'
import type { FieldContext } from './check-resource-field.ts'
import type { Path, RawDerivedField, RawOperand, RawResource } from './resource-raw.ts'

const DEFAULT_SCALE = 2
const NUMBER_TYPES = new Set(['integer', 'decimal'])

/**
 * Checks a resource's derived fields (read-only values computed when a row is read): a name no field
 * has, exactly one operation, and operands that are number fields of the row or of a referenced row,
 * derived fields declared before, or constants. Returns them compiled, operands resolved.
 */
export function checkDerivedFields(
  r: RawResource,
  path: Path,
  { byId, report, requireMessage }: Omit<FieldContext, 'resource'>,
): CompiledDerivedField[] {
  const declared: CompiledDerivedField[] = []
  const fieldNames = r.fields.map((f) => f.name)
  ;(r.derived ?? []).forEach((d, j) => {
    const here: Path = [...path, 'derived', j]
    if (fieldNames.includes(d.name) || declared.some((other) => other.name === d.name))
      report(
        [...here, 'name'],
        'DUPLICATE_ID',
        `'${d.name}' of '${r.id}' is declared twice (fields and derived share names)`,
      )
    if ((SYSTEM_FIELDS as readonly string[]).includes(d.name))
      report([...here, 'name'], 'INVALID_FIELD', `'${d.name}' is a field every row has; choose another name`)
    const label = d.label ?? `field.${d.name}`
    requireMessage(label, [...here, d.label ? 'label' : 'name'])

    const operations = DERIVED_OPERATIONS.filter((operation) => d[operation] !== undefined)
    if (operations.length !== 1) {
      report(
        [...here, 'name'],
        'INVALID_FIELD',
        `derived field '${d.name}' needs exactly one of ${DERIVED_OPERATIONS.join(', ')} (has ${operations.length === 0 ? 'none' : operations.join(', ')})`,
      )
      return
    }
    const operation: DerivedOperation = operations[0]!
    const raw = d[operation] as RawOperand | RawOperand[]
    const given = operation === 'value' ? [raw as RawOperand] : (raw as RawOperand[])
    const operands = given.map((operand, k) =>
      resolveOperand(operand, operation === 'value' ? [...here, operation] : [...here, operation, k], d),
    )
    declared.push({
      name: d.name,
      type: 'decimal',
      label,
      scale: d.scale ?? DEFAULT_SCALE,
      operation,
      operands: operands.filter((o): o is DerivedOperand => o !== undefined),
    })
  })
  return declared

  function resolveOperand(operand: RawOperand, where: Path, d: RawDerivedField): DerivedOperand | undefined {
    if (typeof operand === 'number') return { number: operand }
    const [first = '', second] = operand.split('.')
    const field = r.fields.find((f) => f.name === first)
    if (second === undefined) {
      if (field) {
        if (NUMBER_TYPES.has(field.type)) return { field: first }
        report(
          where,
          'INVALID_FIELD',
          `'${first}' is of type ${field.type}; derived fields compute with numbers`,
        )
        return undefined
      }
      if (declared.some((other) => other.name === first)) return { derived: first }
      const later = (r.derived ?? []).some((other) => other.name === first)
      report(
        where,
        later ? 'INVALID_FIELD' : 'UNKNOWN_FIELD',
        later
          ? `'${d.name}' uses '${first}', which is declared after it (or is itself); derived fields use only those declared before`
          : `'${first}' is not a field or an earlier derived field of '${r.id}'`,
      )
      return undefined
    }
    if (!field) {
      report(where, 'UNKNOWN_FIELD', `'${first}' is not a field of '${r.id}'`)
      return undefined
    }
    const target = field.type === 'reference' ? byId.get(field.to ?? '') : undefined
    if (!target) {
      if (field.type !== 'reference')
        report(
          where,
          'INVALID_FIELD',
          `'${first}.${second}' needs '${first}' to be a reference, not of type ${field.type}`,
        )
      return undefined
    }
    const targetField = target.fields.find((f) => f.name === second)
    if (!targetField) {
      report(where, 'UNKNOWN_FIELD', `'${second}' is not a field of '${target.id}'`)
      return undefined
    }
    if (!NUMBER_TYPES.has(targetField.type)) {
      report(
        where,
        'INVALID_FIELD',
        `'${first}.${second}' is of type ${targetField.type}; derived fields compute with numbers`,
      )
      return undefined
    }
    return { reference: first, field: second }
  }
}
