import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/users/{userId}/password: an administrator sets a new password. */
export async function resetUserPassword({ userId, newPassword }: { userId: string; newPassword: string }) {
  unwrap(await apiClient.POST('/api/users/{userId}/password', { params: { path: { userId } }, body: { newPassword } }))
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword })
}
