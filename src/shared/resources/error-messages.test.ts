// Every error a check can return has a text in de, en and fr, and that text uses only the
// parameters the error carries, so no message shows a raw {placeholder}.
import { describe, expect, it } from 'vitest'
import de from '../../generated/messages-de.gen.ts'
import en from '../../generated/messages-en.gen.ts'
import fr from '../../generated/messages-fr.gen.ts'
import { resources } from '../../generated/resources.gen.ts'
import {
  validateAcl13,
  validateCip13,
  validatePzn8,
  validatePznAt,
  type IdentifierResult,
} from '../identifiers/index.ts'
import type { CompiledResource } from '../manifest/resource-types.ts'
import { toFieldError } from './field-errors.ts'
import { validateRow } from './validate-row.ts'

const identifierErrors = [
  validatePzn8(5),
  validatePzn8(''),
  validatePzn8('1234x678'),
  validatePzn8('123'),
  validateCip13('3401949497294'),
  validatePzn8('27580898'),
  validatePznAt('0000030'),
  validateAcl13('3401070000000'),
]
  .filter((r): r is Extract<IdentifierResult, { ok: false }> => !r.ok)
  .map((r) => toFieldError(r.error))

const pzns = resources.find((r) => r.id === 'pzns') as CompiledResource
const DE = '11111111-1111-4111-8111-111111111111'
const rowErrors = [
  { pzn: '2444238', country: DE },
  {
    pzn: '27580899',
    colour: 1,
    name: 'x'.repeat(400),
    atcCode: '1',
    retailPrice: 'abc',
    quantity: 1.2345,
    marketStatus: 'gone',
    subBrand: 'x',
  },
  { pzn: '27580899', country: DE, name: 'n', retailPrice: -1, unit: 5 },
].flatMap((row) => {
  const result = validateRow(pzns, row, {
    mode: 'create',
    countryOf: (id) => (id === DE ? { code: 'DE', identifierScheme: 'pzn8' } : undefined),
  })
  return result.ok ? [] : Object.values(result.errors)
})
const markets = validateRow(
  resources.find((r) => r.id === 'my-markets') as CompiledResource,
  { market: 'm' },
  { mode: 'create' },
)
const other = validateRow(
  resources.find((r) => r.id === 'keyword-pzns') as CompiledResource,
  { rank: 0.5, observedOn: 'x' },
  { mode: 'update' },
)
const country = validateRow(
  resources.find((r) => r.id === 'countries') as CompiledResource,
  { code: 'KA' },
  { mode: 'update' },
)
const domain = validateRow(
  resources.find((r) => r.id === 'domain-pzns') as CompiledResource,
  { listed: 'x' },
  { mode: 'update' },
)
const errors = [
  ...identifierErrors,
  ...rowErrors,
  ...[markets, other, country, domain].flatMap((r) => (r.ok ? [] : Object.values(r.errors))),
]

describe('error messages', () => {
  it('the sample covers every kind of problem', () => {
    expect(new Set(errors.map((e) => e.messageKey)).size).toBeGreaterThanOrEqual(20)
  })
  it.each(Object.entries({ de, en, fr }))(
    '%s: every error has a text that uses only its parameters',
    (_locale, messages) => {
      for (const error of errors) {
        const text = messages[error.messageKey]
        expect(text, error.messageKey).toBeDefined()
        const placeholders = [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1])
        expect(
          placeholders.filter((p) => !(p! in error.params)),
          `${error.code} -> ${error.messageKey}`,
        ).toEqual([])
      }
    },
  )
})
