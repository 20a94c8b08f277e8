import { useQuery } from '@tanstack/react-query'
import { requestJson } from './medicheck-request.ts'
import type { PromptProfile } from './medicheck-types.ts'

/** GET /api/medicheck/prompts: per profile its versions, the one in use and the output schema. */
export function usePrompts() {
  return useQuery({
    queryKey: ['medicheck', 'prompts'],
    queryFn: () => requestJson<PromptProfile[]>('GET', '/api/medicheck/prompts'),
  })
}
