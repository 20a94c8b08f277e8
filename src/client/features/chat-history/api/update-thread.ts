import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** PATCH /api/chat/threads/{threadId}: rename or (un)pin. */
export async function updateThread({ threadId, body }: { threadId: string; body: { title?: string; pinned?: boolean } }) {
  return unwrap(await apiClient.PATCH('/api/chat/threads/{threadId}', { params: { path: { threadId } }, body }))
}

export function useUpdateThread() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateThread, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['chat-history'] }) })
}
