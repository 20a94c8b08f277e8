import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type Optimization = components['schemas']['PromptsOptimization']
export type OptimizationFields = components['schemas']['PromptsOptimizationFields']
type Language = 'de' | 'en' | 'fr'

const toLanguage = (locale: string): Language => (locale === 'fr' || locale === 'en' ? locale : 'de')
const key = (language: Language) => ['response-optimizations', language] as const

/** GET /api/response-optimizations: every one of the tenant's, in order, defaults in the reader's language. */
export function useOptimizations() {
  const language = toLanguage(useIntl().locale)
  return useQuery({ queryKey: key(language), queryFn: async () => unwrap(await apiClient.GET('/api/response-optimizations', { params: { query: { language } } })) })
}

/** Create (no id), update, delete and reorder; each refreshes the list (and the chat's actions). */
export function useOptimizationMutations() {
  const language = toLanguage(useIntl().locale)
  const queryClient = useQueryClient()
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['response-optimizations'] })
  const query = { language }
  return {
    save: useMutation({
      onSuccess,
      mutationFn: async ({ id, body }: { id: string | null; body: OptimizationFields }) =>
        id === null
          ? unwrap(await apiClient.POST('/api/response-optimizations', { params: { query }, body }))
          : unwrap(await apiClient.PATCH('/api/response-optimizations/{optimizationId}', { params: { path: { optimizationId: id }, query }, body })),
    }),
    remove: useMutation({ onSuccess, mutationFn: async (id: string) => unwrap(await apiClient.DELETE('/api/response-optimizations/{optimizationId}', { params: { path: { optimizationId: id } } })) }),
    reorder: useMutation({ onSuccess, mutationFn: async (ids: string[]) => unwrap(await apiClient.PUT('/api/response-optimizations/order', { params: { query }, body: { ids } })) }),
  }
}
