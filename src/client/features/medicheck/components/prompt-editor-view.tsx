import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useCreatePromptVersion } from '../api/create-prompt-version.ts'
import { usePrompts } from '../api/get-prompts.ts'
import { PROFILES, type Profile, type PromptProfile } from '../api/medicheck-types.ts'
import { PromptTrial } from './prompt-trial.tsx'
import { PromptVersions } from './prompt-versions.tsx'

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
  const intl = useIntl()
  const errors = useApiErrorText()
  const save = useCreatePromptVersion()
  const inUse = entry.versions.find((version) => version.inUse) ?? entry.versions[0]
  const [instruction, setInstruction] = useState(inUse?.instruction ?? '')
  const [base, setBase] = useState(inUse?.version ?? 0)
  const [note, setNote] = useState('')
  const [useNow, setUseNow] = useState(true)
  const fieldErrors = errors.fieldTexts(save.error)
  const submit = () =>
    save.mutate(
      { profile, instruction, use: useNow, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (saved) => (
          setNote(''),
          setBase(saved.version),
          showToast(
            intl.formatMessage({ id: 'medicheck.prompt.saved' }, { version: saved.version }),
            'success',
          )
        ),
      },
    )
  return (
    <Box sx={{ p: 2, display: 'grid', gap: 3 }}>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id={`medicheck.profile.${entry.profile}.about`} />
      </Typography>
      <PromptVersions
        versions={entry.versions}
        onEdit={(version) => (setInstruction(version.instruction), setBase(version.version))}
      />
      <Box
        component="form"
        onSubmit={(event) => (event.preventDefault(), submit())}
        sx={{ display: 'grid', gap: 2 }}
        aria-label={intl.formatMessage({ id: 'medicheck.prompt.editor' })}
      >
        <TextField
          multiline
          minRows={8}
          label={intl.formatMessage({ id: 'medicheck.prompt.instruction' }, { version: base })}
          value={instruction}
          onChange={(event) => setInstruction(event.target.value)}
          error={Boolean(fieldErrors.instruction)}
          helperText={
            fieldErrors.instruction ?? intl.formatMessage({ id: 'medicheck.prompt.instructionHint' })
          }
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            size="small"
            label={intl.formatMessage({ id: 'medicheck.prompt.note' })}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            error={Boolean(fieldErrors.note)}
            helperText={fieldErrors.note}
            sx={{ flex: 1, minWidth: 240 }}
          />
          <FormControlLabel
            control={<Checkbox checked={useNow} onChange={(event) => setUseNow(event.target.checked)} />}
            label={intl.formatMessage({ id: 'medicheck.prompt.useNow' })}
          />
          <Button type="submit" variant="contained" disabled={instruction.trim() === '' || save.isPending}>
            <FormattedMessage id="medicheck.prompt.save" />
          </Button>
        </Box>
        {save.error && errors.formText(save.error) && (
          <Alert severity="error">{errors.formText(save.error)}</Alert>
        )}
      </Box>
      <PromptTrial profile={profile} instruction={instruction} />
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
