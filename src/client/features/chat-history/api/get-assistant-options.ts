import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** GET /api/assistants: names for the assistant filter. */
export async function getAssistantOptions() {
  const { items } = unwrap(await apiClient.GET('/api/assistants'))
  return items.map(({ id, name }) => ({ id, name }))
}

export function useAssistantOptions() {
  return useQuery({ queryKey: ['chat-history', 'assistants'], queryFn: getAssistantOptions })
}
