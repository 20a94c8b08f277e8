import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'

export type FaqExportFormat = 'markdown' | 'json' | 'jsonld'

/** GET /api/faq/export: the published pairs as a file, saved under the name the server gives it. */
export async function exportFaq({ collectionId, format }: { collectionId: string; format: FaqExportFormat }) {
  const result = await apiClient.GET('/api/faq/export', { params: { query: { collectionId, format } }, parseAs: 'blob' })
  saveBlob(unwrap(result) as Blob, fileNameOf(result.response) ?? `faq.${format === 'markdown' ? 'md' : format}`)
}

export function useExportFaq() {
  return useMutation({ mutationFn: exportFaq })
}
