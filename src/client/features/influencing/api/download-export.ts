import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import type { Period } from './get-dashboard.ts'

export type ExportTable = 'ambassadors' | 'series' | 'posts'

/** GET /api/influencing/export: one table of the year as CSV or XLSX, column titles in `locale`. */
export function useDownloadInfluencingExport() {
  return useMutation({
    mutationFn: async ({
      year,
      by,
      table,
      format,
      locale,
    }: {
      year: number
      by: Period
      table: ExportTable
      format: 'csv' | 'xlsx'
      locale: string
    }) => {
      const result = await apiClient.GET('/api/influencing/export', {
        params: { query: { year, by, table, format } },
        headers: { 'Accept-Language': locale },
        parseAs: 'blob',
      })
      saveBlob(
        unwrap(result) as unknown as Blob,
        fileNameOf(result.response) ?? `influencing-${table}-${year}.${format}`,
      )
    },
  })
}
