// ROOT's NCBI settings: the API key (write-only; its last four characters are shown) and the contact e-mail.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useNcbiSettings } from '../api/get-ncbi-settings.ts'
import { useSaveNcbiSettings } from '../api/save-ncbi-settings.ts'

export function NcbiSettingsPanel() {
  const intl = useIntl()
  const settings = useNcbiSettings(true)
  const save = useSaveNcbiSettings()
  const errors = useApiErrorText()
  const [apiKey, setApiKey] = useState('')
  const [email, setEmail] = useState<string | null>(null)
  const shownEmail = email ?? settings.data?.email ?? ''
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 3 }}>
      <Typography variant="subtitle2">
        <FormattedMessage id="pubmed.ncbi.title" />
      </Typography>
      {settings.data && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          {settings.data.apiKeyHint ? (
            <FormattedMessage
              id="pubmed.ncbi.keySet"
              values={{ hint: settings.data.apiKeyHint, rate: settings.data.requestsPerSecond }}
            />
          ) : (
            <FormattedMessage id="pubmed.ncbi.noKey" values={{ rate: settings.data.requestsPerSecond }} />
          )}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        <TextField
          size="small"
          type="password"
          autoComplete="off"
          label={intl.formatMessage({ id: 'pubmed.ncbi.apiKey' })}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <TextField
          size="small"
          type="email"
          label={intl.formatMessage({ id: 'pubmed.ncbi.email' })}
          value={shownEmail}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={save.isPending}
          onClick={() =>
            save.mutate(
              { ...(apiKey.trim() ? { apiKey: apiKey.trim() } : {}), email: shownEmail.trim() || null },
              { onSuccess: () => setApiKey('') },
            )
          }
        >
          <FormattedMessage id="pubmed.ncbi.save" />
        </Button>
        {settings.data?.apiKeyHint && (
          <Button size="small" disabled={save.isPending} onClick={() => save.mutate({ apiKey: null })}>
            <FormattedMessage id="pubmed.ncbi.removeKey" />
          </Button>
        )}
      </Stack>
      {save.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {errors.formText(save.error)}
        </Alert>
      )}
    </Paper>
  )
}
