import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'

/** POST /api/medicheck/prompts/{promptId}/use: runs from now on use this version. */
export function useActivatePromptVersion() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (promptId: string) =>
      requestJson<unknown>('POST', `/api/medicheck/prompts/${encodeURIComponent(promptId)}/use`),
    onSuccess: invalidate,
  })
}
