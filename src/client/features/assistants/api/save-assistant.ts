import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type AssistantCreate = components['schemas']['AssistantsCreate']
export type AssistantUpdate = components['schemas']['AssistantsUpdate']

/** POST /api/assistants (no id) or PATCH /api/assistants/{assistantId} (a new version; 409 when stale). */
export async function saveAssistant({ assistantId, body }: { assistantId: string | null; body: AssistantCreate | AssistantUpdate }) {
  if (assistantId === null) return unwrap(await apiClient.POST('/api/assistants', { body: body as AssistantCreate }))
  return unwrap(await apiClient.PATCH('/api/assistants/{assistantId}', { params: { path: { assistantId } }, body: body as AssistantUpdate }))
}

export function useSaveAssistant() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveAssistant, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['assistants'] }) })
}
