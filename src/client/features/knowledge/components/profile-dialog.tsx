import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'
import type { KnowledgeFile } from '../api/files.ts'
import type { DocumentProfile } from '../api/file-profile.ts'

const textFields = ['product', 'strength', 'form', 'market'] as const
const documentTypes = ['smpc', 'leaflet', 'training', 'claims', 'priceList', 'pressRelease', 'faq'] as const
const languages = ['german', 'french', 'english'] as const
const empty: DocumentProfile = {
  product: null,
  strength: null,
  form: null,
  documentType: null,
  market: null,
  language: null,
  versionDate: null,
}

/** What a document is (decision 0091): read at indexing, corrected here. */
export function ProfileDialog({
  file,
  error,
  onSave,
  onClose,
}: {
  file: KnowledgeFile
  error: string | null
  onSave: (profile: DocumentProfile) => void
  onClose: () => void
}) {
  const intl = useIntl()
  const stored = file.profile
  const [values, setValues] = useState<DocumentProfile>(
    stored
      ? {
          product: stored.product,
          strength: stored.strength,
          form: stored.form,
          documentType: stored.documentType,
          market: stored.market,
          language: stored.language,
          versionDate: stored.versionDate,
        }
      : empty,
  )
  const set = <K extends keyof DocumentProfile>(key: K, value: DocumentProfile[K]) =>
    setValues((all) => ({ ...all, [key]: value }))
  const select = (value: string) => (value === '' ? null : value)
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>
        <FormattedMessage id="knowledge.profile.title" values={{ name: file.filename }} />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage id="knowledge.profile.hint" />
        </Typography>
        {textFields.map((key) => (
          <TextField
            key={key}
            label={intl.formatMessage({ id: `knowledge.profile.${key}` })}
            value={values[key] ?? ''}
            onChange={(e) => set(key, e.target.value)}
          />
        ))}
        <TextField
          select
          label={intl.formatMessage({ id: 'knowledge.profile.documentType' })}
          value={values.documentType ?? ''}
          onChange={(e) => set('documentType', select(e.target.value) as DocumentProfile['documentType'])}
        >
          <MenuItem value="">–</MenuItem>
          {documentTypes.map((type) => (
            <MenuItem key={type} value={type}>
              {intl.formatMessage({ id: `knowledge.profile.type.${type}` })}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={intl.formatMessage({ id: 'knowledge.profile.language' })}
          value={values.language ?? ''}
          onChange={(e) => set('language', select(e.target.value) as DocumentProfile['language'])}
        >
          <MenuItem value="">–</MenuItem>
          {languages.map((language) => (
            <MenuItem key={language} value={language}>
              {intl.formatMessage({ id: `knowledge.profile.language.${language}` })}
            </MenuItem>
          ))}
        </TextField>
        <LocaleDateField
          label={intl.formatMessage({ id: 'knowledge.profile.versionDate' })}
          value={values.versionDate ?? ''}
          onChange={(iso) => set('versionDate', iso === '' ? null : iso)}
        />
        {error && <FormattedMessage id="knowledge.profile.failed" values={{ reason: error }} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button variant="contained" onClick={() => onSave(values)}>
          <FormattedMessage id="common.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
