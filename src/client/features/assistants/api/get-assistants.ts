import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Assistant = components['schemas']['AssistantsAssistant']

/** GET /api/assistants: the tenant's assistants (admins also see drafts). */
export async function getAssistants() {
  return unwrap(await apiClient.GET('/api/assistants'))
}

export function useAssistants() {
  return useQuery({ queryKey: ['assistants'], queryFn: getAssistants })
}
