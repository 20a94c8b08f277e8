import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'

/** GET /api/medicheck/safety-cases/{caseId}/export: the case as a structured record (E2B(R3) field names) in JSON or CSV. */
export async function exportSafetyCase({ caseId, format }: { caseId: string; format: 'json' | 'csv' }) {
  const result = await apiClient.GET('/api/medicheck/safety-cases/{caseId}/export', {
    params: { path: { caseId }, query: { format } },
    parseAs: 'blob',
  })
  saveBlob(
    unwrap(result) as unknown as Blob,
    fileNameOf(result.response) ?? `safety-case-${caseId}.${format}`,
  )
}

export function useExportSafetyCase() {
  return useMutation({ mutationFn: exportSafetyCase })
}
