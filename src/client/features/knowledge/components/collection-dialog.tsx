import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { KnowledgeCollection } from '../api/collections.ts'

export interface CollectionValues {
  name: string
  description: string
  internal: boolean
}

/** Create a collection (no `collection`) or rename and describe one. */
export function CollectionDialog({
  collection,
  error,
  onSave,
  onClose,
}: {
  collection: KnowledgeCollection | null
  error: string | null
  onSave: (values: CollectionValues) => void
  onClose: () => void
}) {
  const intl = useIntl()
  const [values, setValues] = useState<CollectionValues>({
    name: collection?.name ?? '',
    description: collection?.description ?? '',
    internal: collection?.internal ?? false,
  })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage id={collection ? 'knowledge.collection.edit' : 'knowledge.collection.create'} />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          label={intl.formatMessage({ id: 'knowledge.collection.name' })}
          value={values.name}
          onChange={(e) => setValues({ ...values, name: e.target.value })}
          required
          autoFocus
          error={Boolean(error)}
          helperText={error}
        />
        <TextField
          label={intl.formatMessage({ id: 'knowledge.collection.description' })}
          value={values.description}
          onChange={(e) => setValues({ ...values, description: e.target.value })}
          multiline
          minRows={2}
        />
        {/* Not ticked for a new collection; what the choice means is said where it is made. */}
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={values.internal}
                onChange={(e) => setValues({ ...values, internal: e.target.checked })}
                slotProps={{
                  input: {
                    'aria-describedby': 'collection-internal-help',
                  } as React.InputHTMLAttributes<HTMLInputElement>,
                }}
              />
            }
            label={intl.formatMessage({ id: 'knowledge.collection.internal' })}
          />
          <FormHelperText id="collection-internal-help" sx={{ mt: 0, ml: 4 }}>
            <FormattedMessage id="knowledge.collection.internalHelp" />
          </FormHelperText>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" disabled={!values.name.trim()} onClick={() => onSave(values)}>
          <FormattedMessage id="common.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
