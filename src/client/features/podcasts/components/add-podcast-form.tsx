import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useCreatePodcast } from '../api/create-podcast.ts'

const schedules = ['manual', 'hourly', 'daily'] as const

/** Subscribe a feed (address, schedule) or create a podcast for uploaded episodes (title). */
export function AddPodcastForm() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const create = useCreatePodcast()
  const [url, setUrl] = useState('')
  const [schedule, setSchedule] = useState<(typeof schedules)[number]>('daily')
  const [title, setTitle] = useState('')
  const [kind, setKind] = useState<'feed' | 'upload'>('feed')

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = kind === 'feed' ? { kind, url: url.trim(), schedule } : { kind, title: title.trim() }
    create.mutate(body, {
      onSuccess: () => {
        showToast(
          intl.formatMessage({ id: kind === 'feed' ? 'podcast.subscribed' : 'podcast.created' }),
          'success',
        )
        setUrl('')
        setTitle('')
      },
    })
  }
  const error = errors.formText(create.error)

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="podcast-add-title"
      sx={{ p: 2, mb: 3, borderRadius: 3 }}
    >
      <Typography id="podcast-add-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="podcast.add.title" />
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label={intl.formatMessage({ id: 'podcast.add.kind' })}
          value={kind}
          onChange={(event) => setKind(event.target.value as 'feed' | 'upload')}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="feed">
            <FormattedMessage id="podcast.kind.feed" />
          </MenuItem>
          <MenuItem value="upload">
            <FormattedMessage id="podcast.kind.upload" />
          </MenuItem>
        </TextField>
        {kind === 'feed' ? (
          <>
            <TextField
              size="small"
              type="url"
              required
              label={intl.formatMessage({ id: 'podcast.add.url' })}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
              sx={{ flex: 1, minWidth: 260 }}
            />
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'podcast.add.schedule' })}
              value={schedule}
              onChange={(event) => setSchedule(event.target.value as (typeof schedules)[number])}
              sx={{ minWidth: 160 }}
            >
              {schedules.map((one) => (
                <MenuItem key={one} value={one}>
                  <FormattedMessage id={`podcast.schedule.${one}`} />
                </MenuItem>
              ))}
            </TextField>
          </>
        ) : (
          <TextField
            size="small"
            required
            label={intl.formatMessage({ id: 'podcast.add.podcastTitle' })}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            sx={{ flex: 1, minWidth: 260 }}
          />
        )}
        <Button type="submit" variant="contained" disabled={create.isPending}>
          <FormattedMessage id={kind === 'feed' ? 'podcast.add.subscribe' : 'podcast.add.create'} />
        </Button>
      </Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
    </Paper>
  )
}
