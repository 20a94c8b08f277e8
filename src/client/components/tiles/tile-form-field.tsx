// One field of a tile's form, by the variable's type: text, long text, choice, number, date (a file
// field is tile-file-field.tsx). Required fields carry MUI's asterisk; the error text comes from the caller.
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { FormattedMessage } from 'react-intl'
import type { Tile } from './tile-api.ts'
import { LocaleDateField } from '../locale-date-field.tsx'

export type TileVariable = Tile['variables'][number]
export interface TileFile {
  readonly id: string
  readonly filename: string
  /** The data-pool collection; null: the user's own upload. */
  readonly collection: string | null
}

interface TileFormFieldProps {
  readonly variable: TileVariable
  readonly value: string
  readonly error: string | undefined
  readonly disabled: boolean
  readonly onChange: (value: string) => void
}

export function TileFormField({ variable, value, error, disabled, onChange }: TileFormFieldProps) {
  const common = {
    id: `tile-field-${variable.name}`,
    label: variable.label,
    required: variable.required,
    value,
    disabled,
    error: Boolean(error),
    helperText: error,
    fullWidth: true,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  }
  switch (variable.type) {
    case 'longText':
      return <TextField {...common} multiline minRows={4} maxRows={14} />
    case 'number':
      return (
        <TextField
          {...common}
          type="number"
          slotProps={{ htmlInput: { inputMode: 'decimal', step: 'any' } }}
        />
      )
    case 'date':
      return (
        <LocaleDateField {...common} value={String(common.value ?? '')} onChange={(iso) => onChange(iso)} />
      )
    case 'choice':
      return (
        <TextField {...common} select>
          {!variable.required && (
            <MenuItem value="">
              <FormattedMessage id="tiles.noChoice" />
            </MenuItem>
          )}
          {variable.options.map((option) => (
            <MenuItem key={option.value} value={option.value}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )
    default:
      return <TextField {...common} />
  }
}
