import { useMutation } from '@tanstack/react-query'
import { unwrap } from '../../../lib/api/api-error.ts'
import { saveBlob } from '../lib/save-blob.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import type { ApiResourceId, ResourceListQuery } from './resource-api-types.ts'

export type ExportFormat = 'csv' | 'xlsx'

/** GET /api/resources/{resource}/export: the whole filtered view (not just the page) as a file. */
export async function downloadResourceExport({ resource, query, format }: { resource: ApiResourceId; query: ResourceListQuery; format: ExportFormat }) {
  const { page: _page, pageSize: _pageSize, ...view } = query
  const result = await apiClient.GET('/api/resources/{resource}/export', {
    params: { path: { resource }, query: { ...view, format } },
    parseAs: 'blob',
  })
  const blob = unwrap(result) as Blob
  saveBlob(blob, fileNameOf(result.response) ?? `${resource}.${format}`)
}

function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('Content-Disposition') ?? ''
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]
}

export function useDownloadResourceExport() {
  return useMutation({ mutationFn: downloadResourceExport })
}
