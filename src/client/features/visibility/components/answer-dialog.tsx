import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import { useAnswer } from '../api/get-answers.ts'
import { mentionSegments } from '../lib/mention-segments.ts'

/** One answer as the engine gave it, its brand and competitor mentions marked (always as text), its citations and the verdict quoting both sides. */
export function AnswerDialog({ answerId, onClose }: { answerId: string | null; onClose: () => void }) {
  const answer = useAnswer(answerId)
  const a = answer.data
  return (
    <Dialog open={answerId !== null} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{a?.promptText ?? <FormattedMessage id="visibility.answer.title" />}</DialogTitle>
      <DialogContent>
        {a && (
          <>
            <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
              <FormattedMessage
                id="visibility.answer.meta"
                values={{ engine: a.modelLabel, market: a.market, sample: a.sample }}
              />
            </Typography>
            {a.status !== 'ok' ? (
              <Alert severity="warning">
                <FormattedMessage id={`visibility.status.${a.status}`} />
              </Alert>
            ) : (
              <Box
                data-testid="visibility-answer-text"
                sx={{
                  whiteSpace: 'pre-wrap',
                  overflowWrap: 'anywhere',
                  lineHeight: 1.7,
                  p: 2,
                  borderRadius: 2,
                  bgcolor: 'action.hover',
                }}
              >
                {mentionSegments(a.text, a.mentions).map((piece, i) =>
                  piece.kind === null ? (
                    <span key={i}>{piece.text}</span>
                  ) : (
                    <Box
                      key={i}
                      component="mark"
                      data-mention={piece.kind}
                      sx={{
                        bgcolor: piece.kind === 'own' ? 'success.light' : 'warning.light',
                        borderRadius: 0.5,
                        px: 0.25,
                      }}
                    >
                      {piece.text}
                    </Box>
                  ),
                )}
              </Box>
            )}
            {a.citations.length > 0 && (
              <>
                <Typography variant="subtitle2" sx={{ mt: 2 }}>
                  <FormattedMessage id="visibility.answer.citations" />
                </Typography>
                <ul>
                  {a.citations.map((c) => (
                    <li key={c.url}>
                      <Link href={c.url} target="_blank" rel="noopener noreferrer">
                        {c.domain}
                      </Link>{' '}
                      (<FormattedMessage id={`visibility.figure.citations.${c.type}`} />)
                    </li>
                  ))}
                </ul>
              </>
            )}
            {a.verdict && (
              <Box sx={{ mt: 2 }} data-testid="visibility-verdict">
                <Typography variant="subtitle2">
                  <FormattedMessage
                    id="visibility.answer.verdict"
                    values={{
                      sentiment: <FormattedMessage id={`visibility.sentiment.${a.verdict.sentiment}`} />,
                      accuracy: <FormattedMessage id={`visibility.accuracy.${a.verdict.accuracy}`} />,
                      model: a.verdict.modelLabel,
                    }}
                  />
                </Typography>
                {a.verdict.answerQuote && (
                  <Typography variant="body2">
                    <FormattedMessage
                      id="visibility.answer.answerQuote"
                      values={{ quote: a.verdict.answerQuote }}
                    />
                  </Typography>
                )}
                {a.verdict.labelQuote && (
                  <Typography variant="body2">
                    <FormattedMessage
                      id="visibility.answer.labelQuote"
                      values={{ quote: a.verdict.labelQuote, source: a.verdict.labelSource }}
                    />
                  </Typography>
                )}
                {a.verdict.reason && (
                  <Typography variant="body2" color="textSecondary">
                    {a.verdict.reason}
                  </Typography>
                )}
              </Box>
            )}
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}
