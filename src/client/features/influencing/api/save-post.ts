import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type NewPost = paths['/api/influencing/posts']['post']['requestBody']['content']['application/json']

/** POST /api/influencing/posts: a post by hand with the day's figures (the same address updates it). */
export function useSavePost() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewPost) => unwrap(await apiClient.POST('/api/influencing/posts', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing'] }),
  })
}
