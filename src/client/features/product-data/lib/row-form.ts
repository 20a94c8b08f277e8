import type { IdentifierScheme } from '../../../../shared/catalogue/countries.ts'
import type { CompiledResource } from '../../../../shared/manifest/resource-types.ts'
import { validateRow, type FieldError } from '../../../../shared/resources/index.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'

/** A form field's value: text for every type but booleans; a reference holds the target row's id. */
export type FormValue = string | boolean | null
export type FormValues = Readonly<Record<string, FormValue>>

export type CountryOf = (countryId: string) => { readonly code: string; readonly identifierScheme: IdentifierScheme } | undefined

/** The form of a stored row, or of a new row with the manifest's defaults. */
export function toFormValues(resource: CompiledResource, row?: ResourceRow): FormValues {
  const values: Record<string, FormValue> = {}
  for (const field of resource.fields) {
    const stored = row ? row[field.name] : field.default
    if (field.type === 'boolean') values[field.name] = typeof stored === 'boolean' ? stored : null
    else values[field.name] = typeof stored === 'string' || typeof stored === 'number' ? String(stored) : ''
  }
  return values
}

/** Form values as the API and validateRow take them: empty text is "not given". */
export function toInput(values: FormValues): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value === '' ? null : value]))
}

/** The fields an edit changed, for a PATCH that touches nothing else. */
export function changedInput(initial: FormValues, current: FormValues): Record<string, unknown> {
  const input = toInput(current)
  return Object.fromEntries(Object.entries(input).filter(([name]) => initial[name] !== current[name]))
}

/**
 * The live check of a form: the same validateRow the server runs, on the whole row so that an
 * identifier is checked against the scheme of the row's country. What only the server knows (a
 * reference that exists, a natural key that is free) comes back with the save.
 */
export function checkFormValues(
  resource: CompiledResource,
  values: FormValues,
  { mode, countryOf }: { mode: 'create' | 'update'; countryOf?: CountryOf },
): Readonly<Record<string, FieldError>> {
  const result = validateRow(resource, toInput(values), { mode, ...(countryOf ? { countryOf } : {}) })
  return result.ok ? {} : result.errors
}
