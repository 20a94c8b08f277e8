import { useMutation } from '@tanstack/react-query'
import { downloadFile, withQuery } from './medicheck-request.ts'
import type { StatsFilters } from './get-keyword-stats.ts'

/** GET /api/medicheck/keyword-stats/export: the statistics as CSV or XLSX. */
export function useExportKeywordStats() {
  return useMutation({
    mutationFn: ({
      format,
      filters,
      locale,
    }: {
      format: 'csv' | 'xlsx'
      filters: StatsFilters
      locale: string
    }) =>
      downloadFile(
        withQuery('/api/medicheck/keyword-stats/export', { format, ...filters }),
        `keyword-stats.${format}`,
        locale,
      ),
  })
}
