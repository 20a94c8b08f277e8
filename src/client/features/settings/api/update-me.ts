import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** PATCH /api/me: the signed-in user's username. */
export async function updateMe(body: { username: string }) {
  return unwrap(await apiClient.PATCH('/api/me', { body }))
}

export function useUpdateMe() {
  return useMutation({ mutationFn: updateMe })
}
