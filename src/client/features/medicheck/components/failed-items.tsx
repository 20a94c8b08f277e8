import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useRun } from '../api/get-run.ts'

/** A run's failed items with why each failed, asked for when the user opens the list. */
export function FailedItems({ runId, count }: { runId: string; count: number }) {
  const errors = useApiErrorText()
  const [open, setOpen] = useState(false)
  const run = useRun(open ? runId : null)
  return (
    <Box sx={{ mt: 0.5 }}>
      <Button size="small" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
        <FormattedMessage id="medicheck.run.failedItems" values={{ count }} />
      </Button>
      {open && run.data && (
        <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="medicheck-failed-items">
          {run.data.failedItems.map((item) => (
            <Typography component="li" variant="body2" key={item.itemId} sx={{ overflowWrap: 'anywhere' }}>
              {item.title}:{' '}
              {item.errorCode
                ? errors.text({ code: item.errorCode, message: item.errorDetail ?? item.errorCode })
                : (item.errorDetail ?? '–')}
            </Typography>
          ))}
        </Box>
      )}
      {open && run.error && (
        <Typography variant="body2" color="error">
          {errors.formText(run.error)}
        </Typography>
      )}
    </Box>
  )
}
