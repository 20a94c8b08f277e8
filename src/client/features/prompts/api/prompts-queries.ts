import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type LibraryPrompt = components['schemas']['PromptsPrompt']
export type PromptVersion = components['schemas']['PromptsVersion']
export type PromptFields = components['schemas']['PromptsFields']

export const promptsKey = ['prompts'] as const

/** GET /api/prompts: the admin's own prompts and the tenant's shared ones. */
export async function getPrompts() {
  return unwrap(await apiClient.GET('/api/prompts'))
}

export function usePrompts() {
  return useQuery({ queryKey: promptsKey, queryFn: getPrompts })
}

/** GET /api/prompts/{promptId}/versions: newest first, the one in use marked. */
export async function getPromptVersions(promptId: string) {
  return unwrap(await apiClient.GET('/api/prompts/{promptId}/versions', { params: { path: { promptId } } }))
}

export function usePromptVersions(promptId: string, currentVersion: number) {
  return useQuery({ queryKey: [...promptsKey, promptId, 'versions', currentVersion], queryFn: () => getPromptVersions(promptId) })
}
