// POST /api/influencing/imports: a LinkedIn export as the raw body, so plain fetch with the token.
// A 422 carries the reasons row by row; it is returned, not thrown, so the page can list them.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { paths } from '../../../lib/api-types.ts'
import { ApiError } from '../../../lib/api/api-error.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

type Responses = paths['/api/influencing/imports']['post']['responses']
export type ImportResult = Responses['200']['content']['application/json']
export type ImportRefusal = Responses['422']['content']['application/json']

export function useImportExportFile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      file,
      ambassadorId,
    }: {
      file: File
      ambassadorId: string | null
    }): Promise<{ result: ImportResult } | { refusal: ImportRefusal }> => {
      const token = readStorage(STORAGE_KEYS.token)
      const query = new URLSearchParams({ filename: file.name, ...(ambassadorId && { ambassadorId }) })
      const response = await fetch(`/api/influencing/imports?${query.toString()}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/octet-stream',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: file,
      })
      const body: unknown = await response.json().catch(() => null)
      if (response.status === 422) return { refusal: body as ImportRefusal }
      if (!response.ok) throw new ApiError(response.status, body)
      return { result: body as ImportResult }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['influencing'] }),
  })
}
