import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { acknowledgeDisclaimer, isDisclaimerAcknowledged } from '../lib/chat-storage.ts'

/** The assistant's disclaimer, shown once per browser until acknowledged (spec storage key). */
export function DisclaimerDialog({ assistantId, disclaimer }: { assistantId: string; disclaimer: string | null }) {
  const [acknowledged, setAcknowledged] = useState(() => isDisclaimerAcknowledged(assistantId))
  const open = Boolean(disclaimer?.trim()) && !acknowledged
  const accept = () => {
    acknowledgeDisclaimer(assistantId)
    setAcknowledged(true)
  }
  return (
    <Dialog open={open} aria-labelledby="chat-disclaimer-title">
      <DialogTitle id="chat-disclaimer-title">
        <FormattedMessage id="chat.disclaimer.title" />
      </DialogTitle>
      <DialogContent>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{disclaimer}</Typography>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={accept} autoFocus>
          <FormattedMessage id="chat.disclaimer.accept" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
