import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { StaticChip } from '../../../components/static-chip.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useItem } from '../api/get-item.ts'
import type { ItemDetail } from '../api/medicheck-types.ts'
import type { Highlight } from '../lib/highlight-segments.ts'
import { FindingCard } from './finding-card.tsx'
import { HighlightedText } from './highlighted-text.tsx'
import { ResultList } from './result-list.tsx'

function highlightsOf(item: ItemDetail): Highlight[] {
  const quotes = item.findings.flatMap((finding) =>
    finding.quoteStart !== null && finding.quoteEnd !== null
      ? [{ start: finding.quoteStart, end: finding.quoteEnd, kind: 'quote' as const, id: finding.id }]
      : [],
  )
  const hits = item.hits.map((hit) => ({
    start: hit.start,
    end: hit.end,
    kind: 'hit' as const,
    id: hit.keywordId,
  }))
  return [...quotes, ...hits]
}

/** Terms found, each with how often, for the line above the text. */
function termCounts(item: ItemDetail): [string, number][] {
  const counts = new Map<string, number>()
  for (const hit of item.hits) counts.set(hit.term, (counts.get(hit.term) ?? 0) + 1)
  return [...counts]
}

/** The drill-down: an item's text with the quoted passages and keyword hits marked, its findings to review and every result. */
export function ItemDialog({
  itemId,
  focusedFinding,
  onClose,
}: {
  itemId: string
  focusedFinding?: string | null
  onClose: () => void
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const item = useItem(itemId)
  const [focused, setFocused] = useState<string | null>(focusedFinding ?? null)
  const data = item.data
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="medicheck-item-title">
      <DialogTitle id="medicheck-item-title" sx={{ overflowWrap: 'anywhere' }}>
        {data?.title ?? intl.formatMessage({ id: 'app.loading' })}
      </DialogTitle>
      <DialogContent>
        {item.isPending && (
          <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'app.loading' })} />
        )}
        {item.error && <Alert severity="error">{errors.formText(item.error)}</Alert>}
        {data && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2" color="textSecondary">
              <FormattedMessage
                id="medicheck.item.meta"
                values={{
                  source:
                    data.source?.title ??
                    intl.formatMessage({ id: `medicheck.sourceKind.${data.sourceKind}` }),
                  date: intl.formatDate(data.publishedAt ?? data.fetchedAt, { dateStyle: 'medium' }),
                  language: data.language ?? '–',
                }}
              />
              {data.url && (
                <>
                  {' · '}
                  <Link
                    href={data.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {data.url}
                  </Link>
                </>
              )}
            </Typography>
            {(data.chatThreads ?? []).length > 0 && (
              <Typography variant="body2" color="textSecondary" data-testid="medicheck-item-chat-threads">
                <FormattedMessage
                  id="medicheck.item.chatThreads"
                  values={{ refs: data.chatThreads!.map((thread) => thread.threadRef).join(', ') }}
                />
              </Typography>
            )}
            {data.hits.length > 0 ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }} data-testid="medicheck-item-terms">
                {termCounts(data).map(([term, count]) => (
                  <StaticChip
                    key={term}
                    size="small"
                    color="info"
                    variant="outlined"
                    label={`${term} (${count})`}
                  />
                ))}
              </Box>
            ) : (
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage id="medicheck.item.noHits" />
              </Typography>
            )}
            <HighlightedText text={data.text} highlights={highlightsOf(data)} focused={focused} />
            <Typography variant="h6" component="h2">
              <FormattedMessage id="medicheck.item.findings" values={{ count: data.findings.length }} />
            </Typography>
            {data.findings.length === 0 && (
              <Typography variant="body2" color="textSecondary">
                <FormattedMessage id="medicheck.item.noFindings" />
              </Typography>
            )}
            {data.findings.map((finding) => (
              <FindingCard
                key={`${finding.id}:${finding.reviewStatus}`}
                finding={finding}
                onFocusQuote={setFocused}
              />
            ))}
            <Typography variant="h6" component="h2">
              <FormattedMessage id="medicheck.item.results" />
            </Typography>
            <ResultList results={data.results} />
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="medicheck.close" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
