// The prompt library's and the response-optimisation prompts' endpoints the chat uses: the prompts
// the user may insert with `/`, the enabled rework actions, and the reworked versions of answers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type SlashPrompt = components['schemas']['PromptsPrompt']
export type AnswerRework = components['schemas']['PromptsRework']
export type { ReworkAction } from '../../../components/answer-rework-bar.tsx'

const languageOf = (locale: string): 'de' | 'en' | 'fr' =>
  locale === 'fr' || locale === 'en' ? locale : 'de'

/** GET /api/prompts/usable: loaded when the composer first offers them. */
export function useUsablePrompts(enabled: boolean) {
  return useQuery({
    queryKey: ['prompts', 'usable'],
    queryFn: async () => unwrap(await apiClient.GET('/api/prompts/usable')).items,
    enabled,
    staleTime: 60_000,
  })
}

/** GET /api/response-optimizations/enabled: the actions under a finished answer, in the admins' order, and why they cannot run now. */
export function useReworkActions() {
  const language = languageOf(useIntl().locale)
  return useQuery({
    queryKey: ['response-optimizations', 'enabled', language],
    queryFn: async () =>
      unwrap(await apiClient.GET('/api/response-optimizations/enabled', { params: { query: { language } } })),
    staleTime: 60_000,
  })
}

const reworksKey = (threadId: string | null) => ['chat', 'reworks', threadId] as const

/** GET /api/chat/threads/{threadId}/reworks: every reworked version in the thread, oldest first. */
export function useReworks(threadId: string | null) {
  return useQuery({
    queryKey: reworksKey(threadId),
    queryFn: async () =>
      unwrap(
        await apiClient.GET('/api/chat/threads/{threadId}/reworks', {
          params: { path: { threadId: threadId! } },
        }),
      ).items,
    enabled: threadId !== null,
  })
}

/** POST .../messages/{messageId}/reworks: the model reworks the answer; the result is a new version. */
export function useReworkAnswer(threadId: string | null) {
  const language = languageOf(useIntl().locale)
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ messageId, optimizationId }: { messageId: string; optimizationId: string }) =>
      unwrap(
        await apiClient.POST('/api/chat/threads/{threadId}/messages/{messageId}/reworks', {
          params: { path: { threadId: threadId!, messageId } },
          body: { optimizationId, language },
        }),
      ),
    // The server makes the new version the chosen one, so the others of that answer are no longer.
    onSuccess: (rework) =>
      queryClient.setQueryData<AnswerRework[]>(reworksKey(threadId), (old) => [
        ...(old ?? []).map((r) => (r.messageId === rework.messageId ? { ...r, selected: false } : r)),
        rework,
      ]),
  })
}

/** PUT .../messages/{messageId}/version: the version shown is the one the conversation continues from. */
export function useSelectAnswerVersion(threadId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ messageId, reworkId }: { messageId: string; reworkId: string | null }) =>
      unwrap(
        await apiClient.PUT('/api/chat/threads/{threadId}/messages/{messageId}/version', {
          params: { path: { threadId: threadId!, messageId } },
          body: { reworkId },
        }),
      ),
    onSuccess: (_data, { messageId, reworkId }) =>
      queryClient.setQueryData<AnswerRework[]>(reworksKey(threadId), (old) =>
        old?.map((r) => (r.messageId === messageId ? { ...r, selected: r.id === reworkId } : r)),
      ),
  })
}
