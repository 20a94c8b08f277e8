import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** PUT /api/campaigns/connection: checks the key with Mailchimp, stores it and queues a sync. */
export function useConnectMailchimp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (apiKey: string) =>
      unwrap(await apiClient.PUT('/api/campaigns/connection', { body: { apiKey } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  })
}

/** DELETE /api/campaigns/connection: forgets the key (the library stays). */
export function useDisconnectMailchimp() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () => unwrap(await apiClient.DELETE('/api/campaigns/connection')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  })
}
