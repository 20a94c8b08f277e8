import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

const key = ['influencing', 'linkedin']

/** GET /api/influencing/linkedin: the tenant's app, the redirect address and the caller's connection. */
export function useLinkedin() {
  return useQuery({
    queryKey: key,
    queryFn: async () => unwrap(await apiClient.GET('/api/influencing/linkedin')),
    refetchInterval: (query) => {
      const status = query.state.data?.connection?.syncStatus
      return status === 'queued' || status === 'running' ? 1500 : false
    },
  })
}

function useLinkedinChange<T>(call: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing'] }),
  })
}

/** PUT /api/influencing/linkedin/app (ADMIN and up). */
export const useSaveLinkedinApp = () =>
  useLinkedinChange(async (body: { clientId: string; clientSecret: string }) =>
    unwrap(await apiClient.PUT('/api/influencing/linkedin/app', { body })),
  )

/** POST /api/influencing/linkedin/authorizations, then off to LinkedIn's consent page. */
export const useConnectLinkedin = () =>
  useLinkedinChange(async () => {
    const { url } = unwrap(await apiClient.POST('/api/influencing/linkedin/authorizations'))
    window.location.assign(url)
  })

/** POST /api/influencing/linkedin/sync */
export const useSyncLinkedin = () =>
  useLinkedinChange(async () => unwrap(await apiClient.POST('/api/influencing/linkedin/sync')))

/** DELETE /api/influencing/linkedin/connection */
export const useDisconnectLinkedin = () =>
  useLinkedinChange(async () => unwrap(await apiClient.DELETE('/api/influencing/linkedin/connection')))
