import Box from '@mui/material/Box'
import { useCallback, useMemo, useState, type ReactNode } from 'react'
import type { ChatAssistant, ChatMessage, Citation, ModelLabel } from '../api/chat-types.ts'
import {
  useReworkActions,
  useReworkAnswer,
  useReworks,
  useSelectAnswerVersion,
  useUsablePrompts,
  type ReworkAction,
} from '../api/prompt-tools.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useIntl } from 'react-intl'
import { useAttachments } from '../hooks/use-attachments.ts'
import { useConversation } from '../hooks/use-conversation.ts'
import { AnswerError } from './answer-error.tsx'
import { AttachmentChips } from './attachment-chips.tsx'
import { ChatHeader } from './chat-header.tsx'
import { CitationDialog } from './citation-dialog.tsx'
import { Composer } from './composer.tsx'
import { ConversationStarters } from './conversation-starters.tsx'
import { DisclaimerDialog } from './disclaimer-dialog.tsx'
import { MessageItem } from './message-item.tsx'

interface ConversationViewProps {
  readonly assistant: ChatAssistant | null
  readonly threadId: string | null
  readonly stored: readonly ChatMessage[] | undefined
  /** The open thread, created on the first message (or the first attachment). */
  readonly ensureThread: () => Promise<string>
  readonly allowAttachments: boolean
  /** Chips beside the answering model's (given that model, so they need not repeat it). */
  readonly headerChips?: (model: ModelLabel | null) => ReactNode
  readonly headerActions?: ReactNode
  /** Called when a request has ended (answered, failed or stopped). */
  readonly onAnswerSettled?: () => void
}

/** One thread: header, disclaimer, starters, messages with the streaming answer, errors and the composer. */
export function ConversationView({
  assistant,
  threadId,
  stored,
  ensureThread,
  allowAttachments,
  headerChips,
  headerActions,
  onAnswerSettled,
}: ConversationViewProps) {
  const { state, run, stop, streaming } = useConversation(threadId, stored, onAnswerSettled)
  const attachments = useAttachments(ensureThread)
  const [preview, setPreview] = useState<Citation | null>(null)
  const onCitation = useCallback(
    (citations: readonly Citation[], n: number) => setPreview(citations.find((c) => c.n === n) ?? null),
    [],
  )
  const intl = useIntl()
  const errorText = useApiErrorText()
  const [slashWanted, setSlashWanted] = useState(false)
  const onSlash = useCallback(() => setSlashWanted(true), [])
  const slashPrompts = useUsablePrompts(slashWanted)
  const reworkActions = useReworkActions()
  const reworks = useReworks(threadId)
  const reworkAnswer = useReworkAnswer(threadId)
  const selectVersion = useSelectAnswerVersion(threadId)
  const [chosenVersion, setChosenVersion] = useState<Record<string, number>>({})
  const [reworking, setReworking] = useState<{ messageId: string; label: string } | null>(null)
  const [reworkError, setReworkError] = useState<{ messageId: string; text: string } | null>(null)
  const describeError = (error: unknown) => {
    // The gateway's ai.* codes have texts of their own in the catalogue.
    if (
      error instanceof ApiError &&
      error.code &&
      error.code.startsWith('ai.') &&
      error.code in intl.messages
    )
      return intl.formatMessage({ id: error.code })
    return (
      errorText.formText(error) ??
      intl.formatMessage({ id: 'apiError.unknown' }, { status: error instanceof ApiError ? error.status : 0 })
    )
  }
  const reworkFor = (message: ChatMessage) => {
    if (
      message.role !== 'assistant' ||
      !threadId ||
      (message.status !== 'complete' && message.status !== 'stopped') ||
      message.content === ''
    )
      return undefined
    const own = (reworks.data ?? []).filter((r) => r.messageId === message.id)
    const versions = [
      { label: null, content: message.content },
      ...own.map((r) => ({ label: r.label, content: r.content })),
    ]
    // The stored choice (the version the conversation continues from) until the user switches here.
    const index = Math.min(
      chosenVersion[message.id] ?? own.findIndex((r) => r.selected) + 1,
      versions.length - 1,
    )
    return {
      versions,
      index,
      onSelect: (next: number) => {
        setChosenVersion((old) => ({ ...old, [message.id]: next }))
        selectVersion.mutate(
          { messageId: message.id, reworkId: next === 0 ? null : (own[next - 1]?.id ?? null) },
          { onError: (error) => setReworkError({ messageId: message.id, text: describeError(error) }) },
        )
      },
      actions: reworkActions.data?.items ?? [],
      unavailable: reworkActions.data?.unavailable ?? null,
      pending: reworking?.messageId === message.id ? reworking.label : null,
      error: reworkError?.messageId === message.id ? reworkError.text : null,
      onRework: (action: ReworkAction) => {
        setReworking({ messageId: message.id, label: action.label })
        setReworkError(null)
        reworkAnswer.mutate(
          { messageId: message.id, optimizationId: action.id },
          {
            onSuccess: () => setChosenVersion((old) => ({ ...old, [message.id]: versions.length })),
            onError: (error) => setReworkError({ messageId: message.id, text: describeError(error) }),
            onSettled: () => setReworking(null),
          },
        )
      },
    }
  }

  // A message whose thread could not be made goes back into the box, with why.
  const [unsent, setUnsent] = useState<{ text: string } | undefined>()
  const send = async (content: string) => {
    let id: string
    try {
      id = threadId ?? (await ensureThread())
    } catch (error) {
      setUnsent({ text: content })
      showToast(describeError(error), 'error')
      return
    }
    const attachmentIds = attachments.readyIds
    attachments.clear()
    void run({ kind: 'send', threadId: id, content, attachmentIds })
  }
  const { messages, live, failure } = state
  const lastAnswer = [...messages].reverse().find((m) => m.role === 'assistant')
  const model = live?.model ?? lastAnswer?.model ?? null
  const liveMessage = useMemo(
    () =>
      live
        ? {
            role: 'assistant' as const,
            content: live.text,
            status: 'streaming' as const,
            citations: live.citations,
            attachments: [],
          }
        : null,
    [live],
  )
  const actionsFor = (message: ChatMessage, index: number) => ({
    busy: streaming,
    onCitation,
    onRegenerate:
      message.role === 'assistant' && index === messages.length - 1 && threadId
        ? () => void run({ kind: 'regenerate', threadId, messageId: message.id })
        : undefined,
    onEdit:
      message.role === 'user' && threadId
        ? (content: string) => void run({ kind: 'edit', threadId, messageId: message.id, content })
        : undefined,
    rework: reworkFor(message),
  })

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1, minWidth: 0 }}>
      <ChatHeader assistant={assistant} model={model} chips={headerChips?.(model)} actions={headerActions} />
      {assistant && (
        <DisclaimerDialog key={assistant.id} assistantId={assistant.id} disclaimer={assistant.disclaimer} />
      )}
      <Box sx={{ flex: 1, minHeight: 0 }} aria-busy={streaming} data-testid="chat-messages">
        {messages.length === 0 && !live && assistant && (
          <ConversationStarters
            starters={assistant.conversationStarters}
            onPick={(text) => void send(text)}
            disabled={streaming}
          />
        )}
        {messages.map((message, index) =>
          message.status === 'error' ? (
            <AnswerError
              key={message.id}
              code={message.errorCode ?? 'chat.answerFailed'}
              retryAfterMs={failure?.messageId === message.id ? failure.retryAfterMs : undefined}
              onRetry={
                index === messages.length - 1 && threadId && !streaming
                  ? () => void run({ kind: 'regenerate', threadId, messageId: message.id })
                  : null
              }
            />
          ) : (
            <MessageItem key={message.id} message={message} actions={actionsFor(message, index)} />
          ),
        )}
        {live?.pendingUserText && (
          <MessageItem
            message={{
              role: 'user',
              content: live.pendingUserText,
              status: 'streaming',
              citations: [],
              attachments: [],
            }}
            actions={{ busy: true, onCitation }}
          />
        )}
        {liveMessage && <MessageItem message={liveMessage} actions={{ busy: true, onCitation }} />}
        {failure && failure.messageId === null && !live && (
          <AnswerError
            code={failure.code}
            retryAfterMs={failure.retryAfterMs}
            onRetry={failure.retry ? () => void run(failure.retry!) : null}
          />
        )}
      </Box>
      {/* Said once when an answer is complete, not token by token. */}
      {/* '1px', not 1: MUI reads 1 as 100 %, and a full-width clipped box still widens the page. */}
      <Box
        role="status"
        aria-live="polite"
        sx={{
          position: 'absolute',
          width: '1px',
          height: '1px',
          m: '-1px',
          p: 0,
          border: 0,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
          whiteSpace: 'nowrap',
        }}
      >
        {state.announcement}
      </Box>
      <Box sx={{ position: 'sticky', bottom: 0, pt: 1, bgcolor: 'background.default' }}>
        <Composer
          streaming={streaming}
          onSend={(text) => void send(text)}
          onStop={stop}
          onFiles={allowAttachments ? (files) => void attachments.add(files) : undefined}
          // A new thread needs its assistant: until the list of assistants is in, Enter waits.
          holdSend={attachments.busy || (!threadId && !assistant)}
          draft={unsent}
          attachments={<AttachmentChips files={attachments.files} onRemove={attachments.remove} />}
          slashPrompts={slashPrompts.data}
          onSlash={onSlash}
        />
      </Box>
      <CitationDialog citation={preview} onClose={() => setPreview(null)} />
    </Box>
  )
}
