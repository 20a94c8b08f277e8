import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PromptVersionEditor } from '../../../components/prompt-versions/prompt-version-editor.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useCreatePodcastPrompt } from '../api/create-podcast-prompt.ts'
import { usePodcastPrompts, type PodcastPromptVersion } from '../api/get-podcast-prompts.ts'
import { useUsePodcastPrompt } from '../api/use-podcast-prompt.ts'

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
  const save = useCreatePodcastPrompt()
  const activate = useUsePodcastPrompt()
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 2 }}>
      <PromptVersionEditor
        versions={versions}
        rowTestId="podcast-prompt-version"
        onActivate={(promptId) => activate.mutate(promptId)}
        activating={activate.isPending}
        onSave={(draft, onSaved) => save.mutate(draft, { onSuccess: onSaved })}
        saving={save.isPending}
        saveError={save.error}
        minRows={6}
      />
    </Box>
  )
}
