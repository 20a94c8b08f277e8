import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

export interface PastedText {
  title: string
  text: string
  language?: string
  publishedAt?: string
}

/** POST /api/medicheck/items/paste: a text becomes an item, its keyword hits counted at once. */
export function usePasteItem() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (body: PastedText) =>
      requestJson<{ itemId: string; created: boolean }>('POST', '/api/medicheck/items/paste', body),
    onSuccess: invalidate,
  })
}
