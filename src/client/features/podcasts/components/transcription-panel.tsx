import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import type { PodcastTranscription } from '../api/get-podcast.ts'
import { useTranscribeEpisode } from '../api/transcribe-episode.ts'
import { useReasonText } from '../lib/use-reason-text.ts'

/**
 * What an episode's transcript waits for, and (for admins, with a transcription model) the action to
 * transcribe it; after a transcription its minutes and, where the model is priced, its cost.
 */
export function TranscriptionPanel({
  episodeId,
  transcription,
  transcriptionModel,
  canManage,
}: {
  episodeId: string
  transcription: PodcastTranscription
  transcriptionModel: string | null
  canManage: boolean
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const reason = useReasonText()
  const transcribe = useTranscribeEpisode()
  const { state } = transcription
  const action =
    canManage && transcriptionModel && (state === 'waiting' || state === 'failed') ? (
      <Button
        color="inherit"
        size="small"
        disabled={transcribe.isPending}
        onClick={() =>
          transcribe.mutate(episodeId, {
            onSuccess: ({ queued }) =>
              showToast(
                intl.formatMessage({ id: 'podcast.transcription.queued' }, { count: queued }),
                'success',
              ),
            onError: (error) => showToast(errors.formText(error) ?? '', 'error'),
          })
        }
      >
        <FormattedMessage
          id={state === 'failed' ? 'podcast.transcription.retry' : 'podcast.transcription.transcribe'}
        />
      </Button>
    ) : undefined
  if (state === 'waitingForModel')
    return (
      <Alert severity="info" sx={{ mb: 2 }}>
        <FormattedMessage id="podcast.transcriptionModelNeeded" />
      </Alert>
    )
  if (state === 'waiting')
    return (
      <Alert severity="info" sx={{ mb: 2 }} action={action}>
        <FormattedMessage
          id="podcast.transcription.waitingHint"
          values={{ label: transcriptionModel ?? '–' }}
        />
      </Alert>
    )
  if (state === 'queued' || state === 'running')
    return (
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        <FormattedMessage id={`podcast.transcription.state.${state}`} />{' '}
        <FormattedMessage id="podcast.transcription.underWay" />
      </Alert>
    )
  if (state === 'failed')
    return (
      <Alert severity="error" sx={{ mb: 2 }} action={action}>
        <FormattedMessage
          id="podcast.transcription.failed"
          values={{ reason: reason(transcription.errorCode) }}
        />
      </Alert>
    )
  if (state === 'done' && transcription.minutes !== null)
    return (
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 1 }}>
        <FormattedMessage
          id={transcription.cost !== null ? 'podcast.transcription.usageCost' : 'podcast.transcription.usage'}
          values={{
            model: transcription.modelLabel ?? '–',
            minutes: intl.formatNumber(transcription.minutes, { maximumFractionDigits: 2 }),
            cost:
              transcription.cost !== null
                ? intl.formatNumber(transcription.cost, {
                    style: 'currency',
                    currency: 'EUR',
                    maximumFractionDigits: 4,
                  })
                : '',
          }}
        />
      </Typography>
    )
  return null
}
