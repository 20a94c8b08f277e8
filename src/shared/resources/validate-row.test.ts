import { describe, expect, it } from 'vitest'
import { resources } from '../../generated/resources.gen.ts'
import type { CompiledResource } from '../manifest/resource-types.ts'
import { validateRow } from './validate-row.ts'

const resource = (id: string) => resources.find((r) => r.id === id) as CompiledResource
const pzns = resource('pzns')
const DE = '11111111-1111-4111-8111-111111111111'
const AT = '22222222-2222-4222-8222-222222222222'
const countryOf = (id: string) =>
  ({
    [DE]: { code: 'DE', identifierScheme: 'pzn8' as const },
    [AT]: { code: 'AT', identifierScheme: 'pznAt' as const },
  })[id]
const validPzn = { pzn: '27580899', country: DE, name: 'Demo 400 mg Tabletten, 20 St.' }

describe('validateRow on pzns', () => {
  it('accepts a valid row, trims text and fills defaults', () => {
    const result = validateRow(
      pzns,
      { ...validPzn, pzn: ' 27580899 ', retailPrice: '12,5', quantity: 20 },
      { mode: 'create', countryOf },
    )
    expect(result).toMatchObject({
      ok: true,
      values: { pzn: '27580899', retailPrice: 12.5, quantity: 20, marketStatus: 'onMarket', subBrand: null },
    })
  })

  it.each([
    [
      'a wrong check digit, saying which digit',
      { pzn: '27580898' },
      'pzn',
      { code: 'pzn8.checkDigit', params: { scheme: 'PZN', expected: '9', actual: '8' } },
    ],
    [
      'an Austrian PZN on a German row',
      { pzn: '2444238' },
      'pzn',
      { code: 'validation.wrongCountryScheme', params: { country: 'DE', schemes: 'PZN' } },
    ],
    ['a PZN given as a number', { pzn: 4877800 }, 'pzn', { code: 'validation.notText' }],
    ['a missing name', { name: '  ' }, 'name', { code: 'validation.required' }],
    [
      'an enum value not declared',
      { marketStatus: 'discontinued' },
      'marketStatus',
      { code: 'validation.notAllowed' },
    ],
    [
      'three decimals in a price',
      { retailPrice: 1.239 },
      'retailPrice',
      { code: 'validation.tooManyDecimals', params: { scale: 2 } },
    ],
    [
      'a negative price',
      { retailPrice: '-1' },
      'retailPrice',
      { code: 'validation.tooSmall', params: { min: 0 } },
    ],
    ['a malformed ATC code', { atcCode: 'N2BE01' }, 'atcCode', { code: 'validation.pattern' }],
    [
      'a reference that is not an id',
      { subBrand: 'Demo forte' },
      'subBrand',
      { code: 'validation.notReference' },
    ],
    [
      'an unknown column',
      { colour: 'red' },
      'colour',
      { code: 'validation.unknownField', params: { field: 'colour' } },
    ],
  ])('refuses %s', (_what, change, field, expected) => {
    const result = validateRow(pzns, { ...validPzn, ...change }, { mode: 'create', countryOf })
    expect(result.ok).toBe(false)
    expect(!result.ok && result.errors[field]).toMatchObject(expected)
  })

  it('accepts the Austrian PZN on an Austrian row', () => {
    expect(
      validateRow(pzns, { ...validPzn, pzn: '2444238', country: AT }, { mode: 'create', countryOf }).ok,
    ).toBe(true)
  })

  it('checks only the given fields of an update', () => {
    expect(validateRow(pzns, { retailPrice: '3.99' }, { mode: 'update' })).toEqual({
      ok: true,
      values: { retailPrice: 3.99 },
    })
  })
})

describe('validateRow on other lists', () => {
  it.each([
    ['keyword-pzns', { observedOn: '2026-02-30' }, 'observedOn', 'validation.notDate'],
    ['keyword-pzns', { rank: 1.5 }, 'rank', 'validation.notInteger'],
    ['domain-pzns', { listed: 'vielleicht' }, 'listed', 'validation.notBoolean'],
    ['countries', { code: 'DEU' }, 'code', 'validation.tooLong'],
    ['countries', { code: 'KA' }, 'code', 'validation.unknownCountryCode'],
    ['countries', { code: 'EU' }, 'code', 'validation.unknownCountryCode'],
    ['countries', { code: 'de' }, 'code', 'validation.unknownCountryCode'],
  ])('%s: %j is refused with %s', (id, row, field, code) => {
    const result = validateRow(resource(id), row, { mode: 'update' })
    expect(!result.ok && result.errors[field]?.code).toBe(code)
  })

  it('accepts a country code only if ISO 3166-1 assigns it, saying which value was refused', () => {
    for (const code of ['DE', 'AT', 'FR', 'CH', 'LI', 'LU']) {
      expect(validateRow(resource('countries'), { code }, { mode: 'update' })).toEqual({
        ok: true,
        values: { code },
      })
    }
    const refused = validateRow(resource('countries'), { code: ' KA ' }, { mode: 'update' })
    expect(!refused.ok && refused.errors.code).toEqual({
      code: 'validation.unknownCountryCode',
      messageKey: 'validation.unknownCountryCode',
      params: { value: 'KA' },
    })
  })

  it('accepts yes/no words of every language for booleans', () => {
    for (const [word, value] of [
      ['ja', true],
      ['non', false],
      ['TRUE', true],
      ['0', false],
    ] as const) {
      expect(validateRow(resource('domain-pzns'), { listed: word }, { mode: 'update' })).toEqual({
        ok: true,
        values: { listed: value },
      })
    }
  })

  it('needs a brand or a PZN in a my-markets row', () => {
    const result = validateRow(resource('my-markets'), { market: 'Schmerz' }, { mode: 'create' })
    expect(!result.ok && result.errors).toMatchObject({
      brand: { code: 'validation.requireAnyOf' },
      pzn: { code: 'validation.requireAnyOf' },
    })
  })
})
