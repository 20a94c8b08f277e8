import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/influencing/ambassadors: a named person (or a user) with the day of consent. */
export function useAddAmbassador() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { name: string; consentOn: string }) =>
      unwrap(await apiClient.POST('/api/influencing/ambassadors', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing'] }),
  })
}

/** DELETE /api/influencing/ambassadors/{id}: the ambassador with their posts and figures. */
export function useRemoveAmbassador() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (ambassadorId: string) =>
      unwrap(
        await apiClient.DELETE('/api/influencing/ambassadors/{ambassadorId}', {
          params: { path: { ambassadorId } },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing'] }),
  })
}
