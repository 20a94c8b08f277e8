import { useMutation } from '@tanstack/react-query'
import { downloadFile, withQuery } from './medicheck-request.ts'

/** GET /api/medicheck/safety-cases/{caseId}/export: the case as a structured record (E2B(R3) field names) in JSON or CSV. */
export function useExportSafetyCase() {
  return useMutation({
    mutationFn: ({ caseId, format }: { caseId: string; format: 'json' | 'csv' }) =>
      downloadFile(
        withQuery(`/api/medicheck/safety-cases/${encodeURIComponent(caseId)}/export`, { format }),
        `safety-case-${caseId}.${format}`,
      ),
  })
}
