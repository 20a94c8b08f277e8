import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import type { Assistant } from '../api/get-assistants.ts'
import { useAssistantModels } from '../api/get-assistant-models.ts'
import { useKnowledgeCollections } from '../api/get-knowledge-collections.ts'
import { useSaveAssistant } from '../api/save-assistant.ts'
import { assistantLevels, bodyOf, draftOf, sourceModes, type AssistantDraft } from '../lib/assistant-draft.ts'
import { InstructionsPreview } from './instructions-preview.tsx'

/** Create (assistant null) or edit an assistant; every save is a new version on the server. */
export function AssistantForm({ assistant, onSaved, onCancel }: { assistant: Assistant | null; onSaved: (saved: Assistant) => void; onCancel: () => void }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const models = useAssistantModels()
  const collections = useKnowledgeCollections()
  const save = useSaveAssistant()
  const [draft, setDraft] = useState<AssistantDraft>(() => draftOf(assistant))
  const fieldErrors = errors.fieldTexts(save.error)
  const formError = errors.formText(save.error)
  const t = (id: string) => intl.formatMessage({ id })
  const set = <K extends keyof AssistantDraft>(key: K, value: AssistantDraft[K]) => setDraft((previous) => ({ ...previous, [key]: value }))
  const text = (key: 'name' | 'description' | 'icon' | 'temperature' | 'maxAnswerTokens' | 'disclaimer', extra: object = {}) => (
    <TextField
      label={t(`assistants.field.${key}`)}
      value={draft[key]}
      onChange={(event) => set(key, event.target.value)}
      error={key in fieldErrors}
      helperText={fieldErrors[key] ?? ' '}
      fullWidth
      {...extra}
    />
  )

  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    const body = assistant ? { ...bodyOf(draft), version: assistant.version } : bodyOf(draft)
    save.mutate({ assistantId: assistant?.id ?? null, body }, { onSuccess: onSaved })
  }

  const usableModels = models.data?.items ?? []
  return (
    <Box component="form" onSubmit={submit} noValidate aria-label={t(assistant ? 'assistants.edit' : 'assistants.create')}>
      <Stack spacing={1}>
        {formError && <Alert severity="error">{formError}</Alert>}
        {text('name', { required: true })}
        {text('description', { multiline: true, minRows: 2 })}
        {text('icon')}
        <TextField
          label={t('assistants.field.instructions')}
          value={draft.instructions}
          onChange={(event) => set('instructions', event.target.value)}
          multiline
          minRows={6}
          error={'instructions' in fieldErrors}
          helperText={fieldErrors.instructions ?? t('assistants.instructionsHelp')}
          fullWidth
        />
        <InstructionsPreview instructions={draft.instructions} />
        <TextField
          select
          label={t('assistants.field.modelId')}
          value={draft.modelId}
          onChange={(event) => set('modelId', event.target.value)}
          error={'modelId' in fieldErrors}
          helperText={fieldErrors.modelId ?? (usableModels.length === 0 ? t('assistants.offlineNote') : ' ')}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('assistants.tenantDefaultModel')}</MenuItem>
          {usableModels.map((model) => (
            <MenuItem key={model.id} value={model.id}>
              {model.label}
            </MenuItem>
          ))}
        </TextField>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {text('temperature', { inputMode: 'decimal' })}
          {text('maxAnswerTokens', { inputMode: 'numeric' })}
        </Stack>
        <FormControl error={'sourceMode' in fieldErrors}>
          <FormLabel id="assistant-source-mode">{t('assistants.field.sourceMode')}</FormLabel>
          <RadioGroup aria-labelledby="assistant-source-mode" value={draft.sourceMode} onChange={(event) => set('sourceMode', event.target.value as AssistantDraft['sourceMode'])}>
            {sourceModes.map((mode) => (
              <FormControlLabel
                key={mode}
                value={mode}
                disabled={assistant?.fixed === true}
                control={<Radio />}
                label={`${t(`assistants.sourceMode.${mode}`)} – ${t(`assistants.sourceModeHelp.${mode}`)}`}
              />
            ))}
          </RadioGroup>
          <FormHelperText>{fieldErrors.sourceMode ?? (assistant?.fixed ? t('assistants.fixedSourceModeNote') : ' ')}</FormHelperText>
        </FormControl>
        <TextField
          select
          label={t('assistants.field.collectionIds')}
          value={draft.collectionIds}
          onChange={(event) => set('collectionIds', event.target.value as unknown as string[])}
          disabled={!collections.data}
          error={'collectionIds' in fieldErrors}
          helperText={fieldErrors.collectionIds ?? (collections.data ? t('assistants.collectionsHelp') : t('assistants.collectionsUnavailable'))}
          slotProps={{ select: { multiple: true } }}
        >
          {(collections.data ?? []).map((collection) => (
            <MenuItem key={collection.id} value={collection.id}>
              {collection.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('assistants.field.conversationStarters')}
          value={draft.conversationStarters}
          onChange={(event) => set('conversationStarters', event.target.value)}
          multiline
          minRows={3}
          error={'conversationStarters' in fieldErrors}
          helperText={fieldErrors.conversationStarters ?? t('assistants.startersHelp')}
          fullWidth
        />
        {text('disclaimer', { multiline: true, minRows: 2 })}
        <FormControl error={'levels' in fieldErrors} component="fieldset">
          <FormLabel component="legend">{t('assistants.field.levels')}</FormLabel>
          <FormGroup row>
            {assistantLevels.map((level) => (
              <FormControlLabel
                key={level}
                label={level}
                control={
                  <Checkbox
                    checked={draft.levels.includes(level)}
                    onChange={(event) => set('levels', event.target.checked ? [...draft.levels, level] : draft.levels.filter((held) => held !== level))}
                  />
                }
              />
            ))}
          </FormGroup>
          <FormHelperText>{fieldErrors.levels ?? ' '}</FormHelperText>
        </FormControl>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            <FormattedMessage id="assistants.save" />
          </Button>
        </Stack>
      </Stack>
    </Box>
  )
}
