import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemText from '@mui/material/ListItemText'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useDeleteVoiceAgent } from '../api/delete-agent.ts'
import { useVoiceAgent } from '../api/get-agent.ts'
import { useVoiceAgents } from '../api/get-agents.ts'
import { useVoiceOptions } from '../api/get-options.ts'
import { AgentEditor } from '../components/agent-editor.tsx'
import { TryItPanel } from '../components/try-it-panel.tsx'
import { canSetUpVoice } from '../lib/voice-rights.ts'

/** /ai-services/voice-ai-setup: the tenant's voice agents, one open in the editor with "try it". */
export default function VoiceSetupPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.voiceAiSetup'
  const user = useSessionUser()
  const agents = useVoiceAgents()
  const options = useVoiceOptions()
  const errors = useApiErrorText()
  const [selected, setSelected] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const agent = useVoiceAgent(selected)
  const remove = useDeleteVoiceAgent()
  const header = (
    <PageHeader
      title={<FormattedMessage id={titleId} />}
      subtitle={<FormattedMessage id="voice.setup.intro" />}
    />
  )
  if (!canSetUpVoice(user))
    return (
      <>
        {header}
        <Alert severity="info">
          <FormattedMessage id="voice.notForGroup" />
        </Alert>
      </>
    )
  const loading = agents.isLoading || options.isLoading || (selected !== null && agent.isLoading)
  const failure = agents.error ?? options.error ?? agent.error
  return (
    <>
      {header}
      {loading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(failure)}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          sx={{ p: 1, minWidth: 260 }}
          component="nav"
          aria-label={intl.formatMessage({ id: 'voice.agents.title' })}
        >
          <Typography variant="subtitle1" sx={{ px: 1 }}>
            <FormattedMessage id="voice.agents.title" />
          </Typography>
          {agents.data?.items.length === 0 && (
            <Typography variant="body2" color="textSecondary" sx={{ px: 1 }}>
              <FormattedMessage id="voice.agents.empty" />
            </Typography>
          )}
          <List dense>
            {agents.data?.items.map((one) => (
              <ListItemButton
                key={one.id}
                selected={one.id === selected}
                onClick={() => {
                  setCreating(false)
                  setSelected(one.id)
                }}
              >
                <ListItemText
                  primary={one.name}
                  secondary={intl.formatMessage(
                    { id: 'voice.agents.line' },
                    {
                      language: intl.formatMessage({ id: `voice.language.${one.language.replace('-', '')}` }),
                      version: one.version,
                    },
                  )}
                />
              </ListItemButton>
            ))}
          </List>
          <Button
            onClick={() => {
              setSelected(null)
              setCreating(true)
            }}
          >
            <FormattedMessage id="voice.agents.new" />
          </Button>
        </Paper>
        <Stack sx={{ flex: 1, width: '100%' }}>
          {options.data && creating && (
            <AgentEditor
              key="new"
              agent={null}
              options={options.data}
              onSaved={(id) => {
                setCreating(false)
                setSelected(id)
              }}
            />
          )}
          {options.data && agent.data && selected && (
            <>
              <AgentEditor
                key={`${agent.data.id}-${agent.data.version}`}
                agent={agent.data}
                options={options.data}
                onSaved={() => undefined}
              />
              <TryItPanel
                key={`${agent.data.id}-${agent.data.version}`}
                agentId={agent.data.id}
                recording={agent.data.config.recording}
                consentText={agent.data.config.consentText}
              />
              <Button
                color="error"
                sx={{ alignSelf: 'flex-start' }}
                onClick={() => remove.mutate(agent.data.id, { onSuccess: () => setSelected(null) })}
              >
                <FormattedMessage id="voice.agents.delete" />
              </Button>
            </>
          )}
          {options.data && !options.data.safetyInbox && (
            <Alert severity="warning" sx={{ mt: 2 }}>
              <FormattedMessage id="voice.noSafetyInbox" />
            </Alert>
          )}
        </Stack>
      </Stack>
    </>
  )
}
