// One streamed PubMed answer at a time: the turn being written (question, queries, the text so far)
// until `done` brings the stored question, which goes straight into its thread's cache (so the verified
// answer replaces the streamed text without a flash) before the turn is cleared.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import type { PubmedQuestion } from '../api/get-question.ts'
import { streamPubmedAnswer, type PubmedAsk } from '../api/stream-question.ts'
import type { PubmedThread } from '../api/threads.ts'

export interface StreamingTurn {
  readonly question: string
  readonly threadId: string | null
  readonly queries: string[] | null
  readonly source: 'pubmed' | 'library' | 'unavailable' | null
  readonly text: string
  /** An ApiError before the stream, or { code } from an `error` event; null while all is well. */
  readonly error: unknown
}

export function usePubmedStream() {
  const queryClient = useQueryClient()
  const [turn, setTurn] = useState<StreamingTurn | null>(null)
  const controller = useRef<AbortController | null>(null)
  useEffect(() => () => controller.current?.abort(), [])

  const ask = async (
    body: PubmedAsk,
    onStored?: (stored: PubmedQuestion) => void,
  ): Promise<PubmedQuestion | null> => {
    controller.current?.abort()
    const current = new AbortController()
    controller.current = current
    const update = (change: Partial<StreamingTurn>) => setTurn((was) => was && { ...was, ...change })
    setTurn({
      question: body.question,
      threadId: body.threadId ?? null,
      queries: null,
      source: null,
      text: '',
      error: null,
    })
    let done: PubmedQuestion | null = null
    let text = ''
    try {
      await streamPubmedAnswer(
        body,
        (event) => {
          if (event.type === 'start') update({ queries: event.queries, source: event.source })
          else if (event.type === 'text') update({ text: (text += event.text) })
          else if (event.type === 'done') done = event.question
          else update({ error: { code: event.code } })
        },
        current.signal,
      )
    } catch (error) {
      if (!current.signal.aborted) update({ error })
      return null
    }
    const stored = done as PubmedQuestion | null
    if (!stored) return null
    queryClient.setQueryData<PubmedThread>(['pubmed', 'thread', stored.threadId], (thread) =>
      thread
        ? { ...thread, questions: [...thread.questions, stored] }
        : { id: stored.threadId, title: stored.question, questions: [stored] },
    )
    onStored?.(stored)
    setTurn(null)
    void queryClient.invalidateQueries({ queryKey: ['pubmed', 'threads'] })
    return stored
  }

  return { turn, ask, busy: turn !== null && turn.error === null, dismiss: () => setTurn(null) }
}
