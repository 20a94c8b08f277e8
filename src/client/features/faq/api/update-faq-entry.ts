import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export interface EntryChange {
  entryId: string
  question?: string
  answer?: string
  status?: 'draft' | 'approved'
}

/** PATCH /api/faq/entries/{entryId}: new words (back to draft), approve, or back to draft. */
export function useUpdateFaqEntry() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ entryId, ...body }: EntryChange) => unwrap(await apiClient.PATCH('/api/faq/entries/{entryId}', { params: { path: { entryId } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['faq', 'entries'] }),
  })
}
