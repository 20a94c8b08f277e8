import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PodcastFinding } from '../api/get-episode.ts'
import { formatSecond } from '../lib/podcast-rights.ts'

/** Health claims or suspected AEs of an episode, each with its quote and the second to play from. */
export function FindingList({
  findings,
  kind,
  onPlay,
}: {
  findings: PodcastFinding[]
  kind: 'healthClaim' | 'adverseEvent'
  onPlay: ((second: number) => void) | null
}) {
  const intl = useIntl()
  if (findings.length === 0)
    return (
      <Typography color="textSecondary" variant="body2">
        <FormattedMessage id={kind === 'healthClaim' ? 'podcast.claims.none' : 'podcast.aes.none'} />
      </Typography>
    )
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {findings.map((finding) => (
        <li key={finding.id}>
          {finding.second !== null && onPlay && (
            <Button
              size="small"
              onClick={() => onPlay(finding.second!)}
              aria-label={intl.formatMessage(
                { id: 'podcast.playAt' },
                { time: formatSecond(finding.second) },
              )}
            >
              {formatSecond(finding.second)}
            </Button>
          )}
          {kind === 'adverseEvent' && (
            <Typography variant="body2" component="span" sx={{ fontWeight: 600, mr: 1 }}>
              <FormattedMessage
                id={finding.origin === 'model' ? 'podcast.ae.model' : 'podcast.ae.keywords'}
                values={{ product: finding.product ?? '–', reaction: finding.detail ?? '–' }}
              />
            </Typography>
          )}
          {finding.quote && (
            <Typography variant="body2" component="q">
              {finding.quote}
            </Typography>
          )}
          {finding.reason && (
            <Typography variant="body2" color="textSecondary">
              {finding.reason}
            </Typography>
          )}
        </li>
      ))}
    </Box>
  )
}
