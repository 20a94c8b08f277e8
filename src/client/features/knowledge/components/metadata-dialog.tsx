import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { FileMetadata, KnowledgeFile } from '../api/files.ts'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'

const textFields = ['product', 'country', 'language'] as const
const documentTypes = ['', 'SmPC', 'leaflet', 'claims list', 'other'] as const

/** The pharma metadata of a file: product, country, language, document type, validity. */
export function MetadataDialog({
  file,
  error,
  onSave,
  onClose,
}: {
  file: KnowledgeFile
  error: string | null
  onSave: (metadata: FileMetadata) => void
  onClose: () => void
}) {
  const intl = useIntl()
  const [values, setValues] = useState<Record<string, string>>({ ...file.metadata })
  const set = (key: string, value: string) => setValues((all) => ({ ...all, [key]: value }))
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage id="knowledge.metadata.title" values={{ name: file.filename }} />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        {textFields.map((key) => (
          <TextField
            key={key}
            label={intl.formatMessage({ id: `knowledge.metadata.${key}` })}
            value={values[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <TextField
          select
          label={intl.formatMessage({ id: 'knowledge.metadata.documentType' })}
          value={values.documentType ?? ''}
          onChange={(e) => set('documentType', e.target.value)}
        >
          {documentTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {type ? intl.formatMessage({ id: `knowledge.documentType.${type.replace(' ', '')}` }) : '–'}
            </MenuItem>
          ))}
        </TextField>
        {(['validFrom', 'validTo'] as const).map((key) => (
          <LocaleDateField
            key={key}
            label={intl.formatMessage({ id: `knowledge.metadata.${key}` })}
            value={values[key] ?? ''}
            onChange={(iso) => set(key, iso)}
          />
        ))}
        {error && <FormattedMessage id="knowledge.metadata.failed" values={{ reason: error }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={() => onSave(values as FileMetadata)}>
          <FormattedMessage id="common.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
