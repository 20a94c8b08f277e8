import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutlined'
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCreateSource } from '../api/create-source.ts'
import { useDeleteSource } from '../api/delete-source.ts'
import { useFetchSource } from '../api/fetch-source.ts'
import { useSources } from '../api/get-sources.ts'
import type { Schedule, Source } from '../api/medicheck-types.ts'
import { useUpdateSource } from '../api/update-source.ts'

const SCHEDULES: readonly Schedule[] = ['manual', 'hourly', 'daily']

/** Feeds (with their schedule) and pages by URL: add one, see the last fetch, fetch now, change the schedule, pause, remove. */
export function SourcesPanel() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const sources = useSources()
  const create = useCreateSource()
  const [kind, setKind] = useState<'feed' | 'url'>('feed')
  const [url, setUrl] = useState('')
  const [title, setTitle] = useState('')
  const [schedule, setSchedule] = useState<Schedule>('daily')
  const fieldErrors = errors.fieldTexts(create.error)
  const submit = () =>
    create.mutate(
      {
        kind,
        url: url.trim(),
        ...(title.trim() ? { title: title.trim() } : {}),
        ...(kind === 'feed' ? { schedule } : {}),
      },
      { onSuccess: () => (setUrl(''), setTitle('')) },
    )
  const listed = (sources.data ?? []).filter((source) => source.kind === 'feed' || source.kind === 'url')
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        component="form"
        onSubmit={(event) => (event.preventDefault(), submit())}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
        aria-label={intl.formatMessage({ id: 'medicheck.sources.add' })}
      >
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'medicheck.sources.kind' })}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'feed' | 'url')}
          sx={{ minWidth: 140 }}
        >
          {(['feed', 'url'] as const).map((option) => (
            <MenuItem key={option} value={option}>
              {intl.formatMessage({ id: `medicheck.sourceKind.${option}` })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          required
          type="url"
          label={intl.formatMessage({ id: 'medicheck.sources.url' })}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          error={Boolean(fieldErrors.url)}
          helperText={fieldErrors.url}
          sx={{ flex: 2, minWidth: 240 }}
        />
        <TextField
          size="small"
          label={intl.formatMessage({ id: 'medicheck.sources.title' })}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          error={Boolean(fieldErrors.title)}
          helperText={fieldErrors.title}
          sx={{ flex: 1, minWidth: 180 }}
        />
        {kind === 'feed' && <ScheduleField value={schedule} onChange={setSchedule} />}
        <Button type="submit" variant="contained" disabled={url.trim() === '' || create.isPending}>
          <FormattedMessage id="medicheck.sources.add" />
        </Button>
      </Box>
      {create.error && errors.formText(create.error) && (
        <Alert severity="error">{errors.formText(create.error)}</Alert>
      )}
      {sources.error && <Alert severity="error">{errors.formText(sources.error)}</Alert>}
      {sources.data && listed.length === 0 && (
        <Typography color="textSecondary" role="status">
          <FormattedMessage id="medicheck.sources.empty" />
        </Typography>
      )}
      {listed.length > 0 && <SourcesTable sources={listed} />}
    </Box>
  )
}

function ScheduleField({
  value,
  onChange,
  label,
}: {
  value: Schedule
  onChange: (next: Schedule) => void
  label?: string
}) {
  const intl = useIntl()
  return (
    <TextField
      select
      size="small"
      label={label ?? intl.formatMessage({ id: 'medicheck.sources.schedule' })}
      value={value}
      onChange={(event) => onChange(event.target.value as Schedule)}
      sx={{ minWidth: 140 }}
    >
      {SCHEDULES.map((option) => (
        <MenuItem key={option} value={option}>
          {intl.formatMessage({ id: `medicheck.schedule.${option}` })}
        </MenuItem>
      ))}
    </TextField>
  )
}

function SourcesTable({ sources }: { sources: readonly Source[] }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const update = useUpdateSource()
  const fetchNow = useFetchSource()
  const remove = useDeleteSource()
  const lastFetch = (source: Source) => {
    if (!source.lastFetchedAt) return intl.formatMessage({ id: 'medicheck.sources.neverFetched' })
    const when = intl.formatDate(source.lastFetchedAt, { dateStyle: 'medium', timeStyle: 'short' })
    if (source.lastStatus === 'failed')
      return intl.formatMessage(
        { id: 'medicheck.sources.fetchFailed' },
        {
          when,
          reason: source.lastError ? errors.text({ code: source.lastError, message: source.lastError }) : '–',
        },
      )
    if (source.lastStatus === 'notModified')
      return intl.formatMessage({ id: 'medicheck.sources.notModified' }, { when })
    return intl.formatMessage({ id: 'medicheck.sources.fetched' }, { when, added: source.lastAdded })
  }
  const failure = update.error ?? fetchNow.error ?? remove.error
  return (
    <>
      {failure && <Alert severity="error">{errors.formText(failure)}</Alert>}
      <TableContainer>
        <Table size="small" aria-label={intl.formatMessage({ id: 'medicheck.sources.table' })}>
          <TableHead>
            <TableRow>
              {['title', 'kind', 'schedule', 'lastFetch', 'actions'].map((key) => (
                <TableCell key={key}>
                  <FormattedMessage id={`medicheck.sources.column.${key}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {sources.map((source) => (
              <TableRow key={source.id} data-testid="medicheck-source-row">
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                  {source.title}
                  <Typography variant="caption" component="div" color="textSecondary">
                    {source.url}
                  </Typography>
                </TableCell>
                <TableCell>{intl.formatMessage({ id: `medicheck.sourceKind.${source.kind}` })}</TableCell>
                <TableCell>
                  {source.kind === 'feed' ? (
                    <ScheduleField
                      value={source.schedule}
                      label={intl.formatMessage(
                        { id: 'medicheck.sources.scheduleOf' },
                        { title: source.title },
                      )}
                      onChange={(schedule) => update.mutate({ sourceId: source.id, schedule })}
                    />
                  ) : (
                    '–'
                  )}
                  {!source.enabled && (
                    <Typography
                      variant="caption"
                      component="div"
                      color="warning"
                      data-testid="medicheck-source-paused"
                    >
                      <FormattedMessage id="medicheck.sources.paused" />
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{lastFetch(source)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: 'medicheck.sources.fetchNow' },
                      { title: source.title },
                    )}
                    disabled={fetchNow.isPending}
                    onClick={() => fetchNow.mutate(source.id)}
                  >
                    <Refresh />
                  </IconButton>
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: source.enabled ? 'medicheck.sources.pause' : 'medicheck.sources.resume' },
                      { title: source.title },
                    )}
                    disabled={update.isPending}
                    onClick={() => update.mutate({ sourceId: source.id, enabled: !source.enabled })}
                  >
                    {source.enabled ? <PauseCircleOutline /> : <PlayCircleOutline />}
                  </IconButton>
                  <IconButton
                    aria-label={intl.formatMessage(
                      { id: 'medicheck.sources.delete' },
                      { title: source.title },
                    )}
                    disabled={remove.isPending}
                    onClick={() =>
                      window.confirm(
                        intl.formatMessage(
                          { id: 'medicheck.sources.deleteConfirm' },
                          { title: source.title },
                        ),
                      ) && remove.mutate(source.id)
                    }
                  >
                    <DeleteOutline />
                  </IconButton>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  )
}
