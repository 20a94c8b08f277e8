// Running a tile: its form (a field per variable, defaults filled, required marked), checked here the
// way the server checks it, then the result streaming beside (below, on a phone) the form. Used by the
// dashboard and by tile history's "run again" (with the run's inputs).
import CloseIcon from '@mui/icons-material/Close'
import PlayArrowIcon from '@mui/icons-material/PlayArrow'
import StopIcon from '@mui/icons-material/Stop'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { checkTileInputs } from '../../../shared/ai/tile-template.ts'
import { useApiErrorText } from '../../lib/api/use-api-error-text.ts'
import { DialogActions } from '../dialog-actions.tsx'
import { listTileFiles, runTile, type Tile, type TileInputs, type TileRun } from './tile-api.ts'
import { TileFileField } from './tile-file-field.tsx'
import { TileFormField, type TileFile } from './tile-form-field.tsx'
import { TileResult } from './tile-result.tsx'
import { useTileRework } from './use-tile-rework.ts'

interface TileRunDialogProps {
  readonly tile: Tile
  /** The values to start from (run again); the tile's defaults otherwise. */
  readonly initialInputs?: Readonly<Record<string, string | number>>
  readonly onClose: () => void
  /** Called when a run has been stored (finished in any way). */
  readonly onRunStored?: () => void
}

const initialValues = (tile: Tile, inputs?: Readonly<Record<string, string | number>>) =>
  Object.fromEntries(tile.variables.map((variable) => [variable.name, String(inputs?.[variable.name] ?? variable.default ?? '')]))

export function TileRunDialog({ tile, initialInputs, onClose, onRunStored }: TileRunDialogProps) {
  const intl = useIntl()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const { fieldTexts, formText } = useApiErrorText()
  const [values, setValues] = useState<Record<string, string>>(() => initialValues(tile, initialInputs))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [files, setFiles] = useState<TileFile[] | null>(null)
  const [uploading, setUploading] = useState<Record<string, boolean>>({})
  const waitingForUpload = Object.values(uploading).some(Boolean)
  const [text, setText] = useState('')
  const [status, setStatus] = useState<string | null>(null)
  const [modelLabel, setModelLabel] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [storedRun, setStoredRun] = useState<TileRun | null>(null)
  const rework = useTileRework(storedRun, setStoredRun)
  const controller = useRef<AbortController | null>(null)
  const hasFile = tile.variables.some((variable) => variable.type === 'file')

  useEffect(() => {
    if (!hasFile) return
    let live = true
    listTileFiles()
      .then((items) => live && setFiles(items))
      .catch(() => live && setFiles([]))
    return () => {
      live = false
    }
  }, [hasFile])
  useEffect(() => () => controller.current?.abort(), [])

  const running = status === 'streaming'
  const errorText = (code: string) => intl.formatMessage({ id: `apiError.tiles.input.${code}` })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const variables = tile.variables.map((variable) => ({ ...variable, options: variable.options.map((option) => option.value), default: variable.default ?? undefined }))
    const inputs: TileInputs = Object.fromEntries(tile.variables.map((variable) => [variable.name, values[variable.name]?.trim() ? values[variable.name]! : null]))
    const checked = checkTileInputs(variables, inputs)
    if (Object.keys(checked.errors).length > 0) {
      setErrors(Object.fromEntries(Object.entries(checked.errors).map(([name, code]) => [name, errorText(code)])))
      return
    }
    setErrors({})
    setText('')
    setFailure(null)
    setModelLabel(null)
    setStoredRun(null)
    setStatus('streaming')
    const abort = new AbortController()
    controller.current = abort
    try {
      await runTile(
        tile.id,
        inputs,
        (runEvent) => {
          if (runEvent.type === 'start') setModelLabel(runEvent.run.model.label)
          else if (runEvent.type === 'text') setText((before) => before + runEvent.text)
          else {
            setText(runEvent.run.content)
            setStatus(runEvent.run.status)
            setStoredRun(runEvent.run)
            if (runEvent.type === 'error') {
              const id = runEvent.code
              setFailure(id in intl.messages ? intl.formatMessage({ id }) : intl.formatMessage({ id: 'tiles.runFailed' }, { reason: id }))
            }
            onRunStored?.()
          }
        },
        abort.signal,
      )
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setStatus('stopped')
        onRunStored?.()
      } else {
        const fields = fieldTexts(error)
        const byName = Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.replace(/^inputs\./, ''), message]))
        setErrors(byName)
        setStatus(null)
        const message = formText(error)
        if (message) setFailure(intl.formatMessage({ id: 'tiles.runFailed' }, { reason: message }))
      }
    } finally {
      controller.current = null
    }
  }

  return (
    <Dialog open onClose={running ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="lg" aria-labelledby="tile-run-title">
      <DialogTitle id="tile-run-title" sx={{ pr: 6 }}>
        {tile.title}
        <IconButton aria-label={intl.formatMessage({ id: 'tiles.close' })} onClick={onClose} disabled={running} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' } }}>
          <Box component="form" id="tile-run-form" noValidate onSubmit={(event) => void submit(event)} aria-label={tile.title}>
            {tile.description && (
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                {tile.description}
              </Typography>
            )}
            {!tile.runnable && (
              <Alert severity="info" sx={{ mb: 2 }}>
                <FormattedMessage id="tiles.notRunnable" />
              </Alert>
            )}
            <Stack spacing={2}>
              {tile.variables.map((variable) =>
                variable.type === 'file' ? (
                  <TileFileField
                    key={variable.name}
                    variable={variable}
                    value={values[variable.name] ?? ''}
                    error={errors[variable.name]}
                    files={files}
                    disabled={running}
                    onChange={(value) => setValues((before) => ({ ...before, [variable.name]: value }))}
                    onUploaded={(file) => {
                      setFiles((before) => [...(before ?? []).filter((known) => known.id !== file.id), file])
                      setValues((before) => ({ ...before, [variable.name]: file.id }))
                    }}
                    onBusy={(busy) => setUploading((before) => ({ ...before, [variable.name]: busy }))}
                  />
                ) : (
                  <TileFormField
                    key={variable.name}
                    variable={variable}
                    value={values[variable.name] ?? ''}
                    error={errors[variable.name]}
                    disabled={running}
                    onChange={(value) => setValues((before) => ({ ...before, [variable.name]: value }))}
                  />
                ),
              )}
            </Stack>
            {tile.variables.some((variable) => variable.required) && (
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 1 }}>
                <FormattedMessage id="tiles.requiredHint" />
              </Typography>
            )}
          </Box>
          <TileResult title={tile.title} text={text} status={status} modelLabel={modelLabel} failure={failure} rework={rework} />
        </Box>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {running ? (
          <Button startIcon={<StopIcon />} onClick={() => controller.current?.abort()}>
            <FormattedMessage id="tiles.stop" />
          </Button>
        ) : (
          <Button onClick={onClose}>
            <FormattedMessage id="tiles.close" />
          </Button>
        )}
        <Button type="submit" form="tile-run-form" variant="contained" startIcon={<PlayArrowIcon />} disabled={running || waitingForUpload || !tile.runnable}>
          <FormattedMessage id={status === null ? 'tiles.run' : 'tiles.runAgain'} />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
