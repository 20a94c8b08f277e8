import Button from '@mui/material/Button'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { PodcastMention } from '../api/get-episode.ts'
import { formatSecond } from '../lib/podcast-rights.ts'

/** The episode's mentions in order; the second is a button that plays the episode from there. */
export function MentionTable({
  mentions,
  onPlay,
}: {
  mentions: PodcastMention[]
  onPlay: ((second: number) => void) | null
}) {
  const intl = useIntl()
  if (mentions.length === 0)
    return (
      <Typography color="textSecondary">
        <FormattedMessage id="podcast.mentions.none" />
      </Typography>
    )
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'podcast.mentions' })}>
      <TableHead>
        <TableRow>
          <TableCell>
            <FormattedMessage id="podcast.column.second" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="podcast.column.term" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="podcast.column.kind" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="podcast.column.quote" />
          </TableCell>
          <TableCell>
            <FormattedMessage id="podcast.column.sentiment" />
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {mentions.map((mention) => (
          <TableRow key={`${mention.start}-${mention.origin}`}>
            <TableCell>
              {mention.second === null ? (
                '–'
              ) : onPlay ? (
                <Button
                  size="small"
                  onClick={() => onPlay(mention.second!)}
                  aria-label={intl.formatMessage(
                    { id: 'podcast.playFrom' },
                    { term: mention.term, time: formatSecond(mention.second) },
                  )}
                >
                  {formatSecond(mention.second)}
                </Button>
              ) : (
                formatSecond(mention.second)
              )}
            </TableCell>
            <TableCell>{mention.term}</TableCell>
            <TableCell>
              <FormattedMessage id={`podcast.mentionKind.${mention.kind}`} defaultMessage={mention.kind} />
            </TableCell>
            <TableCell sx={{ maxWidth: 420 }}>
              <Typography variant="body2" component="q">
                {mention.quote}
              </Typography>
            </TableCell>
            <TableCell>
              {mention.sentiment ? (
                <FormattedMessage
                  id={`podcast.sentiment.${mention.sentiment}`}
                  defaultMessage={mention.sentiment}
                />
              ) : (
                <FormattedMessage id="podcast.sentiment.none" />
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
