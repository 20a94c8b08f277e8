import UploadFileIcon from '@mui/icons-material/UploadFile'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ListResource, ResourceId } from '../../lib/product-data-resources.ts'

/** Largest file the API takes (bulk-uploads-create). */
export const MAX_FILE_BYTES = 30 * 1024 * 1024
const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

interface UploadFormProps {
  readonly resources: readonly ListResource[]
  readonly resource: ResourceId | undefined
  readonly onResourceChange: (id: ResourceId) => void
  readonly file: File | null
  readonly onFileChange: (file: File | null) => void
  /** 0..1 while the browser reads the file, null otherwise. */
  readonly readProgress: number | null
  readonly busy: boolean
  readonly error: string | null
  readonly onSubmit: () => void
}

/** Step one: which list, which file. */
export function UploadForm({ resources, resource, onResourceChange, file, onFileChange, readProgress, busy, error, onSubmit }: UploadFormProps) {
  const intl = useIntl()
  const input = useRef<HTMLInputElement>(null)
  const tooLarge = file !== null && file.size > MAX_FILE_BYTES
  const wrongType = file !== null && !/\.(csv|xlsx)$/i.test(file.name)
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSubmit()
      }}
      sx={{ display: 'grid', gap: 2, maxWidth: 640 }}
    >
      <TextField
        select
        label={intl.formatMessage({ id: 'bulkUpload.resource' })}
        value={resource ?? ''}
        onChange={(event) => onResourceChange(event.target.value as ResourceId)}
        required
      >
        {resources.map((candidate) => (
          <MenuItem key={candidate.id} value={candidate.id}>
            {intl.formatMessage({ id: candidate.title })}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <input
          ref={input}
          type="file"
          accept={ACCEPT}
          hidden
          onChange={(event) => {
            onFileChange(event.target.files?.[0] ?? null)
            // Choosing the same file again (after fixing it) must fire onChange again.
            event.target.value = ''
          }}
        />
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
          <FormattedMessage id="bulkUpload.chooseFile" />
        </Button>
        <Typography color={file ? 'textPrimary' : 'textSecondary'} sx={{ wordBreak: 'break-all' }}>
          {file ? file.name : intl.formatMessage({ id: 'bulkUpload.noFile' })}
        </Typography>
      </Box>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="bulkUpload.fileHint" values={{ max: Math.round(MAX_FILE_BYTES / 1024 / 1024) }} />
      </Typography>
      {tooLarge && <Alert severity="error"><FormattedMessage id="bulkUpload.tooLarge" values={{ max: Math.round(MAX_FILE_BYTES / 1024 / 1024) }} /></Alert>}
      {wrongType && <Alert severity="error"><FormattedMessage id="bulkUpload.wrongType" /></Alert>}
      {error && <Alert severity="error">{error}</Alert>}
      {readProgress !== null && (
        <Box>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="bulkUpload.reading" values={{ percent: Math.round(readProgress * 100) }} />
          </Typography>
          <LinearProgress variant="determinate" value={readProgress * 100} aria-label={intl.formatMessage({ id: 'bulkUpload.progress' })} />
        </Box>
      )}
      <Box>
        <Button type="submit" variant="contained" disabled={!resource || !file || tooLarge || wrongType} loading={busy}>
          <FormattedMessage id="bulkUpload.check" />
        </Button>
      </Box>
    </Box>
  )
}
