import Alert from '@mui/material/Alert'
import Autocomplete from '@mui/material/Autocomplete'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import {
  useListedModels,
  useSaveModel,
  type AiCapability,
  type AiModel,
  type AiProvider,
} from '../api/ai-admin-api.ts'
import { capabilities, capabilityLabelId } from './capabilities.ts'

export type ModelDraft = Pick<AiModel, 'providerId' | 'modelName'> & Partial<AiModel>

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/** Adds or edits a model; `model` without an id is a new one (e.g. picked from a connection test). */
export function ModelDialog({
  model,
  providers,
  onClose,
}: {
  model: ModelDraft | null
  providers: AiProvider[]
  onClose: () => void
}) {
  const intl = useIntl()
  const [providerId, setProviderId] = useState(model?.providerId ?? providers[0]?.id ?? '')
  const [modelName, setModelName] = useState(model?.modelName ?? '')
  const [displayName, setDisplayName] = useState(model?.displayName ?? model?.modelName ?? '')
  const [chosen, setChosen] = useState<AiCapability[]>(model?.capabilities ?? ['chat'])
  const [contextWindow, setContextWindow] = useState(model?.contextWindow?.toString() ?? '')
  const [priceIn, setPriceIn] = useState(model?.priceInputPerMillion?.toString() ?? '')
  const [priceOut, setPriceOut] = useState(model?.priceOutputPerMillion?.toString() ?? '')
  const [priceImage, setPriceImage] = useState(model?.pricePerImage?.toString() ?? '')
  const [priceMinute, setPriceMinute] = useState(model?.pricePerMinute?.toString() ?? '')
  const [enabled, setEnabled] = useState(model?.enabled ?? true)
  const save = useSaveModel()
  // What "Verbindung testen" listed for this provider; any other name may still be typed.
  const listed = useListedModels(providerId)
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(save.error)
  const formError = errors.formText(save.error)
  const toggle = (capability: AiCapability) =>
    setChosen((current) =>
      current.includes(capability) ? current.filter((c) => c !== capability) : [...current, capability],
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = {
      providerId,
      modelName: modelName.trim(),
      displayName: displayName.trim(),
      capabilities: chosen,
      contextWindow: numberOrNull(contextWindow),
      priceInputPerMillion: numberOrNull(priceIn),
      priceOutputPerMillion: numberOrNull(priceOut),
      pricePerImage: numberOrNull(priceImage),
      // Only a transcription model has one; unticking the capability removes it (decision 0113).
      pricePerMinute: chosen.includes('transcription') ? numberOrNull(priceMinute) : null,
      enabled,
    }
    save.mutate(
      { id: model?.id ?? null, body },
      { onSuccess: () => (showToast(intl.formatMessage({ id: 'aiAdmin.saved' }), 'success'), onClose()) },
    )
  }
  const label = (id: string) => intl.formatMessage({ id })
  const numberField = (
    id: string,
    value: string,
    set: (value: string) => void,
    field: string,
    hint?: string,
  ) => (
    <TextField
      type="number"
      label={label(id)}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={Boolean(fieldErrors[field])}
      helperText={fieldErrors[field] ?? hint}
    />
  )
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="model-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="model-dialog-title">
          <FormattedMessage id={model?.id ? 'aiAdmin.editModel' : 'aiAdmin.addModel'} />
        </DialogTitle>
        <DialogContent>
          {formError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {formError}
            </Alert>
          )}
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              select
              required
              label={label('aiAdmin.provider')}
              value={providerId}
              onChange={(e) => setProviderId(e.target.value)}
            >
              {providers.map((provider) => (
                <MenuItem key={provider.id} value={provider.id}>
                  {provider.name}
                </MenuItem>
              ))}
            </TextField>
            <Autocomplete
              freeSolo
              options={listed}
              inputValue={modelName}
              onInputChange={(_event, text) => setModelName(text)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={label('aiAdmin.modelName')}
                  error={Boolean(fieldErrors.modelName)}
                  helperText={
                    fieldErrors.modelName ??
                    (listed.length > 0
                      ? label('aiAdmin.modelNameListed')
                      : label('aiAdmin.modelNameUntested'))
                  }
                />
              )}
            />
            <TextField
              required
              label={label('aiAdmin.displayName')}
              value={displayName}
              onChange={(e) => setDisplayName(e.target.value)}
              error={Boolean(fieldErrors.displayName)}
              helperText={fieldErrors.displayName}
            />
            <FormGroup>
              <FormLabel>
                <FormattedMessage id="aiAdmin.capabilities" />
              </FormLabel>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {capabilities.map((capability) => (
                  <FormControlLabel
                    key={capability}
                    control={
                      <Checkbox checked={chosen.includes(capability)} onChange={() => toggle(capability)} />
                    }
                    label={label(capabilityLabelId(capability))}
                  />
                ))}
              </Stack>
            </FormGroup>
            {numberField('aiAdmin.contextWindow', contextWindow, setContextWindow, 'contextWindow')}
            <Stack direction="row" spacing={2}>
              {numberField('aiAdmin.priceIn', priceIn, setPriceIn, 'priceInputPerMillion')}
              {numberField('aiAdmin.priceOut', priceOut, setPriceOut, 'priceOutputPerMillion')}
            </Stack>
            {numberField('aiAdmin.pricePerImage', priceImage, setPriceImage, 'pricePerImage')}
            {chosen.includes('transcription') &&
              numberField(
                'aiAdmin.pricePerMinute',
                priceMinute,
                setPriceMinute,
                'pricePerMinute',
                label('aiAdmin.pricePerMinuteHint'),
              )}
            <FormControlLabel
              control={<Checkbox checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />}
              label={label('aiAdmin.enabled')}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>
            <FormattedMessage id="aiAdmin.cancel" />
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || !providerId}>
            <FormattedMessage id="aiAdmin.save" />
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  )
}
