import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { exportCalls } from '../api/export-calls.ts'
import { useVoiceAgents } from '../api/get-agents.ts'
import { useVoiceCalls } from '../api/get-calls.ts'
import type { CallFilter } from '../api/voice-types.ts'
import { CallDetail } from '../components/call-detail.tsx'
import { CallTable } from '../components/call-table.tsx'
import { canReadVoice, canRerunVoice } from '../lib/voice-rights.ts'

/** /ai-services/voice-ai-results: calls with their analysis, filters, CSV export, one call opened below. */
export default function VoiceResultsPage() {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })
  const titleId = useRouteTitleId() ?? 'page.voiceAiResults'
  const user = useSessionUser()
  const [filter, setFilter] = useState<CallFilter>({})
  const [selected, setSelected] = useState<string | null>(null)
  const [exportError, setExportError] = useState<unknown>(null)
  const agents = useVoiceAgents()
  const calls = useVoiceCalls(filter)
  const errors = useApiErrorText()
  const header = (
    <PageHeader
      title={<FormattedMessage id={titleId} />}
      subtitle={<FormattedMessage id="voice.results.intro" />}
    />
  )
  if (!canReadVoice(user))
    return (
      <>
        {header}
        <Alert severity="info">
          <FormattedMessage id="voice.notForGroup" />
        </Alert>
      </>
    )
  const set = (patch: Partial<CallFilter>) =>
    setFilter(
      Object.fromEntries(Object.entries({ ...filter, ...patch }).filter(([, value]) => value)) as CallFilter,
    )
  return (
    <>
      {header}
      <Paper
        variant="outlined"
        sx={{ p: 2, mb: 2 }}
        component="form"
        aria-label={t('voice.results.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('voice.filter.agent')}
            value={filter.agentId ?? ''}
            onChange={(event) => set({ agentId: event.target.value })}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('voice.filter.any')}</MenuItem>
            {agents.data?.items.map((agent) => (
              <MenuItem key={agent.id} value={agent.id}>
                {agent.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            type="date"
            label={t('voice.filter.from')}
            value={filter.from ?? ''}
            onChange={(event) => set({ from: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label={t('voice.filter.to')}
            value={filter.to ?? ''}
            onChange={(event) => set({ to: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            select
            size="small"
            label={t('voice.filter.outcome')}
            value={filter.outcome ?? ''}
            onChange={(event) => set({ outcome: event.target.value as CallFilter['outcome'] })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('voice.filter.any')}</MenuItem>
            {(['pass', 'fail', 'unknown'] as const).map((outcome) => (
              <MenuItem key={outcome} value={outcome}>
                {t(`voice.outcome.${outcome}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={t('voice.filter.ae')}
            value={filter.ae ?? ''}
            onChange={(event) => set({ ae: event.target.value as CallFilter['ae'] })}
            sx={{ minWidth: 140 }}
          >
            <MenuItem value="">{t('voice.filter.any')}</MenuItem>
            <MenuItem value="yes">{t('voice.value.yes')}</MenuItem>
            <MenuItem value="no">{t('voice.value.no')}</MenuItem>
          </TextField>
          <Button onClick={() => exportCalls(filter).catch(setExportError)}>
            <FormattedMessage id="voice.results.export" />
          </Button>
        </Stack>
      </Paper>
      {calls.isLoading && <LinearProgress aria-label={t('app.loading')} sx={{ mb: 2 }} />}
      {(calls.error ?? exportError) !== null && (calls.error || exportError) ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(calls.error ?? exportError)}
        </Alert>
      ) : null}
      {calls.data && calls.data.items.length === 0 && (
        <Typography color="textSecondary">
          <FormattedMessage id="voice.results.empty" />
        </Typography>
      )}
      {calls.data && calls.data.items.length > 0 && (
        <CallTable list={calls.data} selected={selected} onSelect={setSelected} />
      )}
      {selected && <CallDetail key={selected} callId={selected} canRerun={canRerunVoice(user)} />}
    </>
  )
}
