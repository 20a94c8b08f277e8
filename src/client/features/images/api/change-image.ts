import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** Share with the tenant or make private; the gallery is read again afterwards. */
export const useSetVisibility = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, visibility }: { id: string; visibility: 'private' | 'tenant' }) =>
      unwrap(await apiClient.PATCH('/api/images/{imageId}', { params: { path: { imageId: id } }, body: { visibility } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['images', 'gallery'] }),
  })
}
