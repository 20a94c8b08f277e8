import { useQuery } from '@tanstack/react-query'
import { requestJson } from './request-json.ts'

export interface ThreadSummary {
  readonly id: string
  readonly title: string | null
  readonly route: string | { id?: string } | null
  readonly assistantId: string
  readonly lastMessageAt?: string
}

/** GET /api/chat/threads?kind=dynamic (the history room's list): the user's workspace threads. */
export async function listDynamicThreads() {
  const page = await requestJson<{ threads?: ThreadSummary[]; items?: ThreadSummary[] }>('GET', '/api/chat/threads?kind=dynamic')
  return page.threads ?? page.items ?? []
}

export const dynamicThreadsKey = ['chat', 'threads', 'dynamic'] as const

export function useDynamicThreads() {
  return useQuery({ queryKey: dynamicThreadsKey, queryFn: listDynamicThreads, retry: false })
}
