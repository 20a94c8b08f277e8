import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { useInvalidateMedicheck } from './invalidate.ts'
import type { Profile } from './medicheck-types.ts'

/** POST /api/medicheck/prompts: an edit is a new version (old results keep theirs); `use` puts it in use. */
export function useCreatePromptVersion() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: async (body: { profile: Profile; instruction: string; note?: string; use: boolean }) =>
      unwrap(await apiClient.POST('/api/medicheck/prompts', { body })),
    onSuccess: invalidate,
  })
}
