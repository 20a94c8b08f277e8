import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { PromptVersionEditor } from '../../../components/prompt-versions/prompt-version-editor.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useActivatePromptVersion } from '../api/activate-prompt-version.ts'
import { useCreatePromptVersion } from '../api/create-prompt-version.ts'
import { usePrompts } from '../api/get-prompts.ts'
import { PROFILES, type Profile, type PromptProfile } from '../api/medicheck-types.ts'
import { PromptTrial } from './prompt-trial.tsx'

/** Edit prompt (ADMIN+): per profile the versions with the one in use; an edit is saved as a new version, tried on one item first. */
export function PromptEditorView({ titleId }: { titleId: string }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const prompts = usePrompts()
  const [profile, setProfile] = useState<Profile>('pvScreening')
  const current = prompts.data?.find((entry) => entry.profile === profile)
  return (
    <>
      <PageHeader
        title={<FormattedMessage id={titleId} />}
        subtitle={<FormattedMessage id="medicheck.prompt.intro" />}
      />
      {prompts.isPending && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mb: 2 }} />
      )}
      {prompts.error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errors.formText(prompts.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3 }}>
        <Tabs
          value={profile}
          onChange={(_event, next: Profile) => setProfile(next)}
          aria-label={intl.formatMessage({ id: 'medicheck.prompt.profiles' })}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {PROFILES.map((name) => (
            <Tab key={name} value={name} label={intl.formatMessage({ id: `medicheck.profile.${name}` })} />
          ))}
        </Tabs>
        {current && <ProfileEditor key={profile} profile={profile} entry={current} />}
      </Paper>
    </>
  )
}

function ProfileEditor({ profile, entry }: { profile: Profile; entry: PromptProfile }) {
  const save = useCreatePromptVersion()
  const activate = useActivatePromptVersion()
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3 }}>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id={`medicheck.profile.${entry.profile}.about`} />
      </Typography>
      <PromptVersionEditor
        versions={entry.versions}
        rowTestId="medicheck-prompt-version"
        onActivate={(promptId) => activate.mutate(promptId)}
        activating={activate.isPending}
        onSave={(draft, onSaved) => save.mutate({ profile, ...draft }, { onSuccess: onSaved })}
        saving={save.isPending}
        saveError={save.error}
        minRows={8}
        renderTrial={(instruction) => <PromptTrial profile={profile} instruction={instruction} />}
      />
      <Box component="section" aria-labelledby="medicheck-schema-title">
        <Typography id="medicheck-schema-title" variant="h6" component="h2">
          <FormattedMessage id="medicheck.prompt.schema" />
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
          <FormattedMessage id="medicheck.prompt.schemaHint" />
        </Typography>
        <Box
          component="pre"
          data-testid="medicheck-output-schema"
          aria-readonly="true"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            maxHeight: 360,
            overflow: 'auto',
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'action.hover',
            typography: 'body2',
            fontFamily: 'monospace',
          }}
        >
          {JSON.stringify(entry.outputSchema, null, 2)}
        </Box>
      </Box>
    </Box>
  )
}
