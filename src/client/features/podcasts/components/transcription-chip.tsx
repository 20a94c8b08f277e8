import Chip from '@mui/material/Chip'
import { FormattedMessage } from 'react-intl'
import type { PodcastTranscription } from '../api/get-podcast.ts'
import { useReasonText } from '../lib/use-reason-text.ts'

const colors = {
  waitingForModel: 'default',
  waiting: 'default',
  noAudio: 'default',
  queued: 'info',
  running: 'info',
  done: 'success',
  failed: 'error',
} as const

/** An episode's transcript state in the list (nothing when its transcript came with it). */
export function TranscriptionChip({ transcription }: { transcription: PodcastTranscription }) {
  const reason = useReasonText()
  if (transcription.state === 'notNeeded') return null
  return (
    <Chip
      size="small"
      variant="outlined"
      color={colors[transcription.state]}
      data-testid="podcast-transcription-state"
      data-state={transcription.state}
      title={transcription.state === 'failed' ? reason(transcription.errorCode) : undefined}
      label={<FormattedMessage id={`podcast.transcription.state.${transcription.state}`} />}
    />
  )
}
