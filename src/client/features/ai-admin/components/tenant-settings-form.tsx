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
import { checkQuota, formatQuota, quotaDraftOf, StorageQuotaField } from './storage-quota-field.tsx'
import { TenantCeilingsFields, useCeilingDrafts } from './tenant-ceilings-fields.tsx'
import { useSaveTenantSettings, type AiModel, type AiTenantSettings } from '../api/ai-admin-api.ts'

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/**
 * One tenant's choices: allowed models, default chat and embeddings model, token and image budgets, retention, quota,
 * never above the ceilings the parent group set; `setsCeilings` (the ROOT of PARENT) edits those too.
 */
export function TenantSettingsForm({
  settings,
  models,
  setsCeilings = false,
}: {
  settings: AiTenantSettings
  models: AiModel[]
  setsCeilings?: boolean
}) {
  const intl = useIntl()
  const [allowed, setAllowed] = useState<string[]>(settings.allowedModelIds)
  const [defaultChat, setDefaultChat] = useState(settings.defaultChatModelId ?? '')
  const [embedding, setEmbedding] = useState(settings.embeddingModelId ?? '')
  const [budget, setBudget] = useState(settings.monthlyTokenBudget?.toString() ?? '')
  const [imageBudget, setImageBudget] = useState(settings.monthlyImageBudget?.toString() ?? '')
  const [retention, setRetention] = useState(settings.threadRetentionDays?.toString() ?? '')
  const [quota, setQuota] = useState(() => quotaDraftOf(settings.storageQuotaBytes))
  const ceilingDrafts = useCeilingDrafts(settings.ceilings)
  const [localErrors, setLocalErrors] = useState<Record<string, string>>({})
  const save = useSaveTenantSettings()
  const errors = useApiErrorText()
  const fieldErrors = { ...errors.fieldTexts(save.error), ...localErrors }
  const formError = errors.formText(save.error)
  const label = (id: string) => intl.formatMessage({ id })
  const allowedModels = models.filter((model) => allowed.includes(model.id))
  const toggle = (id: string) =>
    setAllowed((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    )
  // The ceilings the values must keep under: the drafted ones for the ROOT of PARENT (who may raise both at once).
  const drafted = setsCeilings ? ceilingDrafts.check() : null
  const ceilings =
    drafted && !('errors' in drafted)
      ? {
          ...drafted.ceilings,
          storageQuotaBytes: drafted.ceilings.storageQuotaBytes ?? settings.ceilings.storageQuotaBytes,
        }
      : settings.ceilings
  const aboveCeiling = (ceiling: string) => intl.formatMessage({ id: 'aiAdmin.aboveCeiling' }, { ceiling })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problems: Record<string, string> = drafted && 'errors' in drafted ? { ...drafted.errors } : {}
    const tokens = numberOrNull(budget)
    const images = numberOrNull(imageBudget)
    if (tokens !== null && ceilings.monthlyTokenBudget !== null && tokens > ceilings.monthlyTokenBudget)
      problems.monthlyTokenBudget = aboveCeiling(intl.formatNumber(ceilings.monthlyTokenBudget))
    if (images !== null && ceilings.monthlyImageBudget !== null && images > ceilings.monthlyImageBudget)
      problems.monthlyImageBudget = aboveCeiling(intl.formatNumber(ceilings.monthlyImageBudget))
    const storage = checkQuota(quota, ceilings.storageQuotaBytes)
    if ('error' in storage)
      problems.storageQuotaBytes =
        storage.error === 'aiAdmin.aboveCeiling'
          ? aboveCeiling(formatQuota(intl, ceilings.storageQuotaBytes))
          : label(storage.error)
    setLocalErrors(problems)
    if (Object.keys(problems).length > 0 || 'error' in storage) return
    const body = {
      allowedModelIds: allowed,
      defaultChatModelId: defaultChat || null,
      embeddingModelId: embedding || null,
      monthlyTokenBudget: tokens,
      monthlyImageBudget: images,
      threadRetentionDays: numberOrNull(retention),
      storageQuotaBytes: storage.bytes,
      ...(drafted && 'ceilings' in drafted ? { ceilings: drafted.ceilings } : {}),
    }
    save.mutate(
      { group: settings.group, body },
      { onSuccess: () => showToast(intl.formatMessage({ id: 'aiAdmin.saved' }), 'success') },
    )
  }
  const budgetHint = (ceiling: number | null) =>
    ceiling === null
      ? label('aiAdmin.emptyNoLimit')
      : intl.formatMessage({ id: 'aiAdmin.ceilingHint' }, { ceiling: intl.formatNumber(ceiling) })
  const used = intl.formatNumber(settings.monthTokensUsed)
  const cost = intl.formatNumber(settings.monthCostEstimate, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  // The budgets that apply: the tenant's own, else its ceiling.
  const tokenBudget = settings.monthlyTokenBudget ?? settings.ceilings.monthlyTokenBudget
  const imageBudgetApplying = settings.monthlyImageBudget ?? settings.ceilings.monthlyImageBudget
  const budgetShare = tokenBudget ? Math.min(100, (settings.monthTokensUsed / tokenBudget) * 100) : null
  const imagesUsed = intl.formatNumber(settings.monthImagesUsed)
  const imageShare = imageBudgetApplying
    ? Math.min(100, (settings.monthImagesUsed / imageBudgetApplying) * 100)
    : imageBudgetApplying === 0
      ? 100
      : null
  return (
    <form noValidate onSubmit={submit}>
      {formError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {formError}
        </Alert>
      )}
      <Stack spacing={2}>
        {setsCeilings && <TenantCeilingsFields drafts={ceilingDrafts} errors={fieldErrors} />}
        <FormGroup aria-label={label('aiAdmin.allowedModels')}>
          <FormLabel>
            <FormattedMessage id="aiAdmin.allowedModels" />
          </FormLabel>
          {models.map((model) => (
            <FormControlLabel
              key={model.id}
              control={<Checkbox checked={allowed.includes(model.id)} onChange={() => toggle(model.id)} />}
              label={`${model.displayName} (${model.providerName})`}
            />
          ))}
          {fieldErrors.allowedModelIds && (
            <FormHelperText error>{fieldErrors.allowedModelIds}</FormHelperText>
          )}
        </FormGroup>
        <TextField
          select
          label={label('aiAdmin.defaultChatModel')}
          value={defaultChat}
          onChange={(e) => setDefaultChat(e.target.value)}
          error={Boolean(fieldErrors.defaultChatModelId)}
          helperText={fieldErrors.defaultChatModelId}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{label('aiAdmin.offlineEngine')}</MenuItem>
          {allowedModels
            .filter((model) => model.capabilities.includes('chat'))
            .map((model) => (
              <MenuItem key={model.id} value={model.id}>
                {model.displayName}
              </MenuItem>
            ))}
        </TextField>
        <TextField
          select
          label={label('aiAdmin.embeddingModel')}
          value={embedding}
          onChange={(e) => setEmbedding(e.target.value)}
          error={Boolean(fieldErrors.embeddingModelId)}
          helperText={fieldErrors.embeddingModelId}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{label('aiAdmin.none')}</MenuItem>
          {allowedModels
            .filter((model) => model.capabilities.includes('embeddings'))
            .map((model) => (
              <MenuItem key={model.id} value={model.id}>
                {model.displayName}
              </MenuItem>
            ))}
        </TextField>
        <Box>
          <TextField
            fullWidth
            type="number"
            label={label('aiAdmin.budget')}
            value={budget}
            onChange={(e) => setBudget(e.target.value)}
            error={Boolean(fieldErrors.monthlyTokenBudget)}
            helperText={fieldErrors.monthlyTokenBudget ?? budgetHint(ceilings.monthlyTokenBudget)}
            slotProps={{
              htmlInput: {
                min: 0,
                step: 1,
                ...(ceilings.monthlyTokenBudget !== null && { max: ceilings.monthlyTokenBudget }),
              },
            }}
          />
          {budgetShare !== null && (
            <LinearProgress
              variant="determinate"
              value={budgetShare}
              color={budgetShare >= 100 ? 'error' : 'primary'}
              aria-label={label('aiAdmin.budget')}
              sx={{ mt: 1 }}
            />
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {tokenBudget !== null
              ? intl.formatMessage(
                  { id: 'aiAdmin.budgetUse' },
                  { used, budget: intl.formatNumber(tokenBudget), cost },
                )
              : intl.formatMessage({ id: 'aiAdmin.usageNoBudget' }, { used, cost })}
          </Typography>
        </Box>
        <Box>
          <TextField
            fullWidth
            type="number"
            label={label('aiAdmin.imageBudget')}
            value={imageBudget}
            onChange={(e) => setImageBudget(e.target.value)}
            error={Boolean(fieldErrors.monthlyImageBudget)}
            helperText={fieldErrors.monthlyImageBudget ?? budgetHint(ceilings.monthlyImageBudget)}
            slotProps={{
              htmlInput: {
                min: 0,
                step: 1,
                ...(ceilings.monthlyImageBudget !== null && { max: ceilings.monthlyImageBudget }),
              },
            }}
          />
          {imageShare !== null && (
            <LinearProgress
              variant="determinate"
              value={imageShare}
              color={imageShare >= 100 ? 'error' : 'primary'}
              aria-label={label('aiAdmin.imageBudget')}
              sx={{ mt: 1 }}
            />
          )}
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            {imageBudgetApplying !== null
              ? intl.formatMessage(
                  { id: 'aiAdmin.imageBudgetUse' },
                  { used: imagesUsed, budget: intl.formatNumber(imageBudgetApplying) },
                )
              : intl.formatMessage({ id: 'aiAdmin.imagesNoBudget' }, { used: imagesUsed })}
          </Typography>
        </Box>
        <RetentionField value={retention} onChange={setRetention} error={fieldErrors.threadRetentionDays} />
        <StorageQuotaField
          label={label('aiAdmin.storageQuota')}
          value={quota}
          onChange={setQuota}
          error={fieldErrors.storageQuotaBytes}
          hint={intl.formatMessage(
            { id: 'aiAdmin.storageQuotaHint' },
            { ceiling: formatQuota(intl, ceilings.storageQuotaBytes) },
          )}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            <FormattedMessage id="aiAdmin.save" />
          </Button>
        </Box>
      </Stack>
    </form>
  )
}
