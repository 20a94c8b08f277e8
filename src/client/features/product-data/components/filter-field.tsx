import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import type { CompiledResourceField } from '../../../../shared/manifest/resource-types.ts'
import { ReferencePicker } from './reference-picker.tsx'

const TYPING_DELAY_MS = 400

interface FilterFieldProps {
  readonly field: CompiledResourceField
  readonly value: string
  readonly onChange: (value: string) => void
}

/** One filter of a list (manifest `list.filters`): a choice for values, a picker for references, text otherwise. */
export function FilterField({ field, value, onChange }: FilterFieldProps) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: field.label })
  if (field.type === 'reference')
    return (
      <ReferencePicker field={field} value={value} onChange={onChange} label={label} size="small" />
    )
  if (field.type === 'enum' || field.type === 'boolean') {
    const options =
      field.type === 'enum'
        ? (field.values ?? []).map((option) => ({ value: option.value, label: intl.formatMessage({ id: option.label }) }))
        : [
            { value: 'true', label: intl.formatMessage({ id: 'productData.yes' }) },
            { value: 'false', label: intl.formatMessage({ id: 'productData.no' }) },
          ]
    return (
      <TextField
        select
        fullWidth
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        helperText=" "
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{intl.formatMessage({ id: 'productData.filter.all' })}</MenuItem>
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    )
  }
  return <TypedFilter field={field} label={label} value={value} onChange={onChange} />
}

/** Text, number and date filters apply once the user pauses typing, not on every key. */
function TypedFilter({ field, label, value, onChange }: FilterFieldProps & { readonly label: string }) {
  const intl = useIntl()
  const ranged = field.type === 'integer' || field.type === 'decimal' || field.type === 'date'
  const [draft, setDraft] = useState(value)
  const [applied, setApplied] = useState(value)
  if (applied !== value) {
    // The URL changed (back button, "clear filters"): show what it says.
    setApplied(value)
    setDraft(value)
  }
  useEffect(() => {
    if (draft === value) return
    const timer = window.setTimeout(() => onChange(draft.trim()), TYPING_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [draft, value, onChange])
  return (
    <TextField
      fullWidth
      size="small"
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      // Numbers and dates take a range, from..to; the line below says how.
      helperText={ranged ? intl.formatMessage({ id: 'productData.filter.rangeHint' }, { example: field.type === 'date' ? '2026-01-01..2026-03-31' : '5..10' }) : ' '}
    />
  )
}
