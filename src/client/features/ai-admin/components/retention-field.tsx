import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { useIntl } from 'react-intl'

/** The usual periods (issue 15: 30, 90 or 365 days, or without limit); any other day count is "other". */
export const RETENTION_PRESETS = ['30', '90', '365'] as const
const UNLIMITED = ''
const OTHER = 'other'

/**
 * How long the tenant's threads are kept: a choice of the usual periods, or a number of days.
 * `value` is the days as typed ('' for no limit), as the form sends it.
 */
export function RetentionField({ value, onChange, error }: { value: string; onChange: (days: string) => void; error?: string | undefined }) {
  const intl = useIntl()
  const [other, setOther] = useState(() => value !== UNLIMITED && !(RETENTION_PRESETS as readonly string[]).includes(value))
  const choice = other ? OTHER : value
  const pick = (next: string) => {
    setOther(next === OTHER)
    if (next !== OTHER) onChange(next)
  }
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        select
        fullWidth
        label={intl.formatMessage({ id: 'aiAdmin.retention' })}
        value={choice}
        onChange={(event) => pick(event.target.value)}
        error={Boolean(error) && !other}
        helperText={(!other && error) || intl.formatMessage({ id: 'aiAdmin.retentionHint' })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value={UNLIMITED}>{intl.formatMessage({ id: 'aiAdmin.retentionUnlimited' })}</MenuItem>
        {RETENTION_PRESETS.map((days) => (
          <MenuItem key={days} value={days}>
            {intl.formatMessage({ id: 'aiAdmin.retentionDays' }, { days: Number(days) })}
          </MenuItem>
        ))}
        <MenuItem value={OTHER}>{intl.formatMessage({ id: 'aiAdmin.retentionOther' })}</MenuItem>
      </TextField>
      {other && (
        <TextField
          type="number"
          label={intl.formatMessage({ id: 'aiAdmin.retentionOtherDays' })}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? ' '}
          slotProps={{ htmlInput: { min: 1, max: 3650 } }}
          sx={{ minWidth: 200 }}
        />
      )}
    </Stack>
  )
}
