import {
  IDENTIFIER_KINDS,
  isIdentifierKind,
  type IdentifierKind,
} from '../shared/identifiers/identifier-result.ts'
import type { CompiledResourceField, ResourceFieldType } from '../shared/manifest/resource-types.ts'
import type { Path, RawField, RawResource, Report } from './resource-raw.ts'
import { toSnakeCase } from './resource-table.ts'

const DEFAULT_MAX_LENGTH = 200
const DEFAULT_SCALE = 2
/** Options each field type accepts besides name, type, label, required and unique. */
const OPTIONS: Record<ResourceFieldType, readonly string[]> = {
  string: ['maxLength', 'pattern', 'format', 'default'],
  integer: ['min', 'max', 'default'],
  decimal: ['min', 'max', 'scale', 'default'],
  boolean: ['default'],
  date: [],
  enum: ['values', 'default'],
  reference: ['to', 'where'],
  identifier: ['kinds', 'countryField'],
}
const COMMON = new Set(['name', 'type', 'label', 'required', 'unique'])

export interface FieldContext {
  readonly resource: RawResource
  readonly byId: ReadonlyMap<string, RawResource>
  readonly report: Report
  readonly requireMessage: (key: string, path: Path) => void
}

/**
 * Checks one field (options that fit its type, a pattern that compiles, a reference to a known
 * resource, known identifier kinds, messages for its label and values) and fills in its defaults.
 */
export function checkResourceField(f: RawField, here: Path, ctx: FieldContext): CompiledResourceField {
  const { report, requireMessage } = ctx
  for (const key of Object.keys(f)) {
    if (!COMMON.has(key) && !OPTIONS[f.type].includes(key))
      report([...here, key], 'INVALID_FIELD', `'${key}' does not apply to a field of type ${f.type}`)
  }
  const label = f.label ?? `field.${f.name}`
  requireMessage(label, [...here, f.label ? 'label' : 'name'])
  f.values?.forEach((value, k) => requireMessage(`value.${f.name}.${value}`, [...here, 'values', k]))
  if (f.pattern !== undefined) {
    try {
      new RegExp(f.pattern, 'u')
    } catch (error) {
      report(
        [...here, 'pattern'],
        'INVALID_FIELD',
        `pattern is not a valid regular expression: ${(error as Error).message}`,
      )
    }
  }
  if (f.min !== undefined && f.max !== undefined && f.min > f.max)
    report([...here, 'min'], 'INVALID_FIELD', `min ${f.min} is above max ${f.max}`)
  if (f.default !== undefined && !defaultFits(f))
    report(
      [...here, 'default'],
      'INVALID_FIELD',
      `default ${JSON.stringify(f.default)} is not a valid ${f.type} value`,
    )
  if (f.type === 'reference' && f.to !== undefined) checkReference(f, f.to, here, ctx)

  const kinds: IdentifierKind[] = []
  f.kinds?.forEach((kind, k) => {
    if (isIdentifierKind(kind)) kinds.push(kind)
    else
      report(
        [...here, 'kinds', k],
        'UNKNOWN_IDENTIFIER_KIND',
        `unknown identifier kind '${kind}' (known: ${IDENTIFIER_KINDS.join(', ')})`,
      )
  })

  const { label: _label, required, unique, values, kinds: _kinds, maxLength, scale, ...rest } = f
  return {
    ...rest,
    label,
    required: required ?? false,
    unique: unique ?? false,
    column: toSnakeCase(f.name),
    ...(f.type === 'string' ? { maxLength: maxLength ?? DEFAULT_MAX_LENGTH } : {}),
    ...(f.type === 'decimal' ? { scale: scale ?? DEFAULT_SCALE } : {}),
    ...(values ? { values: values.map((value) => ({ value, label: `value.${f.name}.${value}` })) } : {}),
    ...(f.type === 'identifier' ? { kinds } : {}),
  }
}

function checkReference(f: RawField, to: string, here: Path, { resource, byId, report }: FieldContext): void {
  const target = byId.get(to)
  if (!target) {
    report(
      [...here, 'to'],
      'UNKNOWN_RESOURCE',
      `unknown resource '${to}' (known: ${[...byId.keys()].join(', ')})`,
    )
    return
  }
  // Shared reference data must not depend on rows that only one tenant can see.
  if (resource.ownership === 'reference' && target.ownership === 'tenant') {
    report(
      [...here, 'to'],
      'INVALID_FIELD',
      `reference data '${resource.id}' cannot refer to '${to}', whose rows belong to one tenant`,
    )
  }
  for (const key of Object.keys(f.where ?? {})) {
    if (!target.fields.some((t) => t.name === key))
      report([...here, 'where', key], 'UNKNOWN_FIELD', `'${key}' is not a field of '${to}'`)
  }
}

function defaultFits(f: RawField): boolean {
  switch (f.type) {
    case 'enum':
      return typeof f.default === 'string' && (f.values ?? []).includes(f.default)
    case 'boolean':
      return typeof f.default === 'boolean'
    case 'integer':
      return Number.isInteger(f.default)
    case 'decimal':
      return typeof f.default === 'number'
    default:
      return typeof f.default === 'string'
  }
}
