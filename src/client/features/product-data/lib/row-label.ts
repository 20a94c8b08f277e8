import type { CompiledResource, DisplayLocale } from '../../../../shared/manifest/resource-types.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'

/**
 * How a row is named in pickers, headings and confirmations: its display fields (manifest `display`)
 * in the user's language, so a country reads "DE · Deutschland" in German and "DE · Allemagne" in French.
 */
export function rowLabel(resource: CompiledResource, row: ResourceRow | undefined, locale: DisplayLocale): string {
  if (!row) return ''
  const parts = resource.display[locale].map((name) => row[name]).filter((value) => value !== null && value !== undefined && value !== '')
  return parts.length > 0 ? parts.map(String).join(' · ') : row.id
}
