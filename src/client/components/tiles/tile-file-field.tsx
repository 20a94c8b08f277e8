// A tile's file field: a data-pool file or one of the user's own uploads from the list, or a new
// upload (dropped on the field or chosen), which joins the list and is selected once it is read.
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { FileDropZone } from '../file-drop-zone.tsx'
import type { TileFile, TileVariable } from './tile-form-field.tsx'
import { useTileUpload } from './use-tile-upload.ts'

interface TileFileFieldProps {
  readonly variable: TileVariable
  readonly value: string
  readonly error: string | undefined
  readonly files: readonly TileFile[] | null
  readonly disabled: boolean
  readonly onChange: (value: string) => void
  /** A new upload is read: it joins the list (and becomes the field's value). */
  readonly onUploaded: (file: TileFile) => void
  /** Whether an upload is under way (the form waits for it). */
  readonly onBusy: (busy: boolean) => void
}

export function TileFileField({ variable, value, error, files, disabled, onChange, onUploaded, onBusy }: TileFileFieldProps) {
  const intl = useIntl()
  const { upload, start, busy } = useTileUpload(onUploaded)
  // The caller's callback may be new on every render; only a change of `busy` is news.
  const reportBusy = useRef(onBusy)
  reportBusy.current = onBusy
  useEffect(() => reportBusy.current(busy), [busy])
  const id = `tile-field-${variable.name}`
  const empty = !files || files.length === 0
  return (
    <Box>
      <TextField
        id={id}
        label={variable.label}
        required={variable.required}
        value={value}
        error={Boolean(error)}
        helperText={error ?? intl.formatMessage({ id: files && files.length === 0 ? 'tiles.noFiles' : 'tiles.chooseFile' })}
        fullWidth
        select
        disabled={disabled || busy || empty}
        onChange={(event) => onChange(event.target.value)}
      >
        {(files ?? []).map((file) => (
          <MenuItem key={file.id} value={file.id} sx={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {file.filename} · {file.collection ?? intl.formatMessage({ id: 'tiles.file.own' })}
          </MenuItem>
        ))}
      </TextField>
      <Box sx={{ mt: 1 }}>
        <FileDropZone
          dense
          testId={`tile-file-drop-${variable.name}`}
          disabled={disabled || busy}
          onFiles={(chosen) => chosen[0] && void start(chosen[0])}
          hint={<FormattedMessage id="tiles.file.drop" />}
          choose={<FormattedMessage id="tiles.file.choose" values={{ label: variable.label }} />}
        />
      </Box>
      {upload && (
        <Box sx={{ mt: 1 }} aria-live="polite">
          {upload.phase === 'failed' ? (
            <Typography variant="body2" color="error" role="alert">
              <FormattedMessage id="tiles.file.failed" values={{ name: upload.name, reason: upload.error ?? '' }} />
            </Typography>
          ) : (
            <>
              <Typography variant="body2">
                <FormattedMessage id={upload.phase === 'uploading' ? 'tiles.file.uploading' : 'tiles.file.reading'} values={{ name: upload.name }} />
              </Typography>
              <LinearProgress
                variant={upload.phase === 'uploading' ? 'determinate' : 'indeterminate'}
                value={Math.round(upload.progress * 100)}
                aria-label={upload.name}
              />
            </>
          )}
        </Box>
      )}
    </Box>
  )
}
