import { IDENTIFIER_KINDS_BY_SCHEME, type IdentifierScheme } from '../catalogue/countries.ts'
import { SCHEME_LABELS } from '../identifiers/identifier-result.ts'
import { validateIdentifierOfKinds } from '../identifiers/index.ts'
import type { CompiledResource } from '../manifest/resource-types.ts'
import { SYSTEM_FIELDS } from '../manifest/resource-types.ts'
import { fieldError, toFieldError, type FieldError } from './field-errors.ts'
import { isBlank, parseFieldValue, type FieldValue } from './parse-field-value.ts'

export interface RowValidationOptions {
  /**
   * create: every required field must be given and defaults fill the rest; update: only given fields
   * are checked. Rules across fields (an identifier and its country, requireAnyOf) see only the given
   * values, so an update that touches one of them should pass the stored row merged with the change.
   */
  readonly mode: 'create' | 'update'
  /**
   * A country row by its id (the server reads the countries list), for identifier fields with a
   * countryField. Without it, or when it answers undefined, the identifier only has to fit one of the
   * field's kinds.
   */
  readonly countryOf?: (
    countryId: string,
  ) => { readonly code: string; readonly identifierScheme: IdentifierScheme } | undefined
}

export type RowValidation =
  | { readonly ok: true; readonly values: Readonly<Record<string, FieldValue>> }
  | {
      readonly ok: false
      readonly values: Readonly<Record<string, FieldValue>>
      readonly errors: Readonly<Record<string, FieldError>>
    }

/**
 * Checks one row of a resource as a form, the API or a bulk-upload line gives it: unknown fields,
 * required fields, types and limits, enum values, identifiers (check digit, and the scheme of the
 * row's country). Returns the parsed values, or every field's first problem. Whether references
 * exist and natural keys are unique needs the database and is left to the caller.
 */
export function validateRow(
  resource: CompiledResource,
  input: Readonly<Record<string, unknown>>,
  options: RowValidationOptions,
): RowValidation {
  const errors: Record<string, FieldError> = {}
  const values: Record<string, FieldValue> = {}
  const known = new Set(resource.fields.map((f) => f.name))
  for (const name of Object.keys(input)) {
    if (!known.has(name) && !(SYSTEM_FIELDS as readonly string[]).includes(name))
      errors[name] = fieldError('unknownField', { field: name })
  }
  for (const field of resource.fields) {
    const given = Object.hasOwn(input, field.name)
    if (!given && options.mode === 'update') continue
    const raw = input[field.name]
    if (isBlank(raw)) {
      if (field.required && !(options.mode === 'create' && field.default !== undefined))
        errors[field.name] = fieldError('required')
      else
        values[field.name] = options.mode === 'create' && field.default !== undefined ? field.default : null
      continue
    }
    const parsed = parseFieldValue(field, raw)
    if (parsed.ok) values[field.name] = parsed.value
    else errors[field.name] = parsed.error
  }
  for (const field of resource.fields) {
    if (field.type !== 'identifier' || typeof values[field.name] !== 'string') continue
    const countryId = field.countryField ? values[field.countryField] : undefined
    const country = typeof countryId === 'string' ? options.countryOf?.(countryId) : undefined
    const countryKinds = country ? IDENTIFIER_KINDS_BY_SCHEME[country.identifierScheme] : undefined
    const allowed = (field.kinds ?? []).filter((k) => !countryKinds || countryKinds.includes(k))
    if (country && countryKinds && allowed.length === 0) {
      errors[field.name] = fieldError('wrongCountryScheme', {
        country: country.code,
        schemes: countryKinds.map((k) => SCHEME_LABELS[k]).join(', '),
      })
      continue
    }
    const checked = validateIdentifierOfKinds(allowed, values[field.name])
    if (checked.ok) {
      values[field.name] = checked.value
    } else if (country && validateIdentifierOfKinds(field.kinds ?? [], values[field.name]).ok) {
      // Valid, but another country's number: say which schemes this country uses.
      errors[field.name] = fieldError('wrongCountryScheme', {
        country: country.code,
        schemes: allowed.map((k) => SCHEME_LABELS[k]).join(', '),
      })
    } else {
      errors[field.name] = toFieldError(checked.error)
    }
  }
  if (
    resource.requireAnyOf &&
    options.mode === 'create' &&
    resource.requireAnyOf.every((name) => values[name] === null || values[name] === undefined)
  ) {
    for (const name of resource.requireAnyOf)
      errors[name] ??= fieldError('requireAnyOf', { fields: resource.requireAnyOf.join(', ') })
  }
  return Object.keys(errors).length === 0 ? { ok: true, values } : { ok: false, values, errors }
}
