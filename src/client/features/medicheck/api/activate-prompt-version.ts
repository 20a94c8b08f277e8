import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { useInvalidateMedicheck } from './invalidate.ts'

/** POST /api/medicheck/prompts/{promptId}/use: runs from now on use this version. */
export function useActivatePromptVersion() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async (promptId: string) =>
      unwrap(
        await apiClient.POST('/api/medicheck/prompts/{promptId}/use', { params: { path: { promptId } } }),
      ),
    onSuccess: invalidate,
  })
}
