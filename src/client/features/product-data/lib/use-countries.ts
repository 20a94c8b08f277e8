import { useMemo } from 'react'
import type { IdentifierScheme } from '../../../../shared/catalogue/countries.ts'
import { useResourceRows } from '../api/get-resource-rows.ts'
import type { CountryOf } from './row-form.ts'

const SCHEMES: readonly string[] = ['pzn8', 'pznAt', 'cip13Acl13', 'ean13'] satisfies IdentifierScheme[]

/**
 * The countries list (a handful of rows), for the identifier check of a row's country and for
 * reference pickers restricted to one country (the product master's PZN-DE, PZN-AT and CIP13).
 */
export function useCountries() {
  const countries = useResourceRows('countries', { page: 1, pageSize: 100, sort: 'code' })
  return useMemo(() => {
    const byId = new Map<string, { code: string; identifierScheme: IdentifierScheme }>()
    const idByCode = new Map<string, string>()
    for (const row of countries.data?.items ?? []) {
      const code = row.code
      const scheme = row.identifierScheme
      if (typeof code !== 'string' || typeof scheme !== 'string' || !SCHEMES.includes(scheme)) continue
      byId.set(row.id, { code, identifierScheme: scheme as IdentifierScheme })
      idByCode.set(code, row.id)
    }
    const countryOf: CountryOf = (id) => byId.get(id)
    return { countryOf, idOfCode: (code: string) => idByCode.get(code), rows: countries.data?.items ?? [] }
  }, [countries.data])
}
