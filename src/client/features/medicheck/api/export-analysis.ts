import { useMutation } from '@tanstack/react-query'
import { downloadFile, withQuery } from './medicheck-request.ts'
import type { ItemFilters } from './get-items.ts'

/** GET /api/medicheck/export: the filtered analysis as CSV or XLSX. */
export function useExportAnalysis() {
  return useMutation({
    mutationFn: ({
      format,
      filters,
      locale,
    }: {
      format: 'csv' | 'xlsx'
      filters: ItemFilters & { type?: string }
      locale: string
    }) =>
      downloadFile(withQuery('/api/medicheck/export', { format, ...filters }), `medicheck.${format}`, locale),
  })
}
