import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useRef } from 'react'
import { createThread, type CreateThreadBody } from '../api/create-thread.ts'
import type { ChatAssistant } from '../api/chat-types.ts'
import { threadQueryKey } from '../api/get-thread.ts'
import { dynamicThreadsKey } from '../api/list-threads.ts'

/**
 * Creates the thread on the first message (once, even when a file and a message race) and seeds its
 * query, so the page shows it without asking the server again; `onCreated` puts it in URL and storage.
 */
export function useThreadOpener(threadId: string | null, body: () => CreateThreadBody | null, assistant: ChatAssistant | null, onCreated: (id: string) => void) {
  const queryClient = useQueryClient()
  const creating = useRef<Promise<string> | null>(null)
  return useCallback(() => {
    if (threadId) return Promise.resolve(threadId)
    const request = body()
    if (!request) return Promise.reject(new Error('no assistant'))
    creating.current ??= createThread(request).then((thread) => {
      queryClient.setQueryData(threadQueryKey(thread.id), { thread, assistant, messages: [] })
      void queryClient.invalidateQueries({ queryKey: dynamicThreadsKey })
      onCreated(thread.id)
      creating.current = null
      return thread.id
    }, (error: unknown) => {
      creating.current = null
      throw error
    })
    return creating.current
  }, [threadId, body, assistant, onCreated, queryClient])
}
