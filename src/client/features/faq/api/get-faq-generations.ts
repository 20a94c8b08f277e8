import { useQuery } from '@tanstack/react-query'
import type { components } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type FaqGeneration = components['schemas']['FaqGeneration']

const isRunning = (generation: FaqGeneration | undefined) => generation?.status === 'queued' || generation?.status === 'running'

/**
 * GET /api/faq/generations: the collection's latest generations and the model a new one would use.
 * Polled every second while the newest one runs, so its progress moves.
 */
export function useFaqGenerations(collectionId: string | null) {
  return useQuery({
    queryKey: ['faq', 'generations', collectionId],
    enabled: collectionId !== null,
    queryFn: async () => unwrap(await apiClient.GET('/api/faq/generations', { params: { query: { collectionId: collectionId! } } })),
    refetchInterval: (query) => (isRunning(query.state.data?.items[0]) ? 1000 : false),
  })
}

export { isRunning as isGenerationRunning }
