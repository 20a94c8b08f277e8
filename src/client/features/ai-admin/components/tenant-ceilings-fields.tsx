import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AiTenantSettings } from '../api/ai-admin-api.ts'
import { checkQuota, quotaDraftOf, StorageQuotaField, type QuotaDraft } from './storage-quota-field.tsx'

type Ceilings = AiTenantSettings['ceilings']
type DraftedCeilings = {
  monthlyTokenBudget: number | null
  monthlyImageBudget: number | null
  storageQuotaBytes: number | null
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value))

/** The ceilings as the ROOT of PARENT edits them; `check()` gives the values to send or a text per bad field. */
export function useCeilingDrafts(ceilings: Ceilings) {
  const intl = useIntl()
  const [tokens, setTokens] = useState(ceilings.monthlyTokenBudget?.toString() ?? '')
  const [images, setImages] = useState(ceilings.monthlyImageBudget?.toString() ?? '')
  const [storage, setStorage] = useState<QuotaDraft>(() => quotaDraftOf(ceilings.storageQuotaBytes))
  const check = (): { ceilings: DraftedCeilings } | { errors: Record<string, string> } => {
    const quota = checkQuota(storage, null)
    if ('error' in quota)
      return { errors: { 'ceilings.storageQuotaBytes': intl.formatMessage({ id: quota.error }) } }
    return {
      ceilings: {
        monthlyTokenBudget: numberOrNull(tokens),
        monthlyImageBudget: numberOrNull(images),
        storageQuotaBytes: quota.bytes,
      },
    }
  }
  return { tokens, setTokens, images, setImages, storage, setStorage, check }
}

/** The ROOT of PARENT's part of a tenant's settings: the most its admins may set. */
export function TenantCeilingsFields({
  drafts,
  errors,
}: {
  drafts: ReturnType<typeof useCeilingDrafts>
  errors: Record<string, string>
}) {
  const intl = useIntl()
  const label = (id: string) => intl.formatMessage({ id })
  return (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle1">
        <FormattedMessage id="aiAdmin.ceilingsTitle" />
      </Typography>
      <Alert severity="info">
        <FormattedMessage id="aiAdmin.ceilingsHint" />
      </Alert>
      <TextField
        type="number"
        label={label('aiAdmin.tokenCeiling')}
        value={drafts.tokens}
        onChange={(e) => drafts.setTokens(e.target.value)}
        error={Boolean(errors['ceilings.monthlyTokenBudget'])}
        helperText={errors['ceilings.monthlyTokenBudget'] ?? label('aiAdmin.emptyNoLimit')}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <TextField
        type="number"
        label={label('aiAdmin.imageCeiling')}
        value={drafts.images}
        onChange={(e) => drafts.setImages(e.target.value)}
        error={Boolean(errors['ceilings.monthlyImageBudget'])}
        helperText={errors['ceilings.monthlyImageBudget'] ?? label('aiAdmin.emptyNoLimit')}
        slotProps={{ htmlInput: { min: 0, step: 1 } }}
      />
      <StorageQuotaField
        label={label('aiAdmin.storageCeiling')}
        value={drafts.storage}
        onChange={drafts.setStorage}
        error={errors['ceilings.storageQuotaBytes']}
        hint={label('aiAdmin.storageCeilingHint')}
      />
    </Stack>
  )
}
