// fast-check arbitraries of requests built from schema/openapi.yaml: for each operation its path
// parameters, query and body, each value either one the schema allows, one just outside it, or one
// of the known nasty inputs below. Used by tests/api-fuzz.test.ts.
import fc from 'fast-check'
import type { ContractOperation, RouteSchema } from '../../src/server/contract.ts'
import { allResources } from '../../src/server/db/resources/resource-model.ts'
import { filterOperators } from '../../src/server/db/resources/list-query.ts'

type Json = Record<string, unknown>

/** Inputs that broke servers before: control and unpaired characters, huge numbers, paths, quotes, prototype keys. */
export const nastyStrings = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '😀',
  '',
  ' ',
  '\r\n',
  '100000000000000000000',
  '-1',
  '0',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  '2147483648',
  '9007199254740993',
  'x'.repeat(5000),
  '\u202Egnp.exe',
  '\u200F\u2066',
  '../../../etc/passwd',
  '..%2f..%2f',
  "' OR '1'='1",
  "'; drop table users; --",
  '"',
  '\\',
  '%',
  '%00',
  '__proto__',
  'constructor',
  'prototype',
  '{}',
  'null',
  '=1+1',
  'x;=1+1',
  'Übersicht €.csv',
  '2026-13-45',
  '0000-01-01',
  '2026-02-30T25:61:00Z',
]

const fieldNames = [...new Set(allResources.flatMap((r) => [...r.fields.map((f) => f.name), ...r.derived.map((d) => d.name)]))]
const nasty = fc.constantFrom(...nastyStrings)
const nastyNumber = fc.constantFrom(1e20, -1, 0, 2 ** 31, 2 ** 53 + 1, 1.5, -1e308, Number.MAX_VALUE)

/** A cursor as this server writes it (base64url of {s, v, id}) with any sort, value and id. */
const cursor = fc
  .record({
    s: fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...fieldNames).map((f) => `-${f}`), nasty),
    v: fc.oneof(fc.constant(null), nasty, fc.string(), fc.integer().map(String), fc.date({ noInvalidDate: true }).map((d) => d.toISOString())),
    id: fc.oneof(fc.uuid(), nasty),
  })
  .map((c) => Buffer.from(JSON.stringify(c)).toString('base64url'))

/** A small CSV file (as base64) with list headers and nasty cells. */
const uploadFile = fc
  .tuple(fc.array(fc.constantFrom(...fieldNames), { minLength: 1, maxLength: 4 }), fc.array(fc.array(fc.oneof(nasty, fc.string({ maxLength: 12 })), { maxLength: 4 }), { maxLength: 3 }), fc.constantFrom(',', ';'))
  .map(([headers, rows, delimiter]) => Buffer.from([headers, ...rows].map((cells) => cells.map((c) => `"${c.replace(/"/g, '""')}"`).join(delimiter)).join('\r\n')).toString('base64'))

/** field:operator:value filters over every list's fields. */
const filter = fc
  .tuple(fc.oneof(fc.constantFrom(...fieldNames), nasty), fc.oneof(fc.constantFrom(...filterOperators), nasty), fc.oneof(nasty, fc.string({ maxLength: 20 })))
  .map(([field, operator, value]) => `${field}:${operator}:${value}`)

/** Values that fit `schema`, or nearly; `ids` are real identifiers to reach past the 404s. */
export function valueOf(schema: Json | undefined, ids: readonly string[], name = ''): fc.Arbitrary<unknown> {
  if (!schema) return fc.anything()
  if (name === 'cursor') return cursor
  if (name === 'content') return uploadFile
  if (name === 'filter') return fc.array(filter, { maxLength: 3 })
  if (name === 'sort') return fc.oneof(fc.constantFrom(...fieldNames), fc.constantFrom(...fieldNames).map((f) => `-${f}`))
  if (Array.isArray(schema.enum)) return fc.oneof({ weight: 9, arbitrary: fc.constantFrom(...(schema.enum as unknown[])) }, { weight: 1, arbitrary: nasty })
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined]
  const of = (type: string | undefined): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'string':
        if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...(ids.length > 0 ? ids : ['00000000-0000-4000-8000-000000000000'])), fc.uuid())
        if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
        if (typeof schema.pattern === 'string')
          return fc.stringMatching(new RegExp(schema.pattern)).map((s) => s.slice(0, Number(schema.maxLength ?? 1000)))
        return fc.oneof(fc.string({ maxLength: Math.min(Number(schema.maxLength ?? 40), 40) }), fc.string({ unit: 'binary', maxLength: 20 }))
      case 'integer':
      case 'number': {
        // Values up to 1000 (or 1000 above a higher minimum, such as a year's 1800).
        const min = Number(schema.minimum ?? -10)
        return fc.integer({ min, max: Math.min(Number(schema.maximum ?? 1000), min > 1000 ? min + 1000 : 1000) })
      }
      case 'boolean':
        return fc.boolean()
      case 'null':
        return fc.constant(null)
      case 'array':
        return fc.array(valueOf(schema.items as Json | undefined, ids), { maxLength: 4 })
      case 'object':
        return objectOf(schema, ids)
      default:
        return fc.oneof(fc.jsonValue({ maxDepth: 2 }), nasty)
    }
  }
  return fc.oneof(...types.map(of))
}

/** An object of the schema's properties (the required ones mostly present), sometimes with extra nasty keys. */
export function objectOf(schema: Json, ids: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const free = Object.keys(properties).length === 0 && schema.additionalProperties !== false
  const known = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueOf(property, ids, name)]))
  const extraKeys = free ? fc.oneof(fc.constantFrom(...fieldNames), nasty) : nasty
  return fc
    .tuple(
      fc.record(known, { requiredKeys: ((schema.required ?? []) as string[]).filter((name) => name in known) }),
      fc.dictionary(extraKeys, fc.oneof(fc.jsonValue({ maxDepth: 1 }), nasty, nastyNumber), { maxKeys: free ? 6 : 1 }),
      fc.nat(9).map((n) => n === 0),
    )
    .map(([fields, extra, withExtra]) => ({ ...(withExtra || free ? extra : {}), ...fields }))
}

/** Percent-encoding that also sends an unpaired surrogate, as its (invalid) 3-byte UTF-8 form. */
export function encodePart(value: string): string {
  let encoded = ''
  for (const char of value) {
    const code = char.codePointAt(0)!
    if (code >= 0xd800 && code <= 0xdfff)
      encoded += `%ED%${(0xa0 | ((code >> 6) & 0x1f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`
    else encoded += encodeURIComponent(char)
  }
  return encoded
}

export interface FuzzRequest {
  readonly method: string
  readonly url: string
  readonly payload?: string
  readonly headers: Record<string, string>
}

/** Requests to one operation of the contract. */
export function requestsTo(operation: ContractOperation, schema: RouteSchema, ids: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const params = schema.params ? objectOf({ ...schema.params, additionalProperties: false }, ids) : fc.constant({})
  const query = schema.querystring ? objectOf(schema.querystring, ids) : fc.constant({})
  const body = schema.body ? fc.oneof({ weight: 5, arbitrary: objectOf(schema.body, ids) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }) : fc.constant(undefined)
  const language = fc.option(fc.oneof(fc.constantFrom('de', 'en', 'fr', 'fr-CH;q=0.5, en;q=0.9', '*'), nasty.filter((s) => /^[\t\x20-\x7e]*$/.test(s))), { nil: undefined })
  // Most requests are valid but for one value: a nasty value in one place, so the request gets past
  // the checks of the others and reaches the handler and the database with it.
  const places = [
    ...Object.keys((schema.params?.properties ?? {}) as Json).map((name) => ['params', name] as const),
    ...Object.keys((schema.querystring?.properties ?? {}) as Json).map((name) => ['query', name] as const),
    ...Object.keys(((schema.body as Json | undefined)?.properties ?? {}) as Json).map((name) => ['body', name] as const),
  ]
  const mutation = places.length > 0 ? fc.option(fc.tuple(fc.constantFrom(...places), fc.oneof(nasty, nastyNumber)), { freq: 3 }) : fc.constant(null)
  return fc.record({ params, query, body, language, mutation }).map(({ params: p0, query: q0, body: b0, language: l, mutation: m }) => {
    const p = { ...p0 } as Record<string, unknown>
    const q = { ...q0 } as Record<string, unknown>
    const b = b0 && typeof b0 === 'object' && !Array.isArray(b0) ? ({ ...b0 } as Record<string, unknown>) : b0
    if (m) {
      const [[where, name], value] = m
      const target = where === 'params' ? p : where === 'query' ? q : b
      if (target && typeof target === 'object' && !Array.isArray(target)) (target as Record<string, unknown>)[name] = value
    }
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = (p as Record<string, unknown>)[name]
      return encodePart(value === undefined || value === '' ? 'x' : String(value))
    })
    const search = Object.entries(q).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : [value]).filter((v) => v !== undefined).map((v) => `${encodePart(name)}=${encodePart(typeof v === 'object' ? JSON.stringify(v) : String(v))}`),
    )
    return {
      method: operation.method,
      url: search.length > 0 ? `${path}?${search.join('&')}` : path,
      ...(b !== undefined && { payload: JSON.stringify(b) }),
      headers: { ...(b !== undefined && { 'content-type': 'application/json' }), ...(l !== undefined && { 'accept-language': l }) },
    }
  })
}
