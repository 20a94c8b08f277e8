// The answer while it is written: the question, the queries run, and the text as it streams, each
// [PMID] already linked (rendered like the final answer, at most once per interval as the chat does).
// When it is complete the stored, verified answer takes its place.
import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useThrottledText } from '../../chat/hooks/use-throttled-text.ts'
import type { StreamingTurn } from '../hooks/use-pubmed-stream.ts'
import { CitedText } from './cited-text.tsx'

export function StreamingAnswer(props: { turn: StreamingTurn; onDismiss: () => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const { turn } = props
  const text = useThrottledText(turn.text, turn.error === null)
  const failed = turn.error !== null
  const streamCode =
    failed && typeof turn.error === 'object' && !(turn.error instanceof Error)
      ? (turn.error as { code: string }).code
      : null
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }} data-testid="pubmed-streaming" aria-busy={!failed}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {turn.question}
      </Typography>
      {failed ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={props.onDismiss}>
          {streamCode ? (
            <FormattedMessage id="pubmed.stream.failed" values={{ code: streamCode }} />
          ) : (
            errors.formText(turn.error)
          )}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }} role="note">
            <FormattedMessage id="pubmed.stream.draft" />
          </Typography>
          <LinearProgress
            aria-label={intl.formatMessage({ id: turn.queries ? 'pubmed.stream.writing' : 'pubmed.asking' })}
            sx={{ mb: 2 }}
          />
        </>
      )}
      {text && (
        <Stack spacing={1} sx={{ mb: 2 }} data-testid="pubmed-streamed-text">
          {text.split('\n').map((line, index) => (
            <Typography key={index} variant="body1">
              <CitedText text={line} />
            </Typography>
          ))}
        </Stack>
      )}
      {turn.queries && (
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id="pubmed.queries.title" />: {turn.queries.join(' · ')}
        </Typography>
      )}
    </Paper>
  )
}
