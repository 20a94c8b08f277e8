import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useCreatePodcastPrompt } from '../api/create-podcast-prompt.ts'
import { usePodcastPrompts, type PodcastPromptVersion } from '../api/get-podcast-prompts.ts'
import { PodcastPromptVersions } from './podcast-prompt-versions.tsx'

/** Admins: the podcast prompt's versions with the one in use, and an editor saving a new version. */
export function PodcastPromptPanel() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [open, setOpen] = useState(false)
  const prompts = usePodcastPrompts(open)
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="podcast-prompt-title"
      sx={{ p: 2, borderRadius: 3, mb: 2 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography id="podcast-prompt-title" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="podcast.prompt.title" />
        </Typography>
        <Button variant="outlined" aria-expanded={open} onClick={() => setOpen(!open)}>
          <FormattedMessage id={open ? 'podcast.prompt.hide' : 'podcast.prompt.show'} />
        </Button>
      </Box>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage id="podcast.prompt.intro" />
      </Typography>
      {open && prompts.isPending && (
        <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} sx={{ mt: 2 }} />
      )}
      {open && prompts.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errors.formText(prompts.error)}
        </Alert>
      )}
      {open && prompts.data && <PromptEditor versions={prompts.data.versions} />}
    </Paper>
  )
}

function PromptEditor({ versions }: { versions: readonly PodcastPromptVersion[] }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const save = useCreatePodcastPrompt()
  const inUse = versions.find((version) => version.inUse) ?? versions[0]
  const [instruction, setInstruction] = useState(inUse?.instruction ?? '')
  const [base, setBase] = useState(inUse?.version ?? 0)
  const [note, setNote] = useState('')
  const [useNow, setUseNow] = useState(true)
  const fieldErrors = errors.fieldTexts(save.error)
  const submit = () =>
    save.mutate(
      { instruction, use: useNow, ...(note.trim() ? { note: note.trim() } : {}) },
      {
        onSuccess: (saved) => {
          setNote('')
          setBase(saved.version)
          showToast(
            intl.formatMessage({ id: 'medicheck.prompt.saved' }, { version: saved.version }),
            'success',
          )
        },
      },
    )
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <PodcastPromptVersions
        versions={versions}
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
          minRows={6}
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
    </Box>
  )
}
