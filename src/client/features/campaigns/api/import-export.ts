// Mailchimp's export (report CSV or a campaign's HTML): the bytes as the body, so plain fetch with
// the session's token, as the podcast uploads do.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../../lib/api/api-error.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export function useImportExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (file: File) => {
      const token = readStorage(STORAGE_KEYS.token)
      const response = await fetch(
        `/api/campaigns/import?${new URLSearchParams({ filename: file.name }).toString()}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'application/octet-stream',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body: file,
        },
      )
      const body: unknown = await response.json().catch(() => null)
      if (!response.ok) throw new ApiError(response.status, body)
      return body as { written: number; skipped: number }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['campaigns'] }),
  })
}
