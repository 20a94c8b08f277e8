import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { RetentionField } from './retention-field.tsx'
import { useSaveTenantSettings, type AiModel, type AiTenantSettings } from '../api/ai-admin-api.ts'

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/** One tenant's choices: allowed models, default chat and embeddings model, token and image budgets, retention, quota. */
export function TenantSettingsForm({ settings, models }: { settings: AiTenantSettings; models: AiModel[] }) {
  const intl = useIntl()
  const [allowed, setAllowed] = useState<string[]>(settings.allowedModelIds)
  const [defaultChat, setDefaultChat] = useState(settings.defaultChatModelId ?? '')
  const [embedding, setEmbedding] = useState(settings.embeddingModelId ?? '')
  const [budget, setBudget] = useState(settings.monthlyTokenBudget?.toString() ?? '')
  const [imageBudget, setImageBudget] = useState(settings.monthlyImageBudget?.toString() ?? '')
  const [retention, setRetention] = useState(settings.threadRetentionDays?.toString() ?? '')
  const [quota, setQuota] = useState(settings.storageQuotaBytes?.toString() ?? '')
  const save = useSaveTenantSettings()
  const errors = useApiErrorText()
  const fieldErrors = errors.fieldTexts(save.error)
  const formError = errors.formText(save.error)
  const label = (id: string) => intl.formatMessage({ id })
  const allowedModels = models.filter((model) => allowed.includes(model.id))
  const toggle = (id: string) => setAllowed((current) => (current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id]))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const body = { allowedModelIds: allowed, defaultChatModelId: defaultChat || null, embeddingModelId: embedding || null, monthlyTokenBudget: numberOrNull(budget), monthlyImageBudget: numberOrNull(imageBudget), threadRetentionDays: numberOrNull(retention), storageQuotaBytes: numberOrNull(quota) }
    save.mutate({ group: settings.group, body }, { onSuccess: () => showToast(intl.formatMessage({ id: 'aiAdmin.saved' }), 'success') })
  }
  const used = intl.formatNumber(settings.monthTokensUsed)
  const cost = intl.formatNumber(settings.monthCostEstimate, { minimumFractionDigits: 2, maximumFractionDigits: 2 })
  const budgetShare = settings.monthlyTokenBudget ? Math.min(100, (settings.monthTokensUsed / settings.monthlyTokenBudget) * 100) : null
  const imagesUsed = intl.formatNumber(settings.monthImagesUsed)
  const imageShare = settings.monthlyImageBudget ? Math.min(100, (settings.monthImagesUsed / settings.monthlyImageBudget) * 100) : settings.monthlyImageBudget === 0 ? 100 : null
  return (
    <form noValidate onSubmit={submit}>
      {formError && <Alert severity="error" sx={{ mb: 2 }}>{formError}</Alert>}
      <Stack spacing={2}>
        <FormGroup aria-label={label('aiAdmin.allowedModels')}>
          <FormLabel><FormattedMessage id="aiAdmin.allowedModels" /></FormLabel>
          {models.map((model) => (
            <FormControlLabel key={model.id} control={<Checkbox checked={allowed.includes(model.id)} onChange={() => toggle(model.id)} />} label={`${model.displayName} (${model.providerName})`} />
          ))}
          {fieldErrors.allowedModelIds && <FormHelperText error>{fieldErrors.allowedModelIds}</FormHelperText>}
        </FormGroup>
        <TextField select label={label('aiAdmin.defaultChatModel')} value={defaultChat} onChange={(e) => setDefaultChat(e.target.value)} error={Boolean(fieldErrors.defaultChatModelId)} helperText={fieldErrors.defaultChatModelId} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value="">{label('aiAdmin.offlineEngine')}</MenuItem>
          {allowedModels.filter((model) => model.capabilities.includes('chat')).map((model) => <MenuItem key={model.id} value={model.id}>{model.displayName}</MenuItem>)}
        </TextField>
        <TextField select label={label('aiAdmin.embeddingModel')} value={embedding} onChange={(e) => setEmbedding(e.target.value)} error={Boolean(fieldErrors.embeddingModelId)} helperText={fieldErrors.embeddingModelId} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
          <MenuItem value="">{label('aiAdmin.none')}</MenuItem>
          {allowedModels.filter((model) => model.capabilities.includes('embeddings')).map((model) => <MenuItem key={model.id} value={model.id}>{model.displayName}</MenuItem>)}
        </TextField>
        <Box>
          <TextField fullWidth type="number" label={label('aiAdmin.budget')} value={budget} onChange={(e) => setBudget(e.target.value)} error={Boolean(fieldErrors.monthlyTokenBudget)} helperText={fieldErrors.monthlyTokenBudget ?? label('aiAdmin.emptyNoLimit')} />
          {budgetShare !== null && <LinearProgress variant="determinate" value={budgetShare} color={budgetShare >= 100 ? 'error' : 'primary'} aria-label={label('aiAdmin.budget')} sx={{ mt: 1 }} />}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {settings.monthlyTokenBudget !== null
              ? intl.formatMessage({ id: 'aiAdmin.budgetUse' }, { used, budget: intl.formatNumber(settings.monthlyTokenBudget), cost })
              : intl.formatMessage({ id: 'aiAdmin.usageNoBudget' }, { used, cost })}
          </Typography>
        </Box>
        <Box>
          <TextField fullWidth type="number" label={label('aiAdmin.imageBudget')} value={imageBudget} onChange={(e) => setImageBudget(e.target.value)} error={Boolean(fieldErrors.monthlyImageBudget)} helperText={fieldErrors.monthlyImageBudget ?? label('aiAdmin.emptyNoLimit')} slotProps={{ htmlInput: { min: 0, step: 1 } }} />
          {imageShare !== null && <LinearProgress variant="determinate" value={imageShare} color={imageShare >= 100 ? 'error' : 'primary'} aria-label={label('aiAdmin.imageBudget')} sx={{ mt: 1 }} />}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {settings.monthlyImageBudget !== null
              ? intl.formatMessage({ id: 'aiAdmin.imageBudgetUse' }, { used: imagesUsed, budget: intl.formatNumber(settings.monthlyImageBudget) })
              : intl.formatMessage({ id: 'aiAdmin.imagesNoBudget' }, { used: imagesUsed })}
          </Typography>
        </Box>
        <RetentionField value={retention} onChange={setRetention} error={fieldErrors.threadRetentionDays} />
        <TextField type="number" label={label('aiAdmin.storageQuota')} value={quota} onChange={(e) => setQuota(e.target.value)} error={Boolean(fieldErrors.storageQuotaBytes)} helperText={fieldErrors.storageQuotaBytes ?? label('aiAdmin.storageQuotaHint')} />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}><FormattedMessage id="aiAdmin.save" /></Button>
        </Box>
      </Stack>
    </form>
  )
}
