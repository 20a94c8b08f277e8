import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import TextField from '@mui/material/TextField'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { useSetTranscriptionPrice } from '../api/set-transcription-price.ts'

/** Admins: the group's price per minute (EUR) of its transcription model; empty means no price (decision 0113). */
export function TranscriptionPriceField({ label, price }: { label: string; price: number | null }) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const save = useSetTranscriptionPrice()
  const [value, setValue] = useState(price === null ? '' : String(price))
  const parsed = value.trim() === '' ? null : Number(value.replace(',', '.'))
  const invalid = parsed !== null && (!Number.isFinite(parsed) || parsed < 0 || parsed > 100)
  return (
    <Box
      component="form"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start', mb: 2 }}
      onSubmit={(event) => {
        event.preventDefault()
        if (invalid) return
        save.mutate(parsed, {
          onSuccess: () => showToast(intl.formatMessage({ id: 'podcast.price.saved' }), 'success'),
          onError: (error) => showToast(errors.formText(error) ?? '', 'error'),
        })
      }}
    >
      <TextField
        size="small"
        inputMode="decimal"
        label={intl.formatMessage({ id: 'podcast.price.label' }, { label })}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={invalid}
        helperText={intl.formatMessage({ id: invalid ? 'podcast.price.invalid' : 'podcast.price.hint' })}
        sx={{ minWidth: 280 }}
      />
      <Button type="submit" variant="outlined" disabled={invalid || save.isPending}>
        <FormattedMessage id="podcast.price.save" />
      </Button>
    </Box>
  )
}
