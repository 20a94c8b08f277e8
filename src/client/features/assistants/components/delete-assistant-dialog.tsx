import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import { FormattedMessage } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDeleteAssistant } from '../api/delete-assistant.ts'
import type { Assistant } from '../api/get-assistants.ts'

export function DeleteAssistantDialog({ assistant, onClose, onDeleted }: { assistant: Assistant; onClose: () => void; onDeleted: () => void }) {
  const remove = useDeleteAssistant()
  const errors = useApiErrorText()
  return (
    <Dialog open onClose={onClose}>
      <DialogTitle>
        <FormattedMessage id="assistants.deleteTitle" />
      </DialogTitle>
      <DialogContent>
        <FormattedMessage id="assistants.deleteConfirm" values={{ name: assistant.name }} />
        {remove.error ? <Alert severity="error">{errors.formText(remove.error)}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button color="error" variant="contained" disabled={remove.isPending} onClick={() => remove.mutate(assistant.id, { onSuccess: onDeleted })}>
          <FormattedMessage id="assistants.delete" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
