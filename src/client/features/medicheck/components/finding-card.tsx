import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { StaticChip } from '../../../components/static-chip.tsx'
import type { Finding, ItemFinding } from '../api/medicheck-types.ts'
import { elementsOfFinding, FourElements } from './four-elements.tsx'
import { QuoteBlock } from './quote-block.tsx'
import { ReviewActions } from './review-actions.tsx'

export const isAeFinding = (finding: Pick<Finding, 'type'>) =>
  finding.type === 'aeSuspected' || finding.type === 'aePossibleKeywords'

const reviewColor = {
  open: 'warning',
  confirmed: 'success',
  dismissed: 'default',
  forwarded: 'info',
} as const

/**
 * One finding as a reviewer needs it: what kind, who found it (matcher, rule or model), the product and
 * the reaction verbatim, the four elements for a suspected AE, the quote and the reason, the review.
 */
export function FindingCard({
  finding,
  onOpenItem,
  onFocusQuote,
}: {
  /** A finding of the list (with its item and reviewer), or of an item's drill-down. */
  finding: Finding | ItemFinding
  onOpenItem?: (itemId: string, findingId: string) => void
  onFocusQuote?: (findingId: string) => void
}) {
  const intl = useIntl()
  const ae = isAeFinding(finding)
  const title = intl.formatMessage({ id: `medicheck.findingType.${finding.type}` })
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={title}
      data-testid="medicheck-finding"
      data-finding-type={finding.type}
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ mr: 1 }}>
          {title}
        </Typography>
        <StaticChip
          size="small"
          variant="outlined"
          label={intl.formatMessage({ id: `medicheck.origin.${finding.origin}` })}
        />
        <StaticChip
          size="small"
          color={reviewColor[finding.reviewStatus]}
          label={intl.formatMessage({ id: `medicheck.reviewStatus.${finding.reviewStatus}` })}
        />
      </Box>
      {'itemTitle' in finding && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {finding.itemTitle} · {intl.formatDate(finding.createdAt, { dateStyle: 'medium' })}
        </Typography>
      )}
      {(finding.product || (ae && finding.detail)) && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {finding.product && (
            <>
              <FormattedMessage id="medicheck.finding.product" />: <strong>{finding.product}</strong>{' '}
            </>
          )}
          {ae && finding.detail && (
            <>
              <FormattedMessage id="medicheck.finding.reaction" />: <q>{finding.detail}</q>
            </>
          )}
        </Typography>
      )}
      {ae && (
        <Box sx={{ my: 1 }}>
          <FourElements elements={elementsOfFinding(finding)} />
        </Box>
      )}
      {finding.quote && <QuoteBlock quote={finding.quote} testId="medicheck-finding-quote" />}
      {finding.reason && (
        <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          <FormattedMessage id="medicheck.finding.reason" />: {finding.reason}
        </Typography>
      )}
      {finding.reviewedAt && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
          {finding.reviewedBy ? (
            <FormattedMessage
              id="medicheck.finding.reviewed"
              values={{
                who: finding.reviewedBy.username,
                date: intl.formatDate(finding.reviewedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              }}
            />
          ) : (
            <FormattedMessage
              id="medicheck.finding.reviewedAt"
              values={{
                date: intl.formatDate(finding.reviewedAt, { dateStyle: 'medium', timeStyle: 'short' }),
              }}
            />
          )}
          {finding.dismissReason && <> — {finding.dismissReason}</>}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1 }}>
        {onOpenItem && 'itemId' in finding && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => onOpenItem(finding.itemId, finding.id)}>
            <FormattedMessage id="medicheck.finding.openItem" />
          </Button>
        )}
        {onFocusQuote && finding.quoteStart !== null && (
          <Button size="small" sx={{ mt: 1 }} onClick={() => onFocusQuote(finding.id)}>
            <FormattedMessage id="medicheck.finding.showQuote" />
          </Button>
        )}
        <ReviewActions finding={finding} />
      </Box>
    </Paper>
  )
}
