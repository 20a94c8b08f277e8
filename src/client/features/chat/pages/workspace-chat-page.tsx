import MenuIcon from '@mui/icons-material/Menu'
import TuneIcon from '@mui/icons-material/Tune'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Drawer from '@mui/material/Drawer'
import IconButton from '@mui/material/IconButton'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useQueryClient } from '@tanstack/react-query'
import { notFound, rootRouteId } from '@tanstack/react-router'
import { useCallback, useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { showToast } from '../../../lib/toast/toast-store.ts'
import type { ThreadSettings } from '../api/chat-types.ts'
import { threadQueryKey, useThread } from '../api/get-thread.ts'
import { useChatAssistants } from '../api/list-assistants.ts'
import { useChatModels } from '../api/list-models.ts'
import { useDynamicThreads } from '../api/list-threads.ts'
import { updateThreadSettings } from '../api/update-thread-settings.ts'
import { AssistantSwitcher } from '../components/assistant-switcher.tsx'
import { useErrorCodeText } from '../components/answer-error.tsx'
import { ConversationView } from '../components/conversation-view.tsx'
import { ExpertSettingsDialog, SettingsChips } from '../components/expert-settings.tsx'
import { ThreadList } from '../components/thread-list.tsx'
import { useThreadOpener } from '../hooks/use-thread-opener.ts'
import { useWorkspaceThread } from '../hooks/use-workspace-thread.ts'

const routeOf = (route: unknown) => (typeof route === 'string' ? route : typeof route === 'object' && route !== null ? String((route as { id?: unknown }).id ?? '') : '')

/**
 * Workspaces (dynamic-chatbot, igepha-ai, bpi-ai, neres-ai, the customizable chatbots): the user's
 * threads of this route beside the open one, an assistant per new thread, attachments per message,
 * and on the customizable chatbots the expert settings saved to the thread.
 */
export default function WorkspaceChatPage() {
  const intl = useIntl()
  const user = useSessionUser()
  const queryClient = useQueryClient()
  const errorText = useErrorCodeText()
  const { baseRouteId, routeId, assistantId: paramAssistant, threadId: routeThreadId, openThread, remember, inPath } = useWorkspaceThread()
  // A thread made here on a /$threadId workspace: the path follows once its first answer has ended,
  // because the /$threadId route is another route and would remount the page mid-stream.
  const [madeHere, setMadeHere] = useState<string | null>(null)
  const threadId = routeThreadId ?? madeHere
  const expert = baseRouteId.endsWith('-customizable-chatbot') && Boolean(user?.features.includes('expertMode'))
  const narrow = useMediaQuery('(max-width:899.95px)')
  const [drawerOpen, setDrawerOpen] = useState(false)
  const [settingsOpen, setSettingsOpen] = useState(false)
  const [pendingSettings, setPendingSettings] = useState<ThreadSettings>({})
  const [saving, setSaving] = useState(false)
  const [chosen, setChosen] = useState<string | null>(paramAssistant)
  // Remounts the conversation on an explicit switch, not when the first message creates the thread.
  const [viewKey, setViewKey] = useState(0)

  const thread = useThread(threadId)
  const assistants = useChatAssistants()
  const models = useChatModels(expert)
  const threads = useDynamicThreads()
  useEffect(() => {
    if (thread.data) remember(thread.data.thread.id)
  }, [thread.data, remember])

  const selectedId = thread.data?.thread.assistantId ?? chosen ?? assistants.data?.[0]?.id ?? null
  const assistant = thread.data?.assistant ?? assistants.data?.find((a) => a.id === selectedId) ?? null
  const settings = thread.data?.thread.settings ?? pendingSettings
  const body = useCallback(
    () => (selectedId ? { assistantId: selectedId, routeId, kind: 'dynamic' as const, ...(expert ? { settings: pendingSettings } : {}) } : null),
    [selectedId, routeId, expert, pendingSettings],
  )
  const ensureThread = useThreadOpener(threadId, body, assistant, (id) => {
    remember(id)
    if (inPath) setMadeHere(id)
    else openThread(id, true)
  })
  const followPath = useCallback(() => {
    if (inPath && madeHere && !routeThreadId) openThread(madeHere, true)
  }, [inPath, madeHere, routeThreadId, openThread])

  const switchTo = (id: string | null) => {
    remember(id)
    setMadeHere(null)
    setViewKey((key) => key + 1)
    setDrawerOpen(false)
    setPendingSettings({})
    openThread(id)
  }
  const saveSettings = async (next: ThreadSettings) => {
    if (!threadId) {
      setPendingSettings(next)
      setSettingsOpen(false)
      return
    }
    setSaving(true)
    try {
      const updated = await updateThreadSettings(threadId, next)
      queryClient.setQueryData(threadQueryKey(threadId), (old: typeof thread.data) => (old ? { ...old, thread: updated } : old))
      setSettingsOpen(false)
    } catch (error) {
      showToast(errorText(error instanceof ApiError ? (error.code ?? 'chat.answerFailed') : 'chat.network'), 'error')
    } finally {
      setSaving(false)
    }
  }

  if (thread.error instanceof ApiError && thread.error.status === 404) {
    remember(null)
    throw notFound({ routeId: rootRouteId })
  }
  if (assistants.isError) throw assistants.error
  const mine = (threads.data ?? []).filter((t) => routeOf(t.route) === baseRouteId)
  const list = <ThreadList threads={mine} activeId={threadId} loading={threads.isPending} onOpen={(id) => switchTo(id)} onNew={() => switchTo(null)} />

  return (
    <Box sx={{ display: 'flex', gap: 2, minWidth: 0, width: '100%' }}>
      {narrow ? (
        <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
          {list}
        </Drawer>
      ) : (
        <Box sx={{ flexShrink: 0, borderRight: 1, borderColor: 'divider' }}>{list}</Box>
      )}
      {threadId && thread.isPending ? (
        <CircularProgress sx={{ m: 4 }} aria-label="…" />
      ) : (
        <ConversationView
          key={viewKey}
          assistant={assistant}
          threadId={threadId}
          stored={thread.data?.messages}
          ensureThread={ensureThread}
          allowAttachments
          onAnswerSettled={followPath}
          headerChips={expert ? (answering) => <SettingsChips settings={settings} models={models.data?.models ?? []} answering={answering} /> : undefined}
          headerActions={
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              {narrow && (
                <IconButton aria-label={intl.formatMessage({ id: 'chat.threads' })} onClick={() => setDrawerOpen(true)}>
                  <MenuIcon />
                </IconButton>
              )}
              {!threadId && <AssistantSwitcher assistants={assistants.data ?? []} value={selectedId} onChange={setChosen} disabled={false} />}
              {expert && (
                <Button startIcon={<TuneIcon />} onClick={() => setSettingsOpen(true)}>
                  <FormattedMessage id="chat.settings.open" />
                </Button>
              )}
            </Box>
          }
        />
      )}
      {expert && (
        <ExpertSettingsDialog open={settingsOpen} settings={settings} models={models.data?.models ?? []} saving={saving} onSave={(next) => void saveSettings(next)} onClose={() => setSettingsOpen(false)} />
      )}
    </Box>
  )
}
