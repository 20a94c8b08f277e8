import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/users/{userId}/unlock: an administrator lifts the user's sign-in throttle. */
export async function unlockUser({ userId }: { userId: string }) {
  unwrap(await apiClient.POST('/api/users/{userId}/unlock', { params: { path: { userId } } }))
}

export function useUnlockUser() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: unlockUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) })
}
