// One field of a tile's form, by the variable's type: text, long text, choice, number, date, or a
// data-pool file. Required fields carry MUI's asterisk; the error text comes from the caller.
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Tile } from './tile-api.ts'

export type TileVariable = Tile['variables'][number]
export interface TileFile {
  readonly id: string
  readonly filename: string
  readonly collection: string
}

interface TileFormFieldProps {
  readonly variable: TileVariable
  readonly value: string
  readonly error: string | undefined
  readonly files: readonly TileFile[] | null
  readonly disabled: boolean
  readonly onChange: (value: string) => void
}

export function TileFormField({ variable, value, error, files, disabled, onChange }: TileFormFieldProps) {
  const intl = useIntl()
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
      return <TextField {...common} type="number" slotProps={{ htmlInput: { inputMode: 'decimal', step: 'any' } }} />
    case 'date':
      return <TextField {...common} type="date" slotProps={{ inputLabel: { shrink: true } }} />
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
    case 'file':
      return (
        <TextField
          {...common}
          select
          helperText={error ?? (files && files.length === 0 ? intl.formatMessage({ id: 'tiles.noFiles' }) : intl.formatMessage({ id: 'tiles.chooseFile' }))}
          disabled={disabled || !files || files.length === 0}
        >
          {(files ?? []).map((file) => (
            <MenuItem key={file.id} value={file.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
              {file.filename} · {file.collection}
            </MenuItem>
          ))}
        </TextField>
      )
    default:
      return <TextField {...common} />
  }
}
