import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useReducer, useRef } from 'react'
import { ApiError } from '../../../lib/api/api-error.ts'
import type { ChatMessage } from '../api/chat-types.ts'
import { threadQueryKey } from '../api/get-thread.ts'
import { dynamicThreadsKey } from '../api/list-threads.ts'
import { stopAnswer } from '../api/stop-answer.ts'
import { streamAnswer, type AnswerRequest } from '../api/stream-answer.ts'
import { conversationReducer, initialConversation } from '../lib/conversation-state.ts'
import { MalformedStreamError } from '../lib/ndjson.ts'

/** The code shown for a failure that carries none (network, broken stream, server error). */
function codeOf(error: unknown): { code: string; retryAfterMs?: number | undefined } {
  if (error instanceof MalformedStreamError) return { code: 'chat.malformedStream' }
  if (error instanceof ApiError) {
    const retryAfterMs = (error as ApiError & { retryAfterMs?: number }).retryAfterMs
    if (error.status === 429) return { code: error.code ?? 'chat.rateLimited', retryAfterMs }
    return { code: error.status >= 500 ? 'chat.answerFailed' : (error.code ?? 'chat.answerFailed'), retryAfterMs }
  }
  return { code: 'chat.network' }
}

/**
 * One thread's conversation: the stored messages plus the answer being streamed, and the actions
 * send, regenerate, edit, stop and retry. Stop aborts the fetch AND tells the server (decision 0038).
 */
export function useConversation(threadId: string | null, stored: readonly ChatMessage[] | undefined, onSettled?: () => void) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversation)
  const controller = useRef<AbortController | null>(null)
  const queryClient = useQueryClient()
  const settled = useRef(onSettled)
  settled.current = onSettled

  useEffect(() => {
    dispatch({ type: 'load', messages: stored ?? [] })
  }, [stored])

  // Leaving the page ends the stream on this side; the server finishes or stops on its own.
  useEffect(() => () => controller.current?.abort(), [])

  const run = useCallback(
    async (request: AnswerRequest) => {
      controller.current?.abort()
      const current = new AbortController()
      controller.current = current
      dispatch({ type: 'begin', request })
      try {
        await streamAnswer(request, (event) => dispatch({ type: 'event', event }), current.signal)
        if (current.signal.aborted) dispatch({ type: 'stopped', threadId: request.threadId })
      } catch (error) {
        if (current.signal.aborted) dispatch({ type: 'stopped', threadId: request.threadId })
        else dispatch({ type: 'refused', ...codeOf(error) })
      } finally {
        if (controller.current === current) controller.current = null
        void queryClient.invalidateQueries({ queryKey: dynamicThreadsKey })
        // The stored thread is the truth after an answer (title, a stopped answer's stored text).
        void queryClient.invalidateQueries({ queryKey: threadQueryKey(request.threadId) })
        settled.current?.()
      }
    },
    [queryClient],
  )

  const stop = useCallback(() => {
    if (!controller.current || !threadId) return
    controller.current.abort()
    // Idempotent on the server: it stores what was written so far as `stopped`.
    stopAnswer(threadId).catch(() => undefined)
  }, [threadId])

  return { state, run, stop, streaming: state.live !== null }
}
