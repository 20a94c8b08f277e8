import type { CompiledResource } from '../../../../shared/manifest/resource-types.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'

/** How a row is named in pickers, headings and confirmations: its display fields (manifest `display`). */
export function rowLabel(resource: CompiledResource, row: ResourceRow | undefined): string {
  if (!row) return ''
  const parts = resource.display.map((name) => row[name]).filter((value) => value !== null && value !== undefined && value !== '')
  return parts.length > 0 ? parts.map(String).join(' · ') : row.id
}
