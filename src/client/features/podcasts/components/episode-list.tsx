import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PodcastDetail } from '../api/get-podcast.ts'
import { formatSecond } from '../lib/podcast-rights.ts'
import { TranscriptionChip } from './transcription-chip.tsx'

/** The podcast's episodes, newest first: date, length, where the transcript came from, mention counts. */
export function EpisodeList({
  episodes,
  selected,
  onSelect,
}: {
  episodes: PodcastDetail[]
  selected: string | null
  onSelect: (id: string) => void
}) {
  const intl = useIntl()
  return (
    <List aria-label={intl.formatMessage({ id: 'podcast.episodes' })} sx={{ p: 0 }}>
      {episodes.map((episode) => {
        const mentions =
          episode.mentions.own +
          episode.mentions.competitor +
          episode.mentions.ingredient +
          episode.mentions.indication
        return (
          <ListItemButton
            key={episode.id}
            selected={episode.id === selected}
            onClick={() => onSelect(episode.id)}
            sx={{ display: 'block', borderRadius: 2, mb: 0.5 }}
          >
            <Typography
              variant="subtitle2"
              component="span"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {episode.title}
            </Typography>
            <Typography variant="body2" color="textSecondary" component="span" sx={{ display: 'block' }}>
              {episode.publishedAt && intl.formatDate(episode.publishedAt, { dateStyle: 'medium' })}
              {episode.durationSeconds !== null && ` · ${formatSecond(episode.durationSeconds)}`}
            </Typography>
            <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
              <Chip
                size="small"
                variant="outlined"
                label={<FormattedMessage id={`podcast.transcript.${episode.transcriptOrigin}`} />}
              />
              {episode.transcription && <TranscriptionChip transcription={episode.transcription} />}
              <Chip
                size="small"
                label={<FormattedMessage id="podcast.mentionCount" values={{ count: mentions }} />}
              />
              {episode.adverseEvents > 0 && (
                <Chip
                  size="small"
                  color="warning"
                  label={<FormattedMessage id="podcast.aeCount" values={{ count: episode.adverseEvents }} />}
                />
              )}
              {episode.summary !== null && (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={<FormattedMessage id="podcast.analysed" />}
                />
              )}
            </Box>
          </ListItemButton>
        )
      })}
    </List>
  )
}
