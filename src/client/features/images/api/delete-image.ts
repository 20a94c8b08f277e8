import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export const useDeleteImage = () => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (id: string) => unwrap(await apiClient.DELETE('/api/images/{imageId}', { params: { path: { imageId: id } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['images', 'gallery'] }),
  })
}
