import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useIntl } from 'react-intl'
import { TEXT_ENCODINGS, type TextEncoding } from '../../api/bulk-upload-types.ts'

interface EncodingChoiceProps {
  readonly encoding: TextEncoding
  /** Checks the same file again read in another encoding; absent when the file is no longer at hand. */
  readonly onChange?: ((encoding: TextEncoding) => void) | undefined
  readonly disabled: boolean
}

/** The encoding a CSV was read in (detected by the server, or chosen), which the user may change. */
export function EncodingChoice({ encoding, onChange, disabled }: EncodingChoiceProps) {
  const intl = useIntl()
  return (
    <TextField
      select
      size="small"
      sx={{ minWidth: 280, alignSelf: 'start' }}
      label={intl.formatMessage({ id: 'bulkUpload.encoding' })}
      helperText={intl.formatMessage({ id: 'bulkUpload.encodingHint' })}
      value={encoding}
      disabled={disabled || !onChange}
      onChange={(event) => onChange?.(event.target.value as TextEncoding)}
    >
      {TEXT_ENCODINGS.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {intl.formatMessage({ id: `bulkUpload.encoding.${choice.replaceAll('-', '')}` })}
        </MenuItem>
      ))}
    </TextField>
  )
}
