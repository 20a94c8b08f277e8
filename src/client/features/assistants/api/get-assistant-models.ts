import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/assistants/models: the chat models the tenant may use. */
export async function getAssistantModels() {
  return unwrap(await apiClient.GET('/api/assistants/models'))
}

export function useAssistantModels() {
  return useQuery({ queryKey: ['assistants', 'models'], queryFn: getAssistantModels })
}
