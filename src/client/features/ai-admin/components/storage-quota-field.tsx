import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useIntl, type IntlShape } from 'react-intl'

/** Binary units, as the server's default quota (1 GB = 1024³ bytes, KNOWLEDGE_TENANT_QUOTA_BYTES). */
export const bytesPerUnit = { MB: 1024 ** 2, GB: 1024 ** 3 } as const
export type QuotaUnit = keyof typeof bytesPerUnit

/** The field as typed: an amount ('' for none) and its unit. */
export interface QuotaDraft {
  amount: string
  unit: QuotaUnit
}

/** GB from one GB up, else MB; at most two decimals. */
export function quotaDraftOf(bytes: number | null): QuotaDraft {
  if (bytes === null) return { amount: '', unit: 'GB' }
  const unit: QuotaUnit = bytes >= bytesPerUnit.GB ? 'GB' : 'MB'
  return { amount: String(Math.round((bytes / bytesPerUnit[unit]) * 100) / 100), unit }
}

export function formatQuota(intl: IntlShape, bytes: number): string {
  const draft = quotaDraftOf(bytes)
  return `${intl.formatNumber(Number(draft.amount), { maximumFractionDigits: 2 })} ${draft.unit}`
}

/** Bytes the draft stands for (null: empty), or the catalogue id of what is wrong with it. */
export function checkQuota(
  draft: QuotaDraft,
  maxBytes: number | null,
): { bytes: number | null } | { error: 'aiAdmin.quotaInvalid' | 'aiAdmin.aboveCeiling' } {
  const typed = draft.amount.trim().replace(',', '.')
  if (typed === '') return { bytes: null }
  if (!/^\d+(\.\d+)?$/.test(typed)) return { error: 'aiAdmin.quotaInvalid' }
  const bytes = Math.round(Number(typed) * bytesPerUnit[draft.unit])
  if (maxBytes !== null && bytes > maxBytes) return { error: 'aiAdmin.aboveCeiling' }
  return { bytes }
}

/** A storage size in MB or GB; `error` and `hint` are texts already. */
export function StorageQuotaField({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string
  value: QuotaDraft
  onChange: (draft: QuotaDraft) => void
  error?: string | undefined
  hint: string
}) {
  const intl = useIntl()
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        fullWidth
        label={label}
        value={value.amount}
        onChange={(event) => onChange({ ...value, amount: event.target.value })}
        error={Boolean(error)}
        helperText={error ?? hint}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
      <TextField
        select
        label={intl.formatMessage({ id: 'aiAdmin.quotaUnit' })}
        value={value.unit}
        onChange={(event) => onChange({ ...value, unit: event.target.value as QuotaUnit })}
        sx={{ minWidth: 96 }}
      >
        {(Object.keys(bytesPerUnit) as QuotaUnit[]).map((unit) => (
          <MenuItem key={unit} value={unit}>
            {unit}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  )
}
