import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'
import type { CompiledResourceField } from '../../../../shared/manifest/resource-types.ts'
import type { FormValue } from '../lib/row-form.ts'
import { ReferencePicker } from './reference-picker.tsx'

interface FieldInputProps {
  readonly field: CompiledResourceField
  readonly value: FormValue
  readonly onChange: (value: FormValue) => void
  readonly onBlur?: () => void
  readonly error?: string | undefined
  readonly disabled?: boolean
}

/** The input for one manifest field: text, number, date, a choice of values, yes/no or a reference picker. */
export function FieldInput({ field, value, onChange, onBlur, error, disabled = false }: FieldInputProps) {
  const intl = useIntl()
  const label = intl.formatMessage({ id: field.label })
  const common = {
    label,
    required: field.required,
    disabled,
    error: Boolean(error),
    // A blank helper line keeps the form from jumping when an error appears.
    helperText: error ?? ' ',
    fullWidth: true,
    onBlur,
    name: field.name,
  }
  if (field.type === 'reference')
    return (
      <ReferencePicker
        field={field}
        value={typeof value === 'string' ? value : ''}
        onChange={(id) => {
          onChange(id)
          onBlur?.()
        }}
        label={label}
        error={error}
        disabled={disabled}
        required={field.required}
      />
    )
  if (field.type === 'enum' || field.type === 'boolean') {
    const selected = value === null ? '' : String(value)
    return (
      <TextField
        {...common}
        select
        value={selected}
        onChange={(event) => {
          const next = event.target.value
          onChange(field.type === 'boolean' ? (next === '' ? null : next === 'true') : next)
        }}
      >
        {!field.required && (
          <MenuItem value="">
            <em>{intl.formatMessage({ id: 'productData.none' })}</em>
          </MenuItem>
        )}
        {field.type === 'enum'
          ? (field.values ?? []).map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {intl.formatMessage({ id: option.label })}
              </MenuItem>
            ))
          : [
              <MenuItem key="true" value="true">
                {intl.formatMessage({ id: 'productData.yes' })}
              </MenuItem>,
              <MenuItem key="false" value="false">
                {intl.formatMessage({ id: 'productData.no' })}
              </MenuItem>,
            ]}
      </TextField>
    )
  }
  // A date in the app's language (28.11.2026), not the browser's, as every date field of the app;
  // the form keeps it as ISO, as the API takes it.
  if (field.type === 'date')
    return <LocaleDateField {...common} value={typeof value === 'string' ? value : ''} onChange={onChange} />
  const numeric = field.type === 'integer' || field.type === 'decimal'
  return (
    <TextField
      {...common}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: {
          // Identifiers are digits but not numbers: a numeric keyboard, no spinner, leading zeros kept.
          inputMode: numeric
            ? field.type === 'decimal'
              ? 'decimal'
              : 'numeric'
            : field.type === 'identifier'
              ? 'numeric'
              : 'text',
          ...(field.maxLength ? { maxLength: field.maxLength } : {}),
          'aria-invalid': Boolean(error),
        },
      }}
    />
  )
}
