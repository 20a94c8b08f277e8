import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  cip7ToCip13,
  generateCip13,
  generatePzn8,
  generatePznAt,
  normalizeIdentifier,
  pzn7ToPzn8,
  pznAtToPznEan,
  validateAcl13,
  validateCip13,
  validateEan13,
  validateIdentifierOfKinds,
  validatePzn7,
  validatePzn8,
  validatePznAt,
  validateUcd13,
  type IdentifierResult,
} from './index.ts'

// A copy of shared/spec/identifier-test-vectors.json, kept in the project so a clone stands alone.
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))
const vectors = JSON.parse(
  readFileSync(join(repoRoot, 'tests/fixtures/identifiers/identifier-test-vectors.json'), 'utf8'),
) as {
  pzn8_valid: string[]
  pzn8_invalid_examples: string[]
  pzn7_to_pzn8: Record<string, string>
  pzn_at_valid: string[]
  pzn_at_to_pzn_ean: Record<string, string>
  cip7_to_cip13: Record<string, string>
  ucd13_valid: string[]
}

const errorOf = (result: IdentifierResult) => (result.ok ? undefined : result.error)

/** Every string that differs from `value` in exactly one digit. */
const singleDigitChanges = (value: string) =>
  Array.from(value).flatMap((digit, i) =>
    Array.from({ length: 10 }, (_, d) => String(d))
      .filter((d) => d !== digit)
      .map((d) => `${value.slice(0, i)}${d}${value.slice(i + 1)}`),
  )

describe('shared identifier vectors', () => {
  it.each(vectors.pzn8_valid)('PZN-8 %s is valid', (pzn) => {
    expect(validatePzn8(pzn)).toEqual({ ok: true, value: pzn })
  })
  it.each(vectors.pzn8_invalid_examples)('PZN-8 %s is rejected for its check digit', (pzn) => {
    expect(errorOf(validatePzn8(pzn))?.code).toBe('pzn8.checkDigit')
  })
  it.each(Object.entries(vectors.pzn7_to_pzn8))('PZN-7 %s becomes PZN-8 %s', (pzn7, pzn8) => {
    expect(pzn7ToPzn8(pzn7)).toEqual({ ok: true, value: pzn8 })
    expect(validatePzn8(pzn8).ok).toBe(true)
  })
  it.each(vectors.pzn_at_valid)('PZN-AT %s is valid', (pzn) => {
    expect(validatePznAt(pzn)).toEqual({ ok: true, value: pzn })
  })
  it.each(Object.entries(vectors.pzn_at_to_pzn_ean))('PZN-AT %s has the PZN-EAN %s', (pzn, ean) => {
    expect(pznAtToPznEan(pzn)).toEqual({ ok: true, value: ean })
    expect(validateEan13(ean).ok).toBe(true)
  })
  it.each(Object.entries(vectors.cip7_to_cip13))('CIP7 %s becomes CIP13 %s', (cip7, cip13) => {
    expect(cip7ToCip13(cip7)).toEqual({ ok: true, value: cip13 })
    expect(validateCip13(cip13)).toEqual({ ok: true, value: cip13 })
  })
  it.each(vectors.ucd13_valid)('UCD13 %s is valid', (ucd) => {
    expect(validateUcd13(ucd)).toEqual({ ok: true, value: ucd })
  })
})

describe('check digits', () => {
  it('says which digit was expected', () => {
    expect(errorOf(validatePzn8('27580898'))).toEqual({
      code: 'pzn8.checkDigit',
      kind: 'pzn8',
      problem: 'checkDigit',
      messageKey: 'identifier.checkDigit',
      params: { scheme: 'PZN', expected: '9', actual: '8' },
    })
    expect(errorOf(validatePznAt('2444239'))?.params).toEqual({
      scheme: 'PZN-AT',
      expected: '8',
      actual: '9',
    })
    expect(errorOf(validateCip13('3400949497295'))?.params).toEqual({
      scheme: 'CIP13',
      expected: '4',
      actual: '5',
    })
  })

  const validOnes: [string, (input: unknown) => IdentifierResult, string][] = [
    ...vectors.pzn8_valid.map((v): [string, (input: unknown) => IdentifierResult, string] => [
      'PZN-8',
      validatePzn8,
      v,
    ]),
    ...vectors.pzn_at_valid.map((v): [string, (input: unknown) => IdentifierResult, string] => [
      'PZN-AT',
      validatePznAt,
      v,
    ]),
    ...Object.values(vectors.cip7_to_cip13).map(
      (v): [string, (input: unknown) => IdentifierResult, string] => ['CIP13', validateCip13, v],
    ),
  ]
  it.each(validOnes)('every single-digit change of %s %s is rejected', (_scheme, validate, value) => {
    const accepted = singleDigitChanges(value).filter((changed) => validate(changed).ok)
    expect(accepted).toEqual([])
  })

  it.each(vectors.pzn8_valid)(
    'every swap of two different neighbouring digits in the body of PZN %s is rejected',
    (pzn) => {
      // Weights 1..7 differ by one between neighbours, so a swap shifts the sum by the digits' difference.
      const swaps = Array.from(
        { length: 6 },
        (_, i) => `${pzn.slice(0, i)}${pzn[i + 1]}${pzn[i]}${pzn.slice(i + 2)}`,
      ).filter((swapped) => swapped !== pzn)
      expect(swaps.filter((swapped) => validatePzn8(swapped).ok)).toEqual([])
    },
  )

  it('rejects a PZN whose first seven digits give the never-issued check value 10', () => {
    // 1·0+2·0+3·0+4·0+5·0+6·0+7·3 = 21, 21 mod 11 = 10: no eighth digit makes this valid.
    for (let last = 0; last <= 9; last++)
      expect(errorOf(validatePzn8(`0000003${last}`))?.code).toBe('pzn8.neverIssued')
    // 2·0+...+6·0+7·3 = 21 for the Austrian weights too.
    expect(errorOf(validatePznAt('0000030'))?.code).toBe('pznAt.neverIssued')
  })

  it('converts a PZN-7 only when its own check digit holds', () => {
    expect(errorOf(pzn7ToPzn8('4877801'))?.code).toBe('pzn7.checkDigit')
    expect(validatePzn7('4877800').ok).toBe(true)
  })
})

describe('form of the value', () => {
  it.each([
    ['pzn8', validatePzn8, '2758089', 'pzn8.length', { expectedLength: 8, actualLength: 7 }],
    ['pzn8', validatePzn8, '275808999', 'pzn8.length', { expectedLength: 8, actualLength: 9 }],
    ['pzn8', validatePzn8, '2758O899', 'pzn8.notDigits', { position: 5, actual: 'O' }],
    ['pzn8', validatePzn8, '', 'pzn8.empty', {}],
    ['pzn8', validatePzn8, '   ', 'pzn8.empty', {}],
    ['pzn8', validatePzn8, 4877800, 'pzn8.notString', {}],
    ['pzn8', validatePzn8, null, 'pzn8.notString', {}],
    ['pznAt', validatePznAt, '08389730', 'pznAt.length', { expectedLength: 7, actualLength: 8 }],
    ['cip13', validateCip13, '3401949497294', 'cip13.prefix', { expected: '34009', actual: '34019' }],
    ['acl13', validateAcl13, '3400949497294', 'acl13.prefix', { expected: '3401', actual: '3400' }],
    ['ucd13', validateUcd13, '3400949497294', 'ucd13.prefix', { expected: '34008', actual: '34009' }],
    ['ean13', validateEan13, '400500000003-', 'ean13.notDigits', { position: 13, actual: '-' }],
  ] as const)('%s %j gives %s', (_kind, validate, input, code, params) => {
    const error = errorOf(validate(input))
    expect(error?.code).toBe(code)
    expect(error?.params).toMatchObject(params)
  })

  it('trims but keeps leading zeros', () => {
    expect(validatePzn8('  04877800\t')).toEqual({ ok: true, value: '04877800' })
    expect(normalizeIdentifier(' 0838973 ', 'pznAt')).toEqual({ ok: true, value: '0838973' })
  })

  it('accepts a valid ACL13 and EAN-13', () => {
    const acl = '340107000000'
    const withCheck = [...Array(10).keys()].map((d) => `${acl}${d}`).filter((v) => validateAcl13(v).ok)
    expect(withCheck).toHaveLength(1)
    expect(validateEan13('4006381333931').ok).toBe(true)
  })
})

describe('several kinds in one field', () => {
  const kinds = ['pzn8', 'pznAt', 'cip13', 'acl13'] as const
  it.each([
    ['27580899', 'pzn8'],
    ['2444238', 'pznAt'],
    ['3400949497294', 'cip13'],
  ])('%s is recognised as %s', (value, kind) => {
    expect(validateIdentifierOfKinds(kinds, value)).toMatchObject({ ok: true, kind })
  })
  it('reports the reason of the scheme the value got furthest in', () => {
    expect(validateIdentifierOfKinds(kinds, '2444239')).toMatchObject({
      ok: false,
      error: { code: 'pznAt.checkDigit' },
    })
    expect(validateIdentifierOfKinds(kinds, '3400949497295')).toMatchObject({
      ok: false,
      error: { code: 'cip13.checkDigit' },
    })
  })
})

describe('synthetic identifiers', () => {
  const generators = [
    ['PZN-8', generatePzn8, validatePzn8],
    ['PZN-AT', generatePznAt, validatePznAt],
    ['CIP13', generateCip13, validateCip13],
  ] as const
  it.each(generators)('%s: 20,000 generated values are valid and distinct', (_scheme, generate, validate) => {
    const values = Array.from({ length: 20_000 }, (_, i) => generate(i * 37, 7))
    expect(values.filter((v) => !validate(v).ok)).toEqual([])
    expect(new Set(values).size).toBe(values.length)
  })
  it.each(generators)(
    '%s: the same index and seed give the same value; another seed another',
    (_scheme, generate) => {
      expect(generate(123, 1)).toBe(generate(123, 1))
      expect(generate(123, 1)).not.toBe(generate(123, 2))
    },
  )
  it('covers indices beyond the first million with distinct PZNs', () => {
    const prefixMates = [5, 1_000_005, 2_000_005, 8_000_005].map((i) => generatePzn8(i))
    expect(new Set(prefixMates).size).toBe(4)
    expect(prefixMates.every((v) => validatePzn8(v).ok)).toBe(true)
  })
  it('refuses an index outside its range', () => {
    expect(() => generatePzn8(9_000_000)).toThrow(RangeError)
    expect(() => generatePznAt(-1)).toThrow(RangeError)
  })
})
