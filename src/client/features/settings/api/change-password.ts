import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/me/password: the server checks the current password and its own rules. */
export async function changePassword(body: { currentPassword: string; newPassword: string }) {
  unwrap(await apiClient.POST('/api/me/password', { body }))
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword })
}
