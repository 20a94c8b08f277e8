import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { deleteAllThreads } from '../api/delete-all-threads.ts'
import { useThreads, type ThreadQuery } from '../api/get-threads.ts'
import { DeleteAllDialog } from './delete-all-dialog.tsx'
import { emptyFilters, HistoryFilters, type HistoryFilterValues } from './history-filters.tsx'
import { HistoryList } from './history-list.tsx'

const FILTER_DELAY_MS = 300

/** One history page: classic threads (chat-history) or dynamic ones (chat-history-dynamic). */
export function ChatHistoryView({ kind, titleId }: { kind: 'classic' | 'dynamic'; titleId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const queryClient = useQueryClient()
  const [input, setInput] = useState<HistoryFilterValues>(emptyFilters)
  const [filters, setFilters] = useState<HistoryFilterValues>(emptyFilters)
  const [confirmAll, setConfirmAll] = useState(false)
  useEffect(() => {
    const timer = window.setTimeout(() => setFilters(input), FILTER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [input])

  const query: ThreadQuery = { kind }
  if (filters.q.trim()) query.q = filters.q.trim()
  if (filters.assistantId) query.assistantId = filters.assistantId
  // Whole days in the user's time zone, sent as UTC instants.
  if (filters.from) query.from = new Date(`${filters.from}T00:00:00`).toISOString()
  if (filters.to) query.to = new Date(`${filters.to}T23:59:59.999`).toISOString()
  const threads = useThreads(query)
  const deleteAll = useMutation({
    mutationFn: () => deleteAllThreads(kind),
    onSuccess: () => {
      setConfirmAll(false)
      void queryClient.invalidateQueries({ queryKey: ['chat-history'] })
    },
  })

  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={
          <FormattedMessage
            id={kind === 'classic' ? 'chatHistory.subtitle.classic' : 'chatHistory.subtitle.dynamic'}
          />
        }
        actions={
          <Button color="error" onClick={() => setConfirmAll(true)}>
            <FormattedMessage id="chatHistory.deleteAll" />
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <HistoryFilters value={input} onChange={setInput} />
        {threads.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {threads.error ? <Alert severity="error">{errors.formText(threads.error)}</Alert> : null}
        {threads.data && (
          <HistoryList
            threads={threads.data.items}
            searching={Boolean(query.q || query.assistantId || query.from || query.to)}
          />
        )}
      </Paper>
      {confirmAll && (
        <DeleteAllDialog
          busy={deleteAll.isPending}
          onConfirm={() => deleteAll.mutate()}
          onClose={() => setConfirmAll(false)}
        />
      )}
    </>
  )
}
