import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type CreateUserBody = paths['/api/users']['post']['requestBody']['content']['application/json']

/** POST /api/users. */
export async function createUser(body: CreateUserBody) {
  return unwrap(await apiClient.POST('/api/users', { body }))
}

export function useCreateUser() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: createUser, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users'] }) })
}
