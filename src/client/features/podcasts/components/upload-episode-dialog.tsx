import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useUploadEpisode } from '../api/upload-episode.ts'

/** An episode by hand: its title, the transcript (required: .vtt, .srt, .json, .txt) and, if there is one, the audio. */
export function UploadEpisodeDialog({ podcastId, onClose }: { podcastId: string; onClose: () => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const upload = useUploadEpisode()
  const [title, setTitle] = useState('')
  const [publishedAt, setPublishedAt] = useState('')
  const [transcript, setTranscript] = useState<File | null>(null)
  const [audio, setAudio] = useState<File | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!transcript) return
    upload.mutate(
      {
        podcastId,
        title: title.trim(),
        transcript,
        audio,
        publishedAt: publishedAt ? new Date(publishedAt).toISOString() : null,
      },
      {
        onSuccess: () => {
          showToast(intl.formatMessage({ id: 'podcast.upload.done' }), 'success')
          onClose()
        },
      },
    )
  }

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', onSubmit: submit } as object }}
    >
      <DialogTitle>
        <FormattedMessage id="podcast.upload.title" />
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            required
            label={intl.formatMessage({ id: 'podcast.upload.episodeTitle' })}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
          <TextField
            type="date"
            label={intl.formatMessage({ id: 'podcast.upload.publishedAt' })}
            value={publishedAt}
            onChange={(event) => setPublishedAt(event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <div>
            <Button variant="outlined" component="label">
              <FormattedMessage id="podcast.upload.chooseTranscript" />
              <input
                hidden
                type="file"
                accept=".vtt,.srt,.json,.txt"
                aria-label={intl.formatMessage({ id: 'podcast.upload.transcript' })}
                onChange={(event) => setTranscript(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {transcript ? transcript.name : <FormattedMessage id="podcast.upload.transcriptHint" />}
            </Typography>
          </div>
          <div>
            <Button variant="outlined" component="label">
              <FormattedMessage id="podcast.upload.chooseAudio" />
              <input
                hidden
                type="file"
                accept="audio/*"
                aria-label={intl.formatMessage({ id: 'podcast.upload.audio' })}
                onChange={(event) => setAudio(event.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              {audio ? audio.name : <FormattedMessage id="podcast.upload.audioHint" />}
            </Typography>
          </div>
          {upload.error !== null && <Alert severity="error">{errors.formText(upload.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="podcast.cancel" />
        </Button>
        <Button type="submit" variant="contained" disabled={!transcript || !title.trim() || upload.isPending}>
          <FormattedMessage id="podcast.upload.submit" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
