// The user's PubMed conversations: the list, one thread with its questions, its deletion and export.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { ApiError, unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'
import type { PubmedQuestion } from './get-question.ts'

export interface PubmedThread {
  id: string
  title: string
  questions: PubmedQuestion[]
}

/** GET /api/pubmed/threads: newest activity first. */
export function usePubmedThreads() {
  return useQuery({
    queryKey: ['pubmed', 'threads'],
    queryFn: async () => unwrap(await apiClient.GET('/api/pubmed/threads')),
  })
}

/** GET /api/pubmed/threads/{threadId}: the questions of the conversation, oldest first. */
export function usePubmedThread(threadId: string | null) {
  return useQuery({
    queryKey: ['pubmed', 'thread', threadId],
    enabled: threadId !== null,
    queryFn: async (): Promise<PubmedThread> =>
      unwrap(
        await apiClient.GET('/api/pubmed/threads/{threadId}', { params: { path: { threadId: threadId! } } }),
      ),
  })
}

/** DELETE /api/pubmed/threads/{threadId}: with its follow-ups. */
export function useDeletePubmedThread() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (threadId: string) =>
      unwrap(await apiClient.DELETE('/api/pubmed/threads/{threadId}', { params: { path: { threadId } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pubmed', 'threads'] }),
  })
}

/** GET /api/pubmed/threads/{threadId}/export: Markdown or JSON, saved under the server's name. */
export async function downloadThread(threadId: string, format: 'md' | 'json'): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token)
  const response = await fetch(
    `/api/pubmed/threads/${encodeURIComponent(threadId)}/export?format=${format}`,
    {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    },
  )
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  saveBlob(await response.blob(), fileNameOf(response) ?? `pubmed.${format}`)
}
