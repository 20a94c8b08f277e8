import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import Snackbar from '@mui/material/Snackbar'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { deleteThreads } from '../api/delete-threads.ts'
import { downloadThreadExport } from '../api/download-thread-export.ts'
import type { HistoryThread } from '../api/get-threads.ts'
import { useUpdateThread } from '../api/update-thread.ts'
import { useDeferredDelete } from '../lib/use-deferred-delete.ts'
import { HistoryRow } from './history-row.tsx'

/** The threads with selection, inline rename, pin, export and delete with undo. */
export function HistoryList({ threads, searching }: { threads: HistoryThread[]; searching: boolean }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const queryClient = useQueryClient()
  const update = useUpdateThread()
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const deferred = useDeferredDelete(deleteThreads, () => void queryClient.invalidateQueries({ queryKey: ['chat-history'] }))
  const visible = threads.filter((thread) => !deferred.pending.includes(thread.id))
  const reportError = (error: unknown) => showToast(errors.formText(error) ?? intl.formatMessage({ id: 'apiError.network' }), 'error')

  const remove = (ids: string[]) => {
    deferred.schedule(ids)
    setSelected(new Set())
  }

  return (
    <>
      {selected.size > 0 && (
        <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center' }}>
          <Typography>
            <FormattedMessage id="chatHistory.selected" values={{ count: selected.size }} />
          </Typography>
          <Button color="error" onClick={() => remove([...selected])}>
            <FormattedMessage id="chatHistory.deleteSelected" />
          </Button>
        </Stack>
      )}
      {visible.length === 0 ? (
        <Alert severity="info" sx={{ m: 2 }}>
          <FormattedMessage id={searching ? 'chatHistory.noMatches' : 'chatHistory.empty'} />
        </Alert>
      ) : (
        <List aria-label={intl.formatMessage({ id: 'chatHistory.listLabel' })}>
          {visible.map((thread) => (
            <HistoryRow
              key={thread.id}
              thread={thread}
              selected={selected.has(thread.id)}
              actions={{
                onSelect: (on) =>
                  setSelected((previous) => {
                    const next = new Set(previous)
                    if (on) next.add(thread.id)
                    else next.delete(thread.id)
                    return next
                  }),
                onRename: (title) => update.mutate({ threadId: thread.id, body: { title } }, { onError: reportError }),
                onPin: (pinned) => update.mutate({ threadId: thread.id, body: { pinned } }, { onError: reportError }),
                onDelete: () => remove([thread.id]),
                onExport: (format) => void downloadThreadExport(thread.id, format).catch(reportError),
              }}
            />
          ))}
        </List>
      )}
      <Snackbar
        open={deferred.pending.length > 0}
        message={intl.formatMessage({ id: 'chatHistory.deleted' }, { count: deferred.pending.length })}
        action={
          <Button color="inherit" size="small" onClick={deferred.undo}>
            <FormattedMessage id="chatHistory.undo" />
          </Button>
        }
      />
    </>
  )
}
