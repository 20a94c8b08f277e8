import { useMutation } from '@tanstack/react-query'
import { useInvalidateMedicheck } from './invalidate.ts'
import { requestJson } from './medicheck-request.ts'
import type { Profile, PromptVersion } from './medicheck-types.ts'

/** POST /api/medicheck/prompts: an edit is a new version (old results keep theirs); `use` puts it in use. */
export function useCreatePromptVersion() {
  const invalidate = useInvalidateMedicheck()
  return useMutation({
    mutationFn: (body: { profile: Profile; instruction: string; note?: string; use: boolean }) =>
      requestJson<PromptVersion>('POST', '/api/medicheck/prompts', body),
    onSuccess: invalidate,
  })
}
