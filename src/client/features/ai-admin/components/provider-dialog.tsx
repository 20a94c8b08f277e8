import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useSaveProvider, type AiProvider } from '../api/ai-admin-api.ts'

/** `Name: value` lines to headers; null when a line has no name or no colon. */
function parseHeaders(text: string): Record<string, string> | null {
  const headers: Record<string, string> = {}
  for (const line of text.split('\n').map((entry) => entry.trim()).filter(Boolean)) {
    const colon = line.indexOf(':')
    if (colon <= 0) return null
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  return headers
}

/** Adds or edits a provider. The key is write-only: empty keeps the stored one, the box removes it. */
export function ProviderDialog({ provider, onClose }: { provider: AiProvider | null; onClose: () => void }) {
  const intl = useIntl()
  const [name, setName] = useState(provider?.name ?? '')
  const [baseUrl, setBaseUrl] = useState(provider?.baseUrl ?? 'https://api.openai.com/v1')
  const [apiKey, setApiKey] = useState('')
  const [removeKey, setRemoveKey] = useState(false)
  const [timeoutMs, setTimeoutMs] = useState(String(provider?.timeoutMs ?? 60000))
  const [maxRetries, setMaxRetries] = useState(String(provider?.maxRetries ?? 2))
  const [enabled, setEnabled] = useState(provider?.enabled ?? true)
  // Secret header values come masked from the server and go back masked; the server keeps the real ones.
  const [headerText, setHeaderText] = useState(Object.entries(provider?.headers ?? {}).map(([name, value]) => `${name}: ${value}`).join('\n'))
  const headers = parseHeaders(headerText)
  const save = useSaveProvider()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(save.error)
  const formError = errors.formText(save.error)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!headers) return
    const key = removeKey ? { apiKey: null } : apiKey ? { apiKey } : {}
    const body = { name, kind: 'openai-compatible' as const, baseUrl: baseUrl.trim(), timeoutMs: Number(timeoutMs), maxRetries: Number(maxRetries), enabled, headers, ...key }
    save.mutate({ id: provider?.id ?? null, body }, { onSuccess: () => (showToast(intl.formatMessage({ id: 'aiAdmin.saved' }), 'success'), onClose()) })
  }
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="provider-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="provider-dialog-title">
          <FormattedMessage id={provider ? 'aiAdmin.editProvider' : 'aiAdmin.addProvider'} />
        </DialogTitle>
        <DialogContent>
          {formError && <Alert severity="error" sx={{ mb: 2 }}>{formError}</Alert>}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField required label={label('aiAdmin.name')} value={name} onChange={(e) => setName(e.target.value)} error={Boolean(fieldErrors.name)} helperText={fieldErrors.name} />
            <TextField required label={label('aiAdmin.baseUrl')} value={baseUrl} onChange={(e) => setBaseUrl(e.target.value)} error={Boolean(fieldErrors.baseUrl)} helperText={fieldErrors.baseUrl} />
            <TextField
              type="password"
              autoComplete="off"
              label={label('aiAdmin.apiKey')}
              value={apiKey}
              disabled={removeKey}
              onChange={(e) => setApiKey(e.target.value)}
              error={Boolean(fieldErrors.apiKey)}
              helperText={fieldErrors.apiKey ?? (provider?.hasApiKey ? intl.formatMessage({ id: 'aiAdmin.apiKeyKeep' }, { hint: provider.apiKeyHint ?? '' }) : undefined)}
            />
            {provider?.hasApiKey && <FormControlLabel control={<Checkbox checked={removeKey} onChange={(e) => setRemoveKey(e.target.checked)} />} label={label('aiAdmin.apiKeyRemove')} />}
            <Stack direction="row" spacing={2}>
              <TextField type="number" label={label('aiAdmin.timeoutMs')} value={timeoutMs} onChange={(e) => setTimeoutMs(e.target.value)} error={Boolean(fieldErrors.timeoutMs)} helperText={fieldErrors.timeoutMs} />
              <TextField type="number" label={label('aiAdmin.maxRetries')} value={maxRetries} onChange={(e) => setMaxRetries(e.target.value)} error={Boolean(fieldErrors.maxRetries)} helperText={fieldErrors.maxRetries} />
            </Stack>
            <TextField
              multiline
              minRows={2}
              label={label('aiAdmin.headers')}
              value={headerText}
              onChange={(e) => setHeaderText(e.target.value)}
              error={!headers || Boolean(fieldErrors.headers)}
              helperText={!headers ? label('aiAdmin.headersInvalid') : (fieldErrors.headers ?? label('aiAdmin.headersHint'))}
            />
            <FormControlLabel control={<Checkbox checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />} label={label('aiAdmin.enabled')} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}><FormattedMessage id="aiAdmin.cancel" /></Button>
          <Button type="submit" variant="contained" disabled={save.isPending}><FormattedMessage id="aiAdmin.save" /></Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
