// POST /api/pubmed/library: a PubMed XML or .nbib file's bytes as the body, so plain fetch with the token.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api/api-error.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export interface ImportResult {
  added: number
  updated: number
  skipped: number
  count: number
}

export function useImportLiterature() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File): Promise<ImportResult> => {
      const token = readStorage(STORAGE_KEYS.token)
      const response = await fetch(`/api/pubmed/library?${new URLSearchParams({ filename: file.name })}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: file,
      })
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) throw new ApiError(response.status, body)
      return body as ImportResult
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['pubmed', 'library'] }),
  })
}
