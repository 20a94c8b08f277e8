// The prompt manager's writes: add one, the starter pack, a CSV import, edit/pause, delete. Each
// reads the list again after it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'
import type { PromptCategory } from './visibility-types.ts'

export type PromptChange =
  | {
      kind: 'add'
      projectId: string
      body: { text: string; topic: string; category: PromptCategory; market: string }
    }
  | { kind: 'starter'; projectId: string }
  | { kind: 'import'; projectId: string; csv: string }
  | { kind: 'update'; promptId: string; body: { active?: boolean; text?: string } }
  | { kind: 'delete'; promptId: string }

async function send(change: PromptChange): Promise<{ added?: number; skipped?: number }> {
  switch (change.kind) {
    case 'add':
      return unwrap(
        await apiClient.POST('/api/visibility/projects/{projectId}/prompts', {
          params: { path: { projectId: change.projectId } },
          body: change.body,
        }),
      )
    case 'starter':
      return unwrap(
        await apiClient.POST('/api/visibility/projects/{projectId}/prompts/starter', {
          params: { path: { projectId: change.projectId } },
        }),
      )
    case 'import':
      return unwrap(
        await apiClient.POST('/api/visibility/projects/{projectId}/prompts/import', {
          params: { path: { projectId: change.projectId } },
          body: { csv: change.csv },
        }),
      )
    case 'update':
      unwrap(
        await apiClient.PATCH('/api/visibility/prompts/{promptId}', {
          params: { path: { promptId: change.promptId } },
          body: change.body,
        }),
      )
      return {}
    case 'delete':
      unwrap(
        await apiClient.DELETE('/api/visibility/prompts/{promptId}', {
          params: { path: { promptId: change.promptId } },
        }),
      )
      return {}
  }
}

export function useChangePrompts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['visibility', 'prompts'] }),
  })
}
