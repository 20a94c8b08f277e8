import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type DocumentProfile = components['schemas']['KnowledgeDocumentProfile']

/** PUT /api/knowledge/files/{fileId}/profile: what the document is (kept when it is indexed again). */
export function useSaveFileProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ fileId, profile }: { fileId: string; profile: DocumentProfile }) =>
      unwrap(
        await apiClient.PUT('/api/knowledge/files/{fileId}/profile', {
          params: { path: { fileId } },
          body: profile,
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['knowledge'] }),
  })
}
