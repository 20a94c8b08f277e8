import ContentCopyIcon from '@mui/icons-material/ContentCopy'
import EditIcon from '@mui/icons-material/Edit'
import RefreshIcon from '@mui/icons-material/Refresh'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ChatMessage, Citation } from '../api/chat-types.ts'
import { copyText } from '../lib/copy-text.ts'
import { AnswerMarkdown } from './answer-markdown.tsx'
import { AnswerReworkBar, type AnswerRework } from '../../../components/answer-rework-bar.tsx'
import { InlineEditor } from './inline-editor.tsx'
import { SourcesList } from './sources-list.tsx'

export interface MessageActions {
  readonly busy: boolean
  readonly onRegenerate?: (() => void) | undefined
  readonly onEdit?: ((content: string) => void) | undefined
  readonly onCitation: (citations: readonly Citation[], n: number) => void
  /** A finished answer's versions and rework actions (the response-optimisation prompts). */
  readonly rework?: AnswerRework | undefined
}

/** One message: the user's as plain text (editable), an answer as markdown with its sources and actions. */
export function MessageItem({
  message,
  actions,
}: {
  message: Pick<ChatMessage, 'role' | 'content' | 'status' | 'citations' | 'attachments'>
  actions: MessageActions
}) {
  const intl = useIntl()
  const [editing, setEditing] = useState(false)
  const mine = message.role === 'user'
  const rework = actions.rework
  const shown = rework?.versions[rework.index]?.content ?? message.content
  const showingOriginal = !rework || rework.index === 0
  const copy = () =>
    void copyText(
      shown,
      intl.formatMessage({ id: 'chat.copied' }),
      intl.formatMessage({ id: 'chat.copyFailed' }),
    )
  const openCitation = (n: number) => actions.onCitation(message.citations, n)
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', mb: 2 }}>
      <Paper
        variant={mine ? 'elevation' : 'outlined'}
        elevation={0}
        sx={{
          p: 1.5,
          maxWidth: { xs: '100%', md: '80%' },
          minWidth: 0,
          bgcolor: mine ? 'action.selected' : 'background.paper',
          borderRadius: 2,
        }}
        aria-label={intl.formatMessage({ id: mine ? 'chat.you' : 'chat.assistant' })}
        role="article"
      >
        {mine && editing && actions.onEdit ? (
          <InlineEditor
            initial={message.content}
            onCancel={() => setEditing(false)}
            onSave={(content) => {
              setEditing(false)
              actions.onEdit?.(content)
            }}
          />
        ) : mine ? (
          <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.content}</Typography>
        ) : (
          <AnswerMarkdown
            text={shown}
            streaming={message.status === 'streaming'}
            citationNumbers={
              showingOriginal
                ? message.citations.map((c) => c.n)
                : message.citations.filter((c) => shown.includes(`[${c.n}]`)).map((c) => c.n)
            }
            onCitation={openCitation}
          />
        )}
        {message.attachments.length > 0 && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 1 }}>
            {message.attachments.map((file) => (
              <Chip key={file.id} size="small" label={file.filename} />
            ))}
          </Box>
        )}
        {message.status === 'stopped' && (
          <Chip
            size="small"
            variant="outlined"
            label={intl.formatMessage({ id: 'chat.stopped' })}
            sx={{ mt: 1 }}
          />
        )}
        {!mine && <SourcesList citations={message.citations} onOpen={openCitation} />}
        {!mine && rework && message.status !== 'streaming' && (
          <AnswerReworkBar rework={rework} busy={actions.busy} />
        )}
        {!editing && message.status !== 'streaming' && (
          <Box sx={{ display: 'flex', gap: 0.5, mt: 0.5, justifyContent: 'flex-end' }}>
            <IconButton size="small" aria-label={intl.formatMessage({ id: 'chat.copy' })} onClick={copy}>
              <ContentCopyIcon fontSize="inherit" />
            </IconButton>
            {mine && actions.onEdit && (
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'chat.edit' })}
                disabled={actions.busy}
                onClick={() => setEditing(true)}
              >
                <EditIcon fontSize="inherit" />
              </IconButton>
            )}
            {!mine && actions.onRegenerate && (
              <IconButton
                size="small"
                aria-label={intl.formatMessage({ id: 'chat.regenerate' })}
                disabled={actions.busy}
                onClick={actions.onRegenerate}
              >
                <RefreshIcon fontSize="inherit" />
              </IconButton>
            )}
          </Box>
        )}
        {/* The question being sent is "streaming" too, but only the answer is being written. */}
        {!mine && message.status === 'streaming' && (
          <Typography variant="caption" color="textSecondary">
            <FormattedMessage id="chat.writing" />
          </Typography>
        )}
      </Paper>
    </Box>
  )
}
