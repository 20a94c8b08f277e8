import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { components, paths } from '../../../lib/api-types.ts'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type HistoryThread = components['schemas']['ChatHistoryThread']
export type ThreadQuery = NonNullable<paths['/api/chat/threads']['get']['parameters']['query']>

/** GET /api/chat/threads: the caller's threads, pinned first, with search snippets when q is given. */
export async function getThreads(query: ThreadQuery) {
  return unwrap(await apiClient.GET('/api/chat/threads', { params: { query } }))
}

export function useThreads(query: ThreadQuery) {
  return useQuery({ queryKey: ['chat-history', query], queryFn: () => getThreads(query), placeholderData: keepPreviousData })
}
