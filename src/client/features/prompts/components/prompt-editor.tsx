import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import FormControlLabel from '@mui/material/FormControlLabel'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { parsePromptTemplate, promptVariableNames } from '../../../../shared/ai/prompt-variables.ts'
import { PromptFillForm, useFilledPrompt } from '../../../components/prompt-fill-form.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useSavePrompt } from '../api/prompts-mutations.ts'
import type { LibraryPrompt } from '../api/prompts-queries.ts'

const builtins = promptVariableNames.map((name) => `{{${name}}}`).join(', ')

/** Create or edit a saved prompt, with its variables and a live preview filled with sample values. */
export function PromptEditor({ prompt, onSaved, onCancel }: { prompt: LibraryPrompt | null; onSaved: (saved: LibraryPrompt) => void; onCancel: () => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const save = useSavePrompt()
  const [title, setTitle] = useState(prompt?.title ?? '')
  const [description, setDescription] = useState(prompt?.description ?? '')
  const [category, setCategory] = useState(prompt?.category ?? '')
  const [tags, setTags] = useState(prompt?.tags.join(', ') ?? '')
  const [shared, setShared] = useState(prompt?.visibility === 'shared')
  const [body, setBody] = useState(prompt?.body ?? '')
  const [sample, setSample] = useState<Record<string, string>>({})
  const { variables, problems } = parsePromptTemplate(body)
  const preview = useFilledPrompt(body, sample)
  const fields = errors.fieldTexts(save.error)

  const submit = () =>
    save.mutate(
      {
        promptId: prompt?.id ?? null,
        body: { title, description, category, body, visibility: shared ? 'shared' : 'private', tags: tags.split(',').map((tag) => tag.trim()).filter(Boolean) },
      },
      {
        onSuccess: (saved) => {
          showToast(intl.formatMessage({ id: 'prompts.saved' }), 'success')
          onSaved(saved)
        },
      },
    )

  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), submit())} aria-label={intl.formatMessage({ id: prompt ? 'prompts.save' : 'prompts.new' })}>
      <TextField label={intl.formatMessage({ id: 'prompts.title' })} value={title} onChange={(e) => setTitle(e.target.value)} required error={!!fields.title} helperText={fields.title} />
      <TextField label={intl.formatMessage({ id: 'prompts.description' })} value={description} onChange={(e) => setDescription(e.target.value)} error={!!fields.description} helperText={fields.description} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField label={intl.formatMessage({ id: 'prompts.category' })} value={category} onChange={(e) => setCategory(e.target.value)} error={!!fields.category} helperText={fields.category} />
        <TextField label={intl.formatMessage({ id: 'prompts.tags' })} value={tags} onChange={(e) => setTags(e.target.value)} error={!!fields.tags} helperText={fields.tags ?? intl.formatMessage({ id: 'prompts.tagsHelp' })} />
      </Box>
      <FormControlLabel control={<Switch checked={shared} onChange={(e) => setShared(e.target.checked)} />} label={intl.formatMessage({ id: 'prompts.shared' })} />
      <TextField
        label={intl.formatMessage({ id: 'prompts.body' })}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        required
        multiline
        minRows={5}
        maxRows={16}
        error={!!fields.body || problems.length > 0}
        helperText={fields.body ?? intl.formatMessage({ id: 'prompts.bodyHelp' }, { example: '{{thema}}, {{ton:formell|locker}}', builtins })}
      />
      {problems.map((problem) => (
        <Alert key={`${problem.code}:${problem.name}`} severity="warning">
          {intl.formatMessage({ id: `prompts.template.${problem.code}` }, { name: problem.name })}
        </Alert>
      ))}
      <Box>
        <Typography variant="overline">
          <FormattedMessage id="prompts.variables" />
        </Typography>
        {variables.length === 0 ? (
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage id="prompts.noVariables" />
          </Typography>
        ) : (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
            {variables.map((variable) => (
              <Chip key={variable.name} size="small" label={`${variable.name} · ${intl.formatMessage({ id: `prompts.variable.${variable.kind}` })}`} />
            ))}
          </Box>
        )}
        <PromptFillForm variables={variables} values={sample} onChange={setSample} />
      </Box>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'action.hover' }}>
        <Typography variant="overline">
          <FormattedMessage id="prompts.preview" />
        </Typography>
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="prompt-preview">
          {preview || intl.formatMessage({ id: 'prompts.previewEmpty' })}
        </Typography>
      </Paper>
      {save.error && errors.formText(save.error) ? <Alert severity="error">{errors.formText(save.error)}</Alert> : null}
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          <FormattedMessage id="prompts.save" />
        </Button>
        <Button onClick={onCancel}>
          <FormattedMessage id="prompts.cancel" />
        </Button>
      </Stack>
    </Stack>
  )
}
