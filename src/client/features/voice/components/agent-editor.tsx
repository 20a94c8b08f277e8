import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSaveVoiceAgent } from '../api/save-agent.ts'
import type { Agent, AgentBody, AgentConfig, VoiceOptions } from '../api/voice-types.ts'
import { AnalysisConfigEditor } from './analysis-config-editor.tsx'

const languages = ['de-DE', 'de-AT', 'fr-FR'] as const
const noModel = ''

export const emptyAgent = (): AgentBody => ({
  name: '',
  config: {
    persona: '',
    language: 'de-DE',
    voice: 'alloy',
    instructions: '',
    firstMessage: '',
    collectionIds: [],
    productLookup: true,
    chatModelId: null,
    transcriptionModelId: null,
    speechModelId: null,
    maxCallSeconds: 600,
    recording: false,
    consentText: '',
    summaryPrompt: '',
    dataFields: [],
    successCriteria: [],
  },
})

/** The agent's settings; saving writes a new version. */
export function AgentEditor({
  agent,
  options,
  onSaved,
}: {
  agent: Agent | null
  options: VoiceOptions
  onSaved: (agentId: string) => void
}) {
  const intl = useIntl()
  const t = (id: string) => intl.formatMessage({ id })
  const [body, setBody] = useState<AgentBody>(
    agent ? { name: agent.name, config: agent.config } : emptyAgent(),
  )
  const save = useSaveVoiceAgent()
  const errors = useApiErrorText()
  const config = body.config
  const set = (patch: Partial<AgentConfig>) => setBody({ ...body, config: { ...config, ...patch } })
  const modelSelect = (
    label: string,
    value: string | null,
    models: { id: string; label: string }[],
    key: 'chatModelId' | 'transcriptionModelId' | 'speechModelId',
    noneLabel: string,
  ) => (
    <TextField
      select
      size="small"
      label={t(label)}
      value={value ?? noModel}
      onChange={(event) => set({ [key]: event.target.value || null })}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={noModel}>{t(noneLabel)}</MenuItem>
      {models.map((model) => (
        <MenuItem key={model.id} value={model.id}>
          {model.label}
        </MenuItem>
      ))}
    </TextField>
  )
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2 }}
      component="form"
      aria-label={t('voice.agent.editor')}
      onSubmit={(event) => {
        event.preventDefault()
        save.mutate({ agentId: agent?.id ?? null, body }, { onSuccess: (saved) => onSaved(saved.id) })
      }}
    >
      <Stack spacing={2}>
        {agent && (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="voice.agent.version"
              values={{ version: agent.version, count: agent.versions.length }}
            />
          </Typography>
        )}
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          <TextField
            required
            size="small"
            label={t('voice.agent.name')}
            value={body.name}
            onChange={(event) => setBody({ ...body, name: event.target.value })}
          />
          <TextField
            select
            size="small"
            label={t('voice.agent.language')}
            value={config.language}
            onChange={(event) => set({ language: event.target.value as AgentConfig['language'] })}
            sx={{ minWidth: 180 }}
          >
            {languages.map((language) => (
              <MenuItem key={language} value={language}>
                {t(`voice.language.${language.replace('-', '')}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            size="small"
            label={t('voice.agent.voice')}
            value={config.voice}
            onChange={(event) => set({ voice: event.target.value })}
          />
          <TextField
            size="small"
            type="number"
            label={t('voice.agent.maxCallSeconds')}
            value={config.maxCallSeconds}
            onChange={(event) => set({ maxCallSeconds: Number(event.target.value) })}
            slotProps={{ htmlInput: { min: 30, max: 3600 } }}
          />
        </Stack>
        <TextField
          size="small"
          label={t('voice.agent.persona')}
          value={config.persona}
          onChange={(event) => set({ persona: event.target.value })}
        />
        <TextField
          multiline
          minRows={3}
          label={t('voice.agent.instructions')}
          value={config.instructions}
          onChange={(event) => set({ instructions: event.target.value })}
        />
        <TextField
          size="small"
          label={t('voice.agent.firstMessage')}
          value={config.firstMessage}
          onChange={(event) => set({ firstMessage: event.target.value })}
        />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('voice.agent.collections')}
            value={config.collectionIds}
            onChange={(event) => set({ collectionIds: event.target.value as unknown as string[] })}
            slotProps={{ select: { multiple: true } }}
            sx={{ minWidth: 260 }}
          >
            {options.collections.map((collection) => (
              <MenuItem key={collection.id} value={collection.id}>
                {collection.name}
              </MenuItem>
            ))}
          </TextField>
          <FormControlLabel
            control={
              <Checkbox
                checked={config.productLookup}
                onChange={(event) => set({ productLookup: event.target.checked })}
              />
            }
            label={t('voice.agent.productLookup')}
          />
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {modelSelect(
            'voice.agent.chatModel',
            config.chatModelId,
            options.chatModels,
            'chatModelId',
            'voice.agent.defaultModel',
          )}
          {modelSelect(
            'voice.agent.transcriptionModel',
            config.transcriptionModelId,
            options.transcriptionModels,
            'transcriptionModelId',
            'voice.agent.noModel',
          )}
          {modelSelect(
            'voice.agent.speechModel',
            config.speechModelId,
            options.speechModels,
            'speechModelId',
            'voice.agent.noModel',
          )}
        </Stack>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={
              <Checkbox
                checked={config.recording}
                onChange={(event) => set({ recording: event.target.checked })}
              />
            }
            label={t('voice.agent.recording')}
          />
          <TextField
            size="small"
            fullWidth
            disabled={!config.recording}
            label={t('voice.agent.consentText')}
            value={config.consentText}
            onChange={(event) => set({ consentText: event.target.value })}
          />
        </Stack>
        <TextField
          multiline
          minRows={2}
          label={t('voice.agent.summaryPrompt')}
          value={config.summaryPrompt}
          onChange={(event) => set({ summaryPrompt: event.target.value })}
        />
        <AnalysisConfigEditor config={config} onChange={(next) => setBody({ ...body, config: next })} />
        {save.error && <Alert severity="error">{errors.formText(save.error)}</Alert>}
        {save.isSuccess && (
          <Alert severity="success">
            <FormattedMessage id="voice.agent.saved" />
          </Alert>
        )}
        <Button type="submit" variant="contained" disabled={save.isPending} sx={{ alignSelf: 'flex-start' }}>
          <FormattedMessage id="voice.agent.save" />
        </Button>
        {agent && (
          <Alert severity="info">
            <FormattedMessage
              id="voice.agent.webhook"
              values={{ path: `${window.location.origin}${agent.webhookPath}` }}
            />
            <Typography component="div" variant="body2" sx={{ fontFamily: 'monospace', mt: 1 }}>
              {agent.webhookSecret}
            </Typography>
          </Alert>
        )}
      </Stack>
    </Paper>
  )
}
