import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useAmbassadors } from '../api/get-ambassadors.ts'
import { useImportExportFile } from '../api/import-export-file.ts'

/** Import of LinkedIn post-analytics exports (CSV or XLSX); a file with bad rows lists them and changes nothing. */
export function ImportPanel() {
  const intl = useIntl()
  const ambassadors = useAmbassadors()
  const upload = useImportExportFile()
  const errors = useApiErrorText()
  const [file, setFile] = useState<File | null>(null)
  const [ambassadorId, setAmbassadorId] = useState('')
  const outcome = upload.data
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="influencing.import.help" />
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <Button variant="outlined" component="label">
          <FormattedMessage id="influencing.import.choose" />
          <input
            hidden
            type="file"
            accept=".csv,.xlsx"
            aria-label={intl.formatMessage({ id: 'influencing.import.choose' })}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Button>
        <Typography>{file?.name ?? intl.formatMessage({ id: 'influencing.import.noFile' })}</Typography>
        <TextField
          select
          size="small"
          sx={{ minWidth: 240 }}
          label={intl.formatMessage({ id: 'influencing.import.ambassador' })}
          value={ambassadorId}
          onChange={(event) => setAmbassadorId(event.target.value)}
        >
          <MenuItem value="">{intl.formatMessage({ id: 'influencing.import.fromFile' })}</MenuItem>
          {ambassadors.data?.items.map((a) => (
            <MenuItem key={a.id} value={a.id}>
              {a.name}
            </MenuItem>
          ))}
        </TextField>
        <Button
          variant="contained"
          disabled={!file || upload.isPending}
          onClick={() => file && upload.mutate({ file, ambassadorId: ambassadorId || null })}
        >
          <FormattedMessage id="influencing.import.start" />
        </Button>
      </Box>
      {upload.error && (
        <Alert severity="error">
          {errors.formText(upload.error) ?? Object.values(errors.fieldTexts(upload.error)).join(' ')}
        </Alert>
      )}
      {outcome && 'result' in outcome && (
        <Alert severity="success" role="status">
          <FormattedMessage id="influencing.import.done" values={outcome.result} />
        </Alert>
      )}
      {outcome && 'refusal' in outcome && (
        <Alert severity="error">
          <FormattedMessage
            id="influencing.import.badRows"
            values={{ count: outcome.refusal.rowErrors.length }}
          />
          <List dense>
            {outcome.refusal.rowErrors.map((e) => (
              <ListItem key={`${e.line}-${e.column}-${e.code}`} disableGutters>
                <FormattedMessage
                  id="influencing.import.rowError"
                  values={{ line: e.line, column: e.column, reason: errors.text(e) }}
                />
              </ListItem>
            ))}
          </List>
        </Alert>
      )}
    </Box>
  )
}
