import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId, ResourceListQuery } from './resource-api-types.ts'

export type ExportFormat = 'csv' | 'xlsx'

/**
 * GET /api/resources/{resource}/export: the whole filtered view (not just the page) as a file; a CSV
 * separated as the spreadsheets of `locale` (the interface language) expect.
 */
export async function downloadResourceExport({ resource, query, format, locale }: { resource: ApiResourceId; query: ResourceListQuery; format: ExportFormat; locale: string }) {
  const { page: _page, pageSize: _pageSize, ...view } = query
  const result = await apiClient.GET('/api/resources/{resource}/export', {
    params: { path: { resource }, query: { ...view, format }, header: { 'Accept-Language': locale } },
    parseAs: 'blob',
  })
  const blob = unwrap(result) as Blob
  saveBlob(blob, fileNameOf(result.response) ?? `${resource}.${format}`)
}

export function useDownloadResourceExport() {
  return useMutation({ mutationFn: downloadResourceExport })
}
