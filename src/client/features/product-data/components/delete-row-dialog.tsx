import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { ListResource } from '../lib/product-data-resources.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDeleteResourceRow } from '../api/delete-resource-row.ts'

interface DeleteRowDialogProps {
  readonly resource: ListResource
  readonly id: string
  readonly label: string
  readonly onClose: () => void
  readonly onDeleted: () => void
}

/** Asks before deleting; a row other lists still use is refused by the server (409) and says so here. */
export function DeleteRowDialog({ resource, id, label, onClose, onDeleted }: DeleteRowDialogProps) {
  const intl = useIntl()
  const remove = useDeleteResourceRow()
  const errors = useApiErrorText()
  const item = intl.formatMessage({ id: resource.itemTitle })
  return (
    <Dialog open onClose={remove.isPending ? undefined : onClose} aria-labelledby="delete-row-title" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-row-title">
        <FormattedMessage id="productData.delete.title" values={{ item }} />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="productData.delete.confirm" values={{ item, label }} />
        </DialogContentText>
        {remove.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errors.formText(remove.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={remove.isPending}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button
          color="error"
          variant="contained"
          loading={remove.isPending}
          onClick={() => remove.mutate({ resource: resource.id, id }, { onSuccess: onDeleted })}
        >
          <FormattedMessage id="productData.delete.submit" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
