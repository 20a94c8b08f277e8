import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useConnectMailchimp, useDisconnectMailchimp } from '../api/change-connection.ts'
import { useCampaignConnection } from '../api/get-connection.ts'
import { useImportExport } from '../api/import-export.ts'
import { useSyncCampaigns } from '../api/sync-campaigns.ts'
import { useCodeText } from '../lib/use-code-text.ts'

/** The Mailchimp key (checked, stored encrypted), the sync's state, sync now, and the export import. */
export function ConnectionPanel() {
  const intl = useIntl()
  const { codeText, requestText } = useCodeText()
  const connection = useCampaignConnection()
  const connect = useConnectMailchimp()
  const disconnect = useDisconnectMailchimp()
  const sync = useSyncCampaigns()
  const importExport = useImportExport()
  const [apiKey, setApiKey] = useState('')
  const current = connection.data?.connection ?? null
  const queryClient = useQueryClient()
  const syncedAt = current?.syncedAt ?? null
  // A sync that ended changed the library: its lists are read again.
  useEffect(() => {
    if (syncedAt) void queryClient.invalidateQueries({ queryKey: ['campaigns', 'list'] })
  }, [syncedAt, queryClient])
  const failure = connect.error ?? sync.error ?? disconnect.error ?? importExport.error

  const submit = (event: FormEvent) => {
    event.preventDefault()
    connect.mutate(apiKey, {
      onSuccess: () => {
        setApiKey('')
        showToast(intl.formatMessage({ id: 'campaignLibrary.connection.connectedToast' }), 'success')
      },
    })
  }
  const importFile = (file: File | undefined) => {
    if (!file) return
    importExport.mutate(file, {
      onSuccess: (result) =>
        showToast(intl.formatMessage({ id: 'campaignLibrary.import.done' }, result), 'success'),
    })
  }
  const syncText = () => {
    if (!current) return null
    const status = current.syncStatus
    if (status === 'ok' && current.syncedAt)
      return intl.formatMessage(
        { id: 'campaignLibrary.sync.ok' },
        {
          when: intl.formatDate(current.syncedAt, { dateStyle: 'medium', timeStyle: 'short' }),
          count: current.syncedCount,
          skipped: current.skippedCount,
        },
      )
    if (status === 'failed')
      return intl.formatMessage(
        { id: 'campaignLibrary.sync.failed' },
        { reason: codeText(current.syncErrorCode ?? 'campaigns.syncFailed') },
      )
    return intl.formatMessage({ id: `campaignLibrary.sync.${status}` })
  }

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="section"
      aria-labelledby="campaign-connection-title"
    >
      <Typography variant="h6" component="h2" id="campaign-connection-title" gutterBottom>
        <FormattedMessage id="campaignLibrary.connection.title" />
      </Typography>
      {current ? (
        <>
          <Typography variant="body2">
            <FormattedMessage
              id="campaignLibrary.connection.connected"
              values={{
                account: current.accountName ?? '',
                datacenter: current.datacenter,
                hint: current.apiKeyHint,
              }}
            />
          </Typography>
          <Typography variant="body2" color="textSecondary" role="status" sx={{ mb: 1 }}>
            {syncText()}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => sync.mutate()} disabled={sync.isPending}>
              <FormattedMessage id="campaignLibrary.connection.syncNow" />
            </Button>
            <Button onClick={() => disconnect.mutate()} disabled={disconnect.isPending}>
              <FormattedMessage id="campaignLibrary.connection.disconnect" />
            </Button>
          </Box>
        </>
      ) : (
        <Typography variant="body2" sx={{ mb: 1 }}>
          <FormattedMessage id="campaignLibrary.connection.none" />
        </Typography>
      )}
      <Box component="form" onSubmit={submit} sx={{ display: 'flex', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        <TextField
          size="small"
          type="password"
          autoComplete="off"
          label={intl.formatMessage({ id: 'campaignLibrary.connection.apiKey' })}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
          sx={{ minWidth: 360 }}
        />
        <Button type="submit" variant="outlined" disabled={!apiKey.trim() || connect.isPending}>
          <FormattedMessage id="campaignLibrary.connection.connect" />
        </Button>
        <Button component="label" variant="outlined" disabled={importExport.isPending}>
          <FormattedMessage id="campaignLibrary.import.button" />
          <input
            hidden
            type="file"
            accept=".csv,.html,.htm"
            onChange={(event) => {
              importFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </Button>
      </Box>
      <Typography variant="caption" color="textSecondary">
        <FormattedMessage id="campaignLibrary.import.help" />
      </Typography>
      {failure && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {requestText(failure)}
        </Alert>
      )}
    </Paper>
  )
}
