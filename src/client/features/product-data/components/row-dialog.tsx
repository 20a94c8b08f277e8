import DeleteIcon from '@mui/icons-material/DeleteOutlined'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import LinearProgress from '@mui/material/LinearProgress'
import { useTheme } from '@mui/material/styles'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { ListResource } from '../lib/product-data-resources.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useCreateResourceRow } from '../api/create-resource-row.ts'
import { useResourceRow } from '../api/get-resource-row.ts'
import type { ResourceRow } from '../api/resource-api-types.ts'
import { useUpdateResourceRow } from '../api/update-resource-row.ts'
import { changedInput, toFormValues, toInput } from '../lib/row-form.ts'
import { toDisplayLocale } from '../lib/display-locale.ts'
import { rowLabel } from '../lib/row-label.ts'
import { useCountries } from '../lib/use-countries.ts'
import { DeleteRowDialog } from './delete-row-dialog.tsx'
import { DerivedValues } from './derived-values.tsx'
import { RowForm } from './row-form.tsx'

interface RowDialogProps {
  readonly resource: ListResource
  /** A row's id, or `new` for the create form. */
  readonly item: string
  readonly canWrite: boolean
  readonly canDelete: boolean
  readonly onClose: () => void
  /** Shown above the fields of a stored row (the product master's identifiers side by side). */
  readonly renderDetail?: ((row: ResourceRow) => ReactNode) | undefined
}

/** The detail view of a row: its fields, editable for WRITE and above, with delete for ADMIN and above. */
export function RowDialog({ resource, item, canWrite, canDelete, onClose, renderDetail }: RowDialogProps) {
  const intl = useIntl()
  const creating = item === 'new'
  const row = useResourceRow(resource.id, creating ? null : item)
  const create = useCreateResourceRow()
  const update = useUpdateResourceRow()
  const errors = useApiErrorText()
  const { countryOf } = useCountries()
  const [confirmDelete, setConfirmDelete] = useState(false)
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'))
  const itemTitle = intl.formatMessage({ id: resource.itemTitle })
  const editable = canWrite && !resource.importOnly
  // Import-only rows (licensed price files) change only by uploading the next file: no delete by hand either.
  const deletable = canDelete && !resource.importOnly
  const save = creating ? create : update
  const formId = `row-form-${resource.id}`
  const label = rowLabel(resource, row.data, toDisplayLocale(intl.locale))
  const saved = () => {
    showToast(intl.formatMessage({ id: 'productData.saved' }), 'success')
    onClose()
  }

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby="row-dialog-title" maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id="row-dialog-title">
        {creating ? <FormattedMessage id="productData.createTitle" values={{ item: itemTitle }} /> : label || itemTitle}
      </DialogTitle>
      <DialogContent dividers>
        {row.isLoading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {row.error && <Alert severity="error">{errors.formText(row.error)}</Alert>}
        {(creating || row.data) && (
          <RowForm
            key={row.data?.id ?? 'new'}
            resource={resource}
            formId={formId}
            mode={creating ? 'create' : 'update'}
            initial={toFormValues(resource, row.data)}
            readOnly={!editable}
            countryOf={countryOf}
            saveError={save.error}
            onSubmit={(values) => {
              if (creating) create.mutate({ resource: resource.id, body: toInput(values) }, { onSuccess: saved })
              else if (row.data) {
                const body = changedInput(toFormValues(resource, row.data), values)
                if (Object.keys(body).length === 0) onClose()
                else update.mutate({ resource: resource.id, id: row.data.id, body }, { onSuccess: saved })
              }
            }}
          >
            {row.data && renderDetail?.(row.data)}
          </RowForm>
        )}
        {!creating && row.data && <DerivedValues resource={resource} row={row.data} />}
      </DialogContent>
      <DialogActions>
        {!creating && deletable && row.data && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => setConfirmDelete(true)} sx={{ mr: 'auto' }}>
            <FormattedMessage id="productData.delete.submit" />
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={save.isPending}>
          <FormattedMessage id={editable ? 'common.cancel' : 'productData.close'} />
        </Button>
        {editable && (creating || row.data) && (
          <Button type="submit" form={formId} variant="contained" loading={save.isPending}>
            <FormattedMessage id={creating ? 'productData.create' : 'common.save'} />
          </Button>
        )}
      </DialogActions>
      {confirmDelete && row.data && (
        <DeleteRowDialog
          resource={resource}
          id={row.data.id}
          label={label}
          onClose={() => setConfirmDelete(false)}
          onDeleted={() => {
            showToast(intl.formatMessage({ id: 'productData.deleted' }), 'success')
            onClose()
          }}
        />
      )}
    </Dialog>
  )
}
