import { describe, expect, it } from 'vitest'
import { resources } from '../../generated/resources.gen.ts'
import { validateIdentifierOfKinds } from '../identifiers/index.ts'
import type { CompiledResource } from '../manifest/resource-types.ts'
import { validateRow } from '../resources/validate-row.ts'
import type { DemoCatalogue, Row } from './catalogue-types.ts'
import { identifierKindsOfCountry, listCountries } from './countries.ts'
import { generateDemoCatalogue } from './generate-demo-catalogue.ts'

describe('countries', () => {
  it('names DE, AT, FR and CH in German, English and French, with scheme and currency', () => {
    expect(listCountries()).toEqual([
      {
        code: 'DE',
        nameDe: 'Deutschland',
        nameEn: 'Germany',
        nameFr: 'Allemagne',
        identifierScheme: 'pzn8',
        currency: 'EUR',
      },
      {
        code: 'AT',
        nameDe: 'Österreich',
        nameEn: 'Austria',
        nameFr: 'Autriche',
        identifierScheme: 'pznAt',
        currency: 'EUR',
      },
      {
        code: 'FR',
        nameDe: 'Frankreich',
        nameEn: 'France',
        nameFr: 'France',
        identifierScheme: 'cip13Acl13',
        currency: 'EUR',
      },
      {
        code: 'CH',
        nameDe: 'Schweiz',
        nameEn: 'Switzerland',
        nameFr: 'Suisse',
        identifierScheme: 'ean13',
        currency: 'CHF',
      },
    ])
  })
  it('accepts CIP13 and ACL13 in France and nothing outside the catalogue', () => {
    expect(identifierKindsOfCountry('FR')).toEqual(['cip13', 'acl13'])
    expect(identifierKindsOfCountry('IT')).toEqual([])
  })
})

describe('the demo catalogue', () => {
  const catalogue = generateDemoCatalogue({ seed: 42, size: 1500 })
  const lists = Object.entries(catalogue) as [keyof DemoCatalogue, readonly Row[]][]
  const rowsOf = (id: string) => (catalogue as unknown as Record<string, readonly Row[]>)[id] ?? []
  const countries = new Map(catalogue.countries.map((c) => [c.id, c]))

  it('covers every list but the licensed Lauer-Taxe, with a few thousand rows', () => {
    expect(lists.map(([id]) => id).sort()).toEqual(
      resources
        .map((r) => r.id)
        .filter((id) => id !== 'lauer-taxe')
        .sort(),
    )
    const total = lists.reduce((sum, [, rows]) => sum + rows.length, 0)
    expect(total).toBeGreaterThan(3000)
    expect(total).toBeLessThan(10_000)
    expect(catalogue.pzns).toHaveLength(1500)
  })

  it('is the same for the same seed and different for another', () => {
    expect(generateDemoCatalogue({ seed: 42, size: 1500 })).toEqual(catalogue)
    expect(generateDemoCatalogue({ seed: 43, size: 1500 }).pzns[0]).not.toEqual(catalogue.pzns[0])
  })

  it('gives every package a valid identifier of its own country', () => {
    for (const row of [...catalogue.pzns, ...catalogue.bundle]) {
      const code = countries.get(row.country)!.code
      expect(
        validateIdentifierOfKinds(identifierKindsOfCountry(code), row.pzn),
        `${code} ${row.pzn}`,
      ).toMatchObject({ ok: true })
    }
    const byCountry = (code: string) =>
      catalogue.pzns.filter((p) => countries.get(p.country)?.code === code).length
    expect(['DE', 'AT', 'FR', 'CH'].map(byCountry).every((n) => n > 0)).toBe(true)
  })

  it.each(resources.filter((r) => r.id !== 'lauer-taxe').map((r) => [r.id, r] as const))(
    '%s: every row passes the manifest checks',
    (id, resource) => {
      const countryOf = (countryId: string) => countries.get(countryId)
      const refused = rowsOf(id)
        .map((row) => ({
          row,
          result: validateRow(resource as CompiledResource, row as unknown as Record<string, unknown>, {
            mode: 'create',
            countryOf,
          }),
        }))
        .filter(({ result }) => !result.ok)
      expect(refused.slice(0, 3)).toEqual([])
    },
  )

  it.each(resources.filter((r) => r.id !== 'lauer-taxe').map((r) => [r.id, r] as const))(
    '%s: references exist and natural keys and unique fields are unique',
    (id, resource) => {
      const rows = rowsOf(id) as unknown as Record<string, unknown>[]
      for (const field of (resource as CompiledResource).fields) {
        if (field.type === 'reference') {
          const targets = new Map(
            rowsOf(field.to!).map((t) => [t.id, t as unknown as Record<string, unknown>]),
          )
          for (const row of rows) {
            if (row[field.name] === null) continue
            const target = targets.get(row[field.name] as string)
            expect(target, `${id}.${field.name}`).toBeDefined()
            for (const [key, value] of Object.entries(field.where ?? {}))
              expect(countries.get(target![key] as string)?.code).toBe(value)
          }
        }
        if (field.unique) {
          const values = rows.map((row) => row[field.name]).filter((v) => v !== null)
          expect(new Set(values).size, `${id}.${field.name}`).toBe(values.length)
        }
      }
      const keys = rows.map((row) => JSON.stringify(resource.naturalKey.map((name) => row[name])))
      expect(new Set(keys).size, `${id} natural key`).toBe(keys.length)
    },
  )

  it('uses only reserved .example web addresses and no licensed price data', () => {
    const addresses = [
      ...catalogue.companies.map((c) => c.website),
      ...catalogue['domain-pzns'].map((d) => d.url),
    ]
    expect(addresses.every((url) => new URL(url).hostname.endsWith('.example'))).toBe(true)
    expect(Object.keys(catalogue)).not.toContain('lauer-taxe')
  })

  it('links one product across countries in the product master', () => {
    const multiCountry = catalogue['product-master'].filter(
      (p) => [p.pznDe, p.pznAt, p.cip13].filter(Boolean).length >= 2,
    )
    expect(multiCountry.length).toBeGreaterThan(50)
  })
})
