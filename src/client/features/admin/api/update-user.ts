import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type UpdateUserBody = paths['/api/users/{userId}']['patch']['requestBody']['content']['application/json']

/** PATCH /api/users/{userId}: role, features, disabled and the like. */
export async function updateUser({ userId, body }: { userId: string; body: UpdateUserBody }) {
  return unwrap(await apiClient.PATCH('/api/users/{userId}', { params: { path: { userId } }, body }))
}

export function useUpdateUser() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: updateUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) })
}
