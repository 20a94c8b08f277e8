import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useEpisode } from '../api/get-episode.ts'
import { FindingList } from './finding-list.tsx'
import { MentionTable } from './mention-table.tsx'
import { TranscriptionPanel } from './transcription-panel.tsx'

/** One episode: the player, summary and topics, mentions (click to play from their second), health claims, suspected AEs. */
export function EpisodeDetail({
  episodeId,
  chatModel,
  transcriptionModel,
  canManage,
}: {
  episodeId: string
  chatModel: string | null
  transcriptionModel: string | null
  canManage: boolean
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const episode = useEpisode(episodeId)
  const audio = useRef<HTMLAudioElement>(null)
  const data = episode.data
  const play = data?.audioSrc
    ? (second: number) => {
        const player = audio.current
        if (!player) return
        player.currentTime = second
        void player.play().catch(() => undefined)
      }
    : null
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={data?.title ?? intl.formatMessage({ id: 'podcast.episode' })}
      sx={{ p: 2, borderRadius: 3 }}
    >
      {episode.isLoading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
      {episode.error && <Alert severity="error">{errors.formText(episode.error)}</Alert>}
      {data && (
        <>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {data.title}
          </Typography>
          {data.audioSrc ? (
            <Box
              component="audio"
              ref={audio}
              controls
              preload="metadata"
              src={data.audioSrc}
              aria-label={intl.formatMessage({ id: 'podcast.player' })}
              sx={{ width: '100%', my: 1.5 }}
            />
          ) : (
            <Typography variant="body2" color="textSecondary" sx={{ my: 1 }}>
              <FormattedMessage id="podcast.noAudio" />
            </Typography>
          )}
          {data.transcription ? (
            <TranscriptionPanel
              episodeId={data.id}
              transcription={data.transcription}
              transcriptionModel={transcriptionModel}
              canManage={canManage}
            />
          ) : (
            data.transcriptOrigin === 'none' && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <FormattedMessage id="podcast.transcriptionModelNeeded" />
              </Alert>
            )
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
            <FormattedMessage id="podcast.summary" />
          </Typography>
          {data.result ? (
            <>
              <Typography sx={{ mb: 1 }}>{data.result.summary}</Typography>
              <Box
                sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}
                aria-label={intl.formatMessage({ id: 'podcast.topics' })}
              >
                {data.result.topics.map((topic) => (
                  <Chip key={topic} size="small" label={topic} />
                ))}
              </Box>
              <Typography variant="caption" color="textSecondary">
                <FormattedMessage
                  id="podcast.resultBy"
                  values={{
                    model: data.result.modelLabel ?? '–',
                    version: data.result.promptVersion,
                    date: intl.formatDate(data.result.createdAt, { dateStyle: 'medium', timeStyle: 'short' }),
                  }}
                />
              </Typography>
            </>
          ) : (
            <Typography color="textSecondary" variant="body2">
              <FormattedMessage id={chatModel ? 'podcast.notAnalysed' : 'podcast.noModel'} />
            </Typography>
          )}
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            <FormattedMessage id="podcast.mentions" />
          </Typography>
          <MentionTable mentions={data.mentions} onPlay={play} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            <FormattedMessage id="podcast.healthClaims" />
          </Typography>
          <FindingList findings={data.healthClaims} kind="healthClaim" onPlay={play} />
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            <FormattedMessage id="podcast.adverseEvents" />
          </Typography>
          <FindingList findings={data.adverseEvents} kind="adverseEvent" onPlay={play} />
        </>
      )}
    </Paper>
  )
}
