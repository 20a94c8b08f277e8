import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'

/** GET /api/podcasts/{podcastId}/findings/export: the episodes' findings as CSV, saved under the server's name. */
export async function exportPodcastFindings({ podcastId, locale }: { podcastId: string; locale: string }) {
  const result = await apiClient.GET('/api/podcasts/{podcastId}/findings/export', {
    params: { path: { podcastId }, query: { format: 'csv' } },
    headers: { 'Accept-Language': locale },
    parseAs: 'blob',
  })
  saveBlob(unwrap(result) as unknown as Blob, fileNameOf(result.response) ?? 'podcast-findings.csv')
}

export function useExportPodcastFindings() {
  return useMutation({ mutationFn: exportPodcastFindings })
}
