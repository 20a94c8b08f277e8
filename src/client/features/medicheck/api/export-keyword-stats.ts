import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import type { StatsFilters } from './get-keyword-stats.ts'

/** GET /api/medicheck/keyword-stats/export: the statistics as CSV or XLSX, saved under the server's name. */
export async function exportKeywordStats({
  format,
  filters,
  locale,
}: {
  format: 'csv' | 'xlsx'
  filters: StatsFilters
  locale: string
}) {
  const query = { format, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) }
  const result = await apiClient.GET('/api/medicheck/keyword-stats/export', {
    params: { query },
    headers: { 'Accept-Language': locale },
    parseAs: 'blob',
  })
  saveBlob(unwrap(result) as unknown as Blob, fileNameOf(result.response) ?? `keyword-stats.${format}`)
}

export function useExportKeywordStats() {
  return useMutation({ mutationFn: exportKeywordStats })
}
