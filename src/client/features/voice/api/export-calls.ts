import { apiClient } from '../../../lib/api/api-client.ts'
import { ApiError } from '../../../lib/api/api-error.ts'
import type { CallFilter } from './voice-types.ts'

/** GET /api/voice/calls/export: the filtered calls as a CSV file the browser saves. */
export async function exportCalls(filter: CallFilter): Promise<void> {
  const result = await apiClient.GET('/api/voice/calls/export', {
    params: { query: filter },
    parseAs: 'blob',
  })
  if (!result.response.ok) throw new ApiError(result.response.status, result.error)
  const url = URL.createObjectURL(result.data as unknown as Blob)
  const link = document.createElement('a')
  link.href = url
  link.download = 'voice-calls.csv'
  link.click()
  URL.revokeObjectURL(url)
}
