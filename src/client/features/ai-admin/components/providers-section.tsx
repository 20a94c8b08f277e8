import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDeleteProvider, useTestProvider, type AiModel, type AiProvider } from '../api/ai-admin-api.ts'
import { ConfirmDeleteDialog } from './confirm-delete-dialog.tsx'
import type { ModelDraft } from './model-dialog.tsx'
import { ProviderDialog } from './provider-dialog.tsx'

/** The providers table of the ROOT of PARENT: add, edit, delete, and test a connection. */
export function ProvidersSection({ providers, models, onAddModel }: { providers: AiProvider[]; models: AiModel[]; onAddModel: (draft: ModelDraft) => void }) {
  const intl = useIntl()
  const [editing, setEditing] = useState<AiProvider | 'new' | null>(null)
  const [deleting, setDeleting] = useState<AiProvider | null>(null)
  const [tested, setTested] = useState<AiProvider | null>(null)
  const remove = useDeleteProvider()
  const test = useTestProvider()
  const errors = useApiErrorText()
  const runTest = (provider: AiProvider) => {
    setTested(provider)
    test.mutate(provider.id)
  }
  const known = new Set(models.filter((model) => model.providerId === tested?.id).map((model) => model.modelName))
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2"><FormattedMessage id="aiAdmin.providers" /></Typography>
        <Button variant="contained" onClick={() => setEditing('new')}><FormattedMessage id="aiAdmin.addProvider" /></Button>
      </Stack>
      {providers.length > 0 && (
        <Table size="small" aria-label={intl.formatMessage({ id: 'aiAdmin.providers' })}>
          <TableHead>
            <TableRow>
              <TableCell><FormattedMessage id="aiAdmin.name" /></TableCell>
              <TableCell><FormattedMessage id="aiAdmin.baseUrl" /></TableCell>
              <TableCell><FormattedMessage id="aiAdmin.apiKey" /></TableCell>
              <TableCell><FormattedMessage id="aiAdmin.actions" /></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {providers.map((provider) => (
              <TableRow key={provider.id}>
                <TableCell>
                  {provider.name} {!provider.enabled && <Chip size="small" label={intl.formatMessage({ id: 'aiAdmin.disabled' })} />}
                </TableCell>
                <TableCell>{provider.baseUrl}</TableCell>
                <TableCell>{provider.apiKeyHint ? `…${provider.apiKeyHint}` : '–'}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => runTest(provider)}><FormattedMessage id="aiAdmin.testConnection" /></Button>
                  <Button size="small" onClick={() => setEditing(provider)}><FormattedMessage id="aiAdmin.edit" /></Button>
                  <Button size="small" color="error" onClick={() => setDeleting(provider)}><FormattedMessage id="aiAdmin.delete" /></Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {tested && test.error && <Alert severity="error" sx={{ mt: 2 }}>{errors.formText(test.error)}</Alert>}
      {tested && test.data && (
        <Box sx={{ mt: 2 }} role="status">
          {test.data.ok ? (
            <Alert severity="success">
              {intl.formatMessage({ id: 'aiAdmin.testOk' }, { count: test.data.models.length })}
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
                {test.data.models.map((name) => (
                  <Chip key={name} label={name} variant={known.has(name) ? 'filled' : 'outlined'} disabled={known.has(name)} onClick={() => onAddModel({ providerId: tested.id, modelName: name })} title={intl.formatMessage({ id: 'aiAdmin.addAsModel' })} />
                ))}
              </Stack>
            </Alert>
          ) : (
            <Alert severity="error">{intl.formatMessage({ id: 'aiAdmin.testFailed' }, { reason: intl.formatMessage({ id: test.data.code ?? 'ai.badResponse' }) })}</Alert>
          )}
        </Box>
      )}
      {editing && <ProviderDialog provider={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDeleteDialog
          text={intl.formatMessage({ id: 'aiAdmin.deleteProviderConfirm' }, { name: deleting.name })}
          pending={remove.isPending}
          onClose={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
        />
      )}
    </Paper>
  )
}
