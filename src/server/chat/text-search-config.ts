// The PostgreSQL text-search configuration for a tenant's own texts (chat messages, titles): the
// tenant's language decides stemming, so "Dosierungen" finds "Dosierung" in German and "doses"
// finds "dose" in French. Documents carry their own detected language (knowledge_files.language).
import { tenants } from '../../generated/tenants.gen.ts'

export type TextSearchConfig = 'german' | 'french' | 'english' | 'simple'

const configByLocale: Readonly<Record<string, TextSearchConfig>> = { de: 'german', fr: 'french', en: 'english' }

/** The configuration for a tenant group's texts; `simple` for an unknown group or locale. */
export function textSearchConfigFor(tenantGroup: string): TextSearchConfig {
  const locale = tenants[tenantGroup]?.locale
  return (locale && configByLocale[locale]) ?? 'simple'
}
