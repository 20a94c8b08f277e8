import AddIcon from '@mui/icons-material/Add'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import { notFound, rootRouteId, useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useThread } from '../api/get-thread.ts'
import { useChatAssistants } from '../api/list-assistants.ts'
import { ConversationView } from '../components/conversation-view.tsx'
import { useChatRoute } from '../hooks/use-chat-route.ts'
import { useThreadOpener } from '../hooks/use-thread-opener.ts'
import { classicThreadKey, readStoredThread, storeThread } from '../lib/chat-storage.ts'

/**
 * Classic chatbots (/ai-services/chatbot/$assistantId and the client chatbots): one assistant, one
 * conversation, the open thread in `?thread=` and in localStorage (decision 0038).
 */
export default function ClassicChatPage() {
  const { routeId, assistantId, searchThreadId, startNew: askedNew } = useChatRoute()
  const navigate = useNavigate()
  const storageKey = classicThreadKey(routeId, assistantId ?? '')
  const threadId = searchThreadId
  const setThread = useCallback(
    (id: string | null) =>
      void navigate({ to: '.', search: (id ? { thread: id } : {}) as never, replace: true }),
    [navigate],
  )
  // Remounts the conversation on "new chat", not when the first message creates the thread.
  const [viewKey, setViewKey] = useState(0)
  const startNew = () => {
    storeThread(storageKey, null)
    setViewKey((key) => key + 1)
    void navigate({ to: '.', search: {} as never })
  }

  // Coming back without ?thread=: the thread last open on this route and assistant; with ?new=1
  // (a dashboard card), a new chat, the address then without it.
  useEffect(() => {
    if (askedNew) {
      storeThread(storageKey, null)
      void navigate({ to: '.', search: {} as never, replace: true })
      return
    }
    const stored = readStoredThread(storageKey)
    if (!searchThreadId && stored) setThread(stored)
  }, [askedNew, searchThreadId, storageKey, setThread, navigate])

  const thread = useThread(threadId)
  const assistants = useChatAssistants()
  useEffect(() => {
    if (thread.data) storeThread(storageKey, thread.data.thread.id)
  }, [thread.data, storageKey])

  const assistant = thread.data?.assistant ?? assistants.data?.find((a) => a.id === assistantId) ?? null
  const body = useCallback(
    () => (assistantId ? { assistantId, routeId, kind: 'classic' as const } : null),
    [assistantId, routeId],
  )
  const ensureThread = useThreadOpener(threadId, body, assistant, (id) => {
    storeThread(storageKey, id)
    setThread(id)
  })

  // Someone else's thread, another tenant's or a deleted one: the product's 404 page, as for an
  // unknown path (only the root route has a not-found component).
  if (thread.error instanceof ApiError && thread.error.status === 404) {
    if (readStoredThread(storageKey) === threadId) storeThread(storageKey, null)
    throw notFound({ routeId: rootRouteId })
  }
  if (assistants.isError) throw assistants.error
  if (assistants.isSuccess && !assistant && (!threadId || !thread.isPending))
    throw notFound({ routeId: rootRouteId })
  if (!assistant && (assistants.isPending || (threadId && thread.isPending)))
    return <CircularProgress sx={{ m: 4 }} aria-label="…" />

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', maxWidth: 960, mx: 'auto', width: '100%', minWidth: 0 }}
    >
      <ConversationView
        key={viewKey}
        headerActions={
          threadId ? (
            <Button startIcon={<AddIcon />} onClick={startNew}>
              <FormattedMessage id="chat.newChat" />
            </Button>
          ) : undefined
        }
        assistant={assistant}
        threadId={threadId}
        stored={thread.data?.messages}
        ensureThread={ensureThread}
        allowAttachments={assistant?.sourceMode === 'files'}
      />
    </Box>
  )
}
