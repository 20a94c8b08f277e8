import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/assistants/{assistantId}/versions: every saved version, newest first. */
export async function getAssistantVersions(assistantId: string) {
  return unwrap(await apiClient.GET('/api/assistants/{assistantId}/versions', { params: { path: { assistantId } } }))
}

export function useAssistantVersions(assistantId: string | null) {
  return useQuery({ queryKey: ['assistants', assistantId, 'versions'], queryFn: () => getAssistantVersions(assistantId!), enabled: assistantId !== null })
}
