import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type UsersQuery = NonNullable<paths['/api/users']['get']['parameters']['query']>

/** GET /api/users: one page of the users the caller may see. */
export async function getUsers(query: UsersQuery) {
  return unwrap(await apiClient.GET('/api/users', { params: { query } }))
}

export function useUsers(query: UsersQuery) {
  return useQuery({ queryKey: ['users', query], queryFn: () => getUsers(query), placeholderData: keepPreviousData })
}
