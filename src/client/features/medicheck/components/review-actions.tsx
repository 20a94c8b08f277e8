import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useReviewFinding, type ReviewAction } from '../api/review-finding.ts'
import type { Finding, ItemFinding } from '../api/medicheck-types.ts'
import { useMayCall } from '../lib/use-may-call.ts'

/** Confirm, dismiss with a reason, or forward to the safety inbox (WRITE and up; the server records each in the audit log). */
export function ReviewActions({
  finding,
}: {
  finding: Pick<Finding | ItemFinding, 'id' | 'type' | 'reviewStatus'>
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const mayReview = useMayCall('POST', '/api/medicheck/findings/{findingId}/review')
  const review = useReviewFinding()
  const [dismissing, setDismissing] = useState(false)
  const [reason, setReason] = useState('')
  if (!mayReview) return null
  const isAe = finding.type === 'aeSuspected' || finding.type === 'aePossibleKeywords'
  const act = (action: ReviewAction, extra: { reason?: string } = {}) =>
    review.mutate(
      { findingId: finding.id, action, ...extra },
      {
        onSuccess: () => (
          setDismissing(false),
          setReason(''),
          showToast(intl.formatMessage({ id: `medicheck.review.done.${action}` }), 'success')
        ),
      },
    )
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={review.isPending || finding.reviewStatus === 'confirmed'}
        onClick={() => act('confirm')}
      >
        <FormattedMessage id="medicheck.review.confirm" />
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="inherit"
        disabled={review.isPending || finding.reviewStatus === 'dismissed'}
        onClick={() => setDismissing(true)}
      >
        <FormattedMessage id="medicheck.review.dismiss" />
      </Button>
      {isAe && (
        <Button
          size="small"
          variant="contained"
          color="warning"
          disabled={review.isPending || finding.reviewStatus === 'forwarded'}
          onClick={() => act('forward')}
        >
          <FormattedMessage id="medicheck.review.forward" />
        </Button>
      )}
      {review.error && !dismissing && (
        <Alert severity="error" sx={{ width: '100%' }}>
          {errors.formText(review.error) ?? Object.values(errors.fieldTexts(review.error)).join(' ')}
        </Alert>
      )}
      <Dialog open={dismissing} onClose={() => setDismissing(false)} fullWidth maxWidth="sm">
        <DialogTitle>
          <FormattedMessage id="medicheck.review.dismissTitle" />
        </DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={2}
            label={intl.formatMessage({ id: 'medicheck.review.reason' })}
            helperText={
              errors.fieldTexts(review.error).reason ??
              intl.formatMessage({ id: 'medicheck.review.reasonHint' })
            }
            error={Boolean(errors.fieldTexts(review.error).reason)}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            sx={{ mt: 1 }}
          />
          {review.error && !errors.fieldTexts(review.error).reason && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errors.formText(review.error)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setDismissing(false)}>
            <FormattedMessage id="medicheck.cancel" />
          </Button>
          <Button
            variant="contained"
            disabled={reason.trim() === '' || review.isPending}
            onClick={() => act('dismiss', { reason: reason.trim() })}
          >
            <FormattedMessage id="medicheck.review.dismiss" />
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  )
}
