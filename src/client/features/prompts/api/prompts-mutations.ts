import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import { promptsKey, type PromptFields } from './prompts-queries.ts'

/** POST /api/prompts (no id) or PATCH /api/prompts/{promptId} (a new text is a new version). */
export async function savePrompt({ promptId, body }: { promptId: string | null; body: PromptFields }) {
  if (promptId === null) return unwrap(await apiClient.POST('/api/prompts', { body }))
  return unwrap(await apiClient.PATCH('/api/prompts/{promptId}', { params: { path: { promptId } }, body }))
}

export async function deletePrompt(promptId: string) {
  return unwrap(await apiClient.DELETE('/api/prompts/{promptId}', { params: { path: { promptId } } }))
}

export async function usePromptVersionRequest({ promptId, version }: { promptId: string; version: number }) {
  return unwrap(await apiClient.POST('/api/prompts/{promptId}/versions/{version}/use', { params: { path: { promptId, version } } }))
}

/** POST /api/prompts/import: the whole file or nothing. */
export async function importPrompts(document: unknown) {
  return unwrap(await apiClient.POST('/api/prompts/import', { body: document as Record<string, never> }))
}

/** GET /api/prompts/export, saved as the JSON file the server names. */
export async function downloadPromptExport() {
  const result = await apiClient.GET('/api/prompts/export', { parseAs: 'blob' })
  saveBlob(unwrap(result) as unknown as Blob, fileNameOf(result.response) ?? 'prompt-library.json')
}

function usePromptMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: promptsKey }) })
}

export const useSavePrompt = () => usePromptMutation(savePrompt)
export const useDeletePrompt = () => usePromptMutation(deletePrompt)
export const useUsePromptVersion = () => usePromptMutation(usePromptVersionRequest)
export const useImportPrompts = () => usePromptMutation(importPrompts)
