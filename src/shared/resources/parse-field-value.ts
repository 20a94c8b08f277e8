import { isCountryCode } from '../catalogue/countries.ts'
import type { CompiledResourceField } from '../manifest/resource-types.ts'
import { fieldError, type FieldError } from './field-errors.ts'

/** A stored field value: text, number, boolean or nothing. */
export type FieldValue = string | number | boolean | null

export type Parsed =
  { readonly ok: true; readonly value: FieldValue } | { readonly ok: false; readonly error: FieldError }

const BOOLEAN_WORDS: Readonly<Record<string, boolean>> = {
  true: true,
  false: false,
  '1': true,
  '0': false,
  yes: true,
  no: false,
  ja: true,
  nein: false,
  oui: true,
  non: false,
}
const patterns = new Map<string, RegExp>()
/** Compiled once per pattern: bulk upload checks the same few patterns on every row. */
function patternOf(source: string): RegExp {
  let pattern = patterns.get(source)
  if (!pattern) patterns.set(source, (pattern = new RegExp(source, 'u')))
  return pattern
}
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Whether a value counts as not given: missing, null or only whitespace. */
export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

/**
 * Turns a value from a form, a JSON body or a spreadsheet cell into the field's type and checks the
 * field's own limits. Numbers may come as text with a decimal point or a decimal comma (German and
 * French files); identifiers are checked separately, because they need the row's country.
 */
export function parseFieldValue(field: CompiledResourceField, input: unknown): Parsed {
  switch (field.type) {
    case 'string':
    case 'identifier':
    case 'enum':
    case 'reference':
    case 'date':
      return parseText(field, input)
    case 'integer':
    case 'decimal':
      return parseNumber(field, input)
    case 'boolean': {
      if (typeof input === 'boolean') return { ok: true, value: input }
      const word =
        typeof input === 'string' || typeof input === 'number'
          ? BOOLEAN_WORDS[String(input).trim().toLowerCase()]
          : undefined
      return word === undefined ? { ok: false, error: fieldError('notBoolean') } : { ok: true, value: word }
    }
  }
}

function parseText(field: CompiledResourceField, input: unknown): Parsed {
  // Identifiers and references stay strings: a number has lost its leading zeros already.
  if (typeof input !== 'string') return { ok: false, error: fieldError('notText') }
  const value = input.trim()
  if (field.type === 'string') {
    if (field.maxLength !== undefined && value.length > field.maxLength)
      return { ok: false, error: fieldError('tooLong', { maxLength: field.maxLength, length: value.length }) }
    if (field.pattern !== undefined && !patternOf(field.pattern).test(value))
      return { ok: false, error: fieldError('pattern', { pattern: field.pattern }) }
    if (field.format === 'countryCode' && !isCountryCode(value))
      return { ok: false, error: fieldError('unknownCountryCode', { value }) }
  }
  if (field.type === 'enum' && !field.values?.some((v) => v.value === value)) {
    return {
      ok: false,
      error: fieldError('notAllowed', { values: (field.values ?? []).map((v) => v.value).join(', ') }),
    }
  }
  if (field.type === 'reference' && !UUID.test(value)) return { ok: false, error: fieldError('notReference') }
  if (field.type === 'date' && !isCalendarDate(value)) return { ok: false, error: fieldError('notDate') }
  return { ok: true, value }
}

function parseNumber(field: CompiledResourceField, input: unknown): Parsed {
  let value: number
  if (typeof input === 'number') value = input
  else if (typeof input === 'string' && /^-?\d+([.,]\d+)?$/.test(input.trim()))
    value = Number(input.trim().replace(',', '.'))
  else return { ok: false, error: fieldError('notNumber') }
  if (!Number.isFinite(value)) return { ok: false, error: fieldError('notNumber') }
  if (field.type === 'integer' && !Number.isInteger(value))
    return { ok: false, error: fieldError('notInteger') }
  if (field.type === 'decimal' && field.scale !== undefined && decimalsOf(value) > field.scale)
    return { ok: false, error: fieldError('tooManyDecimals', { scale: field.scale }) }
  if (field.min !== undefined && value < field.min)
    return { ok: false, error: fieldError('tooSmall', { min: field.min }) }
  if (field.max !== undefined && value > field.max)
    return { ok: false, error: fieldError('tooLarge', { max: field.max }) }
  return { ok: true, value }
}

function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.')
  return fraction.length
}

/** YYYY-MM-DD naming a day that exists (no 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}
