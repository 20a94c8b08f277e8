import DataObjectIcon from '@mui/icons-material/DataObject'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined'
import DownloadIcon from '@mui/icons-material/Download'
import EditIcon from '@mui/icons-material/Edit'
import PushPinIcon from '@mui/icons-material/PushPin'
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined'
import Checkbox from '@mui/material/Checkbox'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import ListItem from '@mui/material/ListItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import type { HistoryThread } from '../api/get-threads.ts'
import { threadHref } from '../lib/thread-href.ts'
import { SnippetText } from './snippet-text.tsx'
import { plainTitle } from '../../../../shared/ai/plain-title.ts'

export interface HistoryRowActions {
  onSelect: (selected: boolean) => void
  onRename: (title: string) => void
  onPin: (pinned: boolean) => void
  onDelete: () => void
  onExport: (format: 'md' | 'json') => void
}

export function HistoryRow({
  thread,
  selected,
  actions,
}: {
  thread: HistoryThread
  selected: boolean
  actions: HistoryRowActions
}) {
  const intl = useIntl()
  const router = useRouter()
  const [renaming, setRenaming] = useState<string | null>(null)
  const t = (id: string) => intl.formatMessage({ id })
  const href = threadHref(thread)
  // Titles made before they were plain text (or renamed so) may hold Markdown: shown as text.
  const title = plainTitle(thread.title) || t('chatHistory.untitled')
  const finishRename = () => {
    if (renaming !== null && renaming.trim() !== '' && renaming.trim() !== thread.title)
      actions.onRename(renaming.trim())
    setRenaming(null)
  }
  return (
    // Narrow screens: the actions wrap below the title instead of squeezing it to a letter per line.
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }} data-testid="history-row">
      <Checkbox
        checked={selected}
        onChange={(event) => actions.onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': intl.formatMessage({ id: 'chatHistory.select' }, { title }) } }}
      />
      <Stack sx={{ flex: '1 1 180px', minWidth: 0 }} spacing={0.5}>
        {renaming === null ? (
          <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
            {href ? (
              <Link href={href} onClick={(event) => (event.preventDefault(), router.history.push(href))}>
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
        ) : (
          <TextField
            size="small"
            autoFocus
            value={renaming}
            label={t('chatHistory.rename')}
            onChange={(event) => setRenaming(event.target.value)}
            onBlur={finishRename}
            onKeyDown={(event) => {
              if (event.key === 'Enter') finishRename()
              if (event.key === 'Escape') setRenaming(null)
            }}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
        <Typography variant="caption" color="textSecondary">
          {thread.assistantName} ·{' '}
          {intl.formatDate(thread.lastMessageAt, { dateStyle: 'medium', timeStyle: 'short' })}
        </Typography>
        {thread.snippet && <SnippetText parts={thread.snippet} />}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', ml: 'auto' }}>
        <Tooltip title={t('chatHistory.rename')}>
          <IconButton aria-label={t('chatHistory.rename')} onClick={() => setRenaming(thread.title)}>
            <EditIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t(thread.pinned ? 'chatHistory.unpin' : 'chatHistory.pin')}>
          <IconButton
            aria-label={t(thread.pinned ? 'chatHistory.unpin' : 'chatHistory.pin')}
            aria-pressed={thread.pinned}
            onClick={() => actions.onPin(!thread.pinned)}
          >
            {thread.pinned ? <PushPinIcon /> : <PushPinOutlinedIcon />}
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chatHistory.exportMd')}>
          <IconButton aria-label={t('chatHistory.exportMd')} onClick={() => actions.onExport('md')}>
            <DownloadIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chatHistory.exportJson')}>
          <IconButton aria-label={t('chatHistory.exportJson')} onClick={() => actions.onExport('json')}>
            <DataObjectIcon />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('chatHistory.delete')}>
          <IconButton aria-label={t('chatHistory.delete')} onClick={actions.onDelete}>
            <DeleteOutlineIcon color="error" />
          </IconButton>
        </Tooltip>
      </Stack>
    </ListItem>
  )
}
