// The checks of one row before it is written: validateRow (types, limits, identifiers and the row's
// country) shared with the browser, then what needs the database: references and natural keys.
import { sql } from 'drizzle-orm'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { IdentifierScheme } from '../../../shared/catalogue/countries.ts'
import { validateRow, type FieldValue, type RowValidationOptions } from '../../../shared/resources/index.ts'
import type { Database } from '../../db/connect.ts'
import { checkReferenceIds } from '../../db/resources/references.ts'
import {
  findResource,
  queryRows,
  serverFieldError,
  toApiFieldError,
} from '../../db/resources/resource-model.ts'
import { fieldError, fieldErrors, HttpError, type FieldError } from '../../lib/http-error.ts'

export type CountryLookup = NonNullable<RowValidationOptions['countryOf']>

/** The countries list by id, for identifier fields that follow the row's country. */
export async function loadCountryLookup(db: Database): Promise<CountryLookup> {
  const rows = await queryRows<{ id: string; code: string; identifier_scheme: IdentifierScheme }>(
    db,
    sql`select id::text as id, code, identifier_scheme from countries`,
  )
  const byId = new Map(
    rows.map((row) => [row.id, { code: row.code, identifierScheme: row.identifier_scheme }]),
  )
  return (countryId) => byId.get(countryId)
}

/** Field errors of references that do not exist or break the field's `where`. */
export async function checkReferences(
  db: Database,
  resource: CompiledResource,
  values: Readonly<Record<string, FieldValue>>,
  tenantGroup: string,
): Promise<Record<string, FieldError>> {
  const errors: Record<string, FieldError> = {}
  for (const field of resource.fields) {
    const value = values[field.name]
    if (field.type !== 'reference' || typeof value !== 'string') continue
    const { found, mismatched } = await checkReferenceIds(db, field, [value], tenantGroup)
    const target = findResource(field.to!)!.id
    if (mismatched.has(value)) errors[field.name] = referenceMismatch(field.name, target, field.where ?? {})
    else if (!found.has(value))
      errors[field.name] = serverFieldError('reference.notFound', `No ${target} row with this id`, {
        resource: target,
      })
  }
  return errors
}

export const referenceMismatch = (name: string, target: string, where: Readonly<Record<string, unknown>>) =>
  serverFieldError(
    'reference.mismatch',
    `${name} must be a ${target} row with ${Object.entries(where)
      .map(([k, v]) => `${k} ${String(v)}`)
      .join(', ')}`,
    { resource: target, ...Object.fromEntries(Object.entries(where).map(([k, v]) => [k, String(v)])) },
  )

/** Validates a create or update body; throws 400 with every field's problem. */
export async function checkRow(
  db: Database,
  resource: CompiledResource,
  input: Readonly<Record<string, unknown>>,
  options: { mode: 'create' | 'update'; tenantGroup: string },
): Promise<Readonly<Record<string, FieldValue>>> {
  const countryOf = await loadCountryLookup(db)
  const checked = validateRow(resource, input, { mode: options.mode, countryOf })
  const errors: Record<string, FieldError> = {}
  if (!checked.ok)
    for (const [name, error] of Object.entries(checked.errors)) errors[name] = toApiFieldError(error)
  const references = await checkReferences(db, resource, checked.values, options.tenantGroup)
  for (const [name, error] of Object.entries(references)) errors[name] ??= error
  if (Object.keys(errors).length > 0) throw fieldErrors(errors)
  return checked.values
}

interface PgError {
  code?: string
  constraint?: string
  cause?: PgError
}
const pgErrorOf = (error: unknown): PgError | undefined => {
  const candidate = error as PgError | undefined
  return candidate?.code && /^\d{2}[0-9A-Z]{3}$/.test(candidate.code)
    ? candidate
    : candidate?.cause
      ? pgErrorOf(candidate.cause)
      : undefined
}

/** A unique-index violation as 409 naming the fields of the natural key (or unique field) taken. */
export function toConflict(resource: CompiledResource, error: unknown): HttpError | undefined {
  const pg = pgErrorOf(error)
  if (pg?.code !== '23505') return undefined
  const index =
    resource.table.uniqueIndexes.find((u) => u.name === pg.constraint) ?? resource.table.uniqueIndexes[0]!
  const names = index.columns
    .filter((c) => c !== 'tenant_group')
    .map((c) => resource.fields.find((f) => f.column === c)?.name ?? c)
  const message = `A ${resource.id} row with this ${names.join(', ')} exists already`
  return new HttpError(409, message, {
    code: 'resource.duplicate',
    fieldErrors: Object.fromEntries(
      names.map((n) => [n, fieldError('resource.duplicate', message, { fields: names.join(', ') })]),
    ),
  })
}

// 23001: ON DELETE RESTRICT; 23503: a plain foreign-key violation.
export const isForeignKeyViolation = (error: unknown) =>
  ['23001', '23503'].includes(pgErrorOf(error)?.code ?? '')
