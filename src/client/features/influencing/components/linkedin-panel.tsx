import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import {
  useConnectLinkedin,
  useDisconnectLinkedin,
  useLinkedin,
  useSaveLinkedinApp,
  useSyncLinkedin,
} from '../api/linkedin.ts'

/** LinkedIn's Member Post Analytics: the admin's app, the ambassador's own connection and its sync. */
export function LinkedinPanel({ canManage, outcome }: { canManage: boolean; outcome: string | null }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const linkedin = useLinkedin()
  const saveApp = useSaveLinkedinApp()
  const connect = useConnectLinkedin()
  const sync = useSyncLinkedin()
  const disconnect = useDisconnectLinkedin()
  const [clientId, setClientId] = useState('')
  const [clientSecret, setClientSecret] = useState('')
  const data = linkedin.data
  const connection = data?.connection ?? null
  const date = (iso: string | null) =>
    iso ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' }) : '—'
  const failure = [saveApp, connect, sync, disconnect].find((m) => m.error)?.error
  return (
    <Box>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        <FormattedMessage id="influencing.linkedin.intro" />
      </Typography>
      {outcome && (
        <Alert severity={outcome === 'connected' ? 'success' : 'error'} sx={{ mb: 2 }}>
          {outcome === 'connected'
            ? intl.formatMessage({ id: 'influencing.linkedin.connected' })
            : errors.text({ code: outcome, message: outcome })}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(failure)}
        </Alert>
      )}
      {data && !data.app && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="influencing.linkedin.noApp" />
        </Alert>
      )}
      {data?.app && !connection && !data.isAmbassador && (
        <Alert severity="info" sx={{ mb: 2 }}>
          <FormattedMessage id="influencing.linkedin.notAmbassador" />
        </Alert>
      )}
      {data?.app && data.isAmbassador && (!connection || connection.status === 'expired') && (
        <Button
          variant="contained"
          sx={{ mb: 2 }}
          onClick={() => connect.mutate(undefined)}
          disabled={connect.isPending}
        >
          <FormattedMessage
            id={connection ? 'influencing.linkedin.reconnect' : 'influencing.linkedin.connect'}
          />
        </Button>
      )}
      {connection && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }} data-testid="linkedin-connection">
          <Typography>
            <FormattedMessage id={`influencing.linkedin.status.${connection.status}`} />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="influencing.linkedin.sync"
              values={{
                status: intl.formatMessage({
                  id: `influencing.linkedin.syncStatus.${connection.syncStatus}`,
                }),
                at: date(connection.syncedAt),
                count: connection.syncedCount,
              }}
            />
          </Typography>
          {connection.retryAt && (
            <Typography variant="body2" color="textSecondary">
              <FormattedMessage id="influencing.linkedin.retryAt" values={{ at: date(connection.retryAt) }} />
            </Typography>
          )}
          {connection.syncErrorCode && (
            <Alert severity="warning" sx={{ mt: 1 }}>
              {errors.text({ code: connection.syncErrorCode, message: connection.syncErrorCode })}
            </Alert>
          )}
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            {connection.status === 'active' && (
              <Button variant="outlined" onClick={() => sync.mutate(undefined)} disabled={sync.isPending}>
                <FormattedMessage id="influencing.linkedin.syncNow" />
              </Button>
            )}
            <Button
              color="error"
              onClick={() => disconnect.mutate(undefined)}
              disabled={disconnect.isPending}
            >
              <FormattedMessage id="influencing.linkedin.disconnect" />
            </Button>
          </Box>
        </Paper>
      )}
      {canManage && data && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }}>
          <Typography variant="subtitle1" component="h2">
            <FormattedMessage id="influencing.linkedin.app" />
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            <FormattedMessage id="influencing.linkedin.appHelp" values={{ redirectUri: data.redirectUri }} />
          </Typography>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
            <TextField
              size="small"
              label={intl.formatMessage({ id: 'influencing.linkedin.clientId' })}
              placeholder={data.app?.clientId}
              value={clientId}
              onChange={(event) => setClientId(event.target.value)}
            />
            <TextField
              size="small"
              type="password"
              autoComplete="off"
              label={intl.formatMessage({ id: 'influencing.linkedin.clientSecret' })}
              value={clientSecret}
              onChange={(event) => setClientSecret(event.target.value)}
            />
            <Button
              variant="contained"
              disabled={!clientId.trim() || !clientSecret.trim() || saveApp.isPending}
              onClick={() =>
                saveApp.mutate({ clientId, clientSecret }, { onSuccess: () => setClientSecret('') })
              }
            >
              <FormattedMessage id="influencing.linkedin.saveApp" />
            </Button>
          </Box>
        </Paper>
      )}
    </Box>
  )
}
