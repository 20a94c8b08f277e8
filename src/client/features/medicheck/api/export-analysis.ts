import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'

export interface AnalysisExportFilters {
  source?: string
  from?: string
  to?: string
  product?: string
}

/** GET /api/medicheck/export: the filtered analysis as CSV (the language's separator) or XLSX, saved under the server's name. */
export async function exportAnalysis({
  format,
  filters,
  locale,
}: {
  format: 'csv' | 'xlsx'
  filters: AnalysisExportFilters
  locale: string
}) {
  const query = { format, ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)) }
  const result = await apiClient.GET('/api/medicheck/export', {
    params: { query },
    headers: { 'Accept-Language': locale },
    parseAs: 'blob',
  })
  saveBlob(unwrap(result) as unknown as Blob, fileNameOf(result.response) ?? `medicheck.${format}`)
}

export function useExportAnalysis() {
  return useMutation({ mutationFn: exportAnalysis })
}
