// Admins make and change their tenant's own tiles: title, icon, category, output, model or assistant,
// who may run it, the prompt template and its form fields (the variable editor). The server checks
// everything again and its field errors show at the field.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControl from '@mui/material/FormControl'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormHelperText from '@mui/material/FormHelperText'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { useEffect, useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { ICON_NAMES } from '../../../../shared/manifest/icons.ts'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { MenuIcon } from '../../../components/menu-icon.tsx'
import { createTile, getTileOptions, updateTile, type Tile, type TileInput } from '../../../components/tiles/tile-api.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { showToast } from '../../../lib/toast/toast-store.ts'
import { emptyVariable, VariableEditor, type EditedVariable } from './variable-editor.tsx'

const categories = ['product', 'compliance', 'patient', 'marketing', 'other'] as const
const outputs = ['markdown', 'table', 'email'] as const
const levels = ['ROOT', 'ADMIN', 'WRITE', 'READ'] as const

interface TileEditorDialogProps {
  /** The tile to change; null makes a new one. */
  readonly tile: Tile | null
  readonly onClose: () => void
  readonly onSaved: () => void
}

const toEdited = (tile: Tile): EditedVariable[] =>
  tile.variables.map((variable) => ({
    name: variable.name,
    type: variable.type,
    label: variable.label,
    required: variable.required,
    options: variable.options.map((option) => option.value).join('\n'),
    default: variable.default === null ? '' : String(variable.default),
  }))

export function TileEditorDialog({ tile, onClose, onSaved }: TileEditorDialogProps) {
  const intl = useIntl()
  const theme = useTheme()
  const phone = useMediaQuery(theme.breakpoints.down('sm'))
  const { fieldTexts, formText } = useApiErrorText()
  const [title, setTitle] = useState(tile?.title ?? '')
  const [description, setDescription] = useState(tile?.description ?? '')
  const [icon, setIcon] = useState(tile?.icon ?? 'smart-toy')
  const [category, setCategory] = useState<TileInput['category']>(tile?.category ?? 'other')
  const [output, setOutput] = useState<TileInput['output']>(tile?.output ?? 'markdown')
  const [modelId, setModelId] = useState(tile?.modelId ?? '')
  const [assistantId, setAssistantId] = useState(tile?.assistantId ?? '')
  const [allowed, setAllowed] = useState<string[]>(tile ? [...tile.levels] : ['ROOT', 'ADMIN', 'WRITE', 'READ'])
  const [template, setTemplate] = useState(tile?.template ?? '')
  const [variables, setVariables] = useState<EditedVariable[]>(() => (tile ? toEdited(tile) : [emptyVariable()]))
  const [options, setOptions] = useState<{ models: { id: string; label: string }[]; assistants: { id: string; name: string }[] }>({ models: [], assistants: [] })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [failure, setFailure] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)

  useEffect(() => {
    let live = true
    getTileOptions()
      .then((loaded) => live && setOptions(loaded))
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    setErrors({})
    setFailure(null)
    const body: TileInput = {
      title,
      description,
      icon,
      category,
      output,
      modelId: modelId || null,
      assistantId: assistantId || null,
      levels: allowed,
      template,
      variables: variables.map((variable) => ({
        name: variable.name.trim(),
        type: variable.type,
        label: variable.label,
        required: variable.required,
        ...(variable.type === 'choice' ? { options: variable.options.split('\n').map((option) => option.trim()).filter(Boolean) } : {}),
        ...(variable.default.trim() !== '' && variable.type !== 'file' ? { default: variable.type === 'number' ? Number(variable.default.replace(',', '.')) : variable.default.trim() } : {}),
      })),
    }
    try {
      if (tile) await updateTile(tile.id, body)
      else await createTile(body)
      showToast(intl.formatMessage({ id: 'tiles.saved' }), 'success')
      onSaved()
    } catch (error) {
      setErrors(fieldTexts(error))
      setFailure(formText(error))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={phone} fullWidth maxWidth="md" aria-labelledby="tile-editor-title">
      <DialogTitle id="tile-editor-title">
        <FormattedMessage id={tile ? 'tiles.editor.edit' : 'tiles.editor.new'} />
      </DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="tile-editor-form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField label={intl.formatMessage({ id: 'tiles.editor.title' })} required value={title} onChange={(event) => setTitle(event.target.value)} error={Boolean(errors.title)} helperText={errors.title} slotProps={{ htmlInput: { maxLength: 120 } }} />
          <TextField label={intl.formatMessage({ id: 'tiles.editor.description' })} value={description} onChange={(event) => setDescription(event.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500 } }} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth label={intl.formatMessage({ id: 'tiles.editor.icon' })} value={icon} onChange={(event) => setIcon(event.target.value)} error={Boolean(errors.icon)} helperText={errors.icon}>
              {ICON_NAMES.map((name) => (
                <MenuItem key={name} value={name} aria-label={name}>
                  <MenuIcon name={name} fontSize="small" />
                </MenuItem>
              ))}
            </TextField>
            <TextField select fullWidth label={intl.formatMessage({ id: 'tiles.editor.category' })} value={category} onChange={(event) => setCategory(event.target.value as TileInput['category'])}>
              {categories.map((name) => (
                <MenuItem key={name} value={name}>
                  <FormattedMessage id={`tiles.category.${name}`} />
                </MenuItem>
              ))}
            </TextField>
            <TextField select fullWidth label={intl.formatMessage({ id: 'tiles.editor.output' })} value={output} onChange={(event) => setOutput(event.target.value as TileInput['output'])}>
              {outputs.map((name) => (
                <MenuItem key={name} value={name}>
                  <FormattedMessage id={`tiles.output.${name}`} />
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField select fullWidth label={intl.formatMessage({ id: 'tiles.editor.assistant' })} value={assistantId} onChange={(event) => setAssistantId(event.target.value)} error={Boolean(errors.assistantId)} helperText={errors.assistantId}>
              <MenuItem value="">
                <FormattedMessage id="tiles.editor.assistantNone" />
              </MenuItem>
              {options.assistants.map((assistant) => (
                <MenuItem key={assistant.id} value={assistant.id}>
                  {assistant.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField select fullWidth label={intl.formatMessage({ id: 'tiles.editor.model' })} value={modelId} onChange={(event) => setModelId(event.target.value)} error={Boolean(errors.modelId)} helperText={errors.modelId}>
              <MenuItem value="">
                <FormattedMessage id="tiles.editor.modelDefault" />
              </MenuItem>
              {options.models.map((model) => (
                <MenuItem key={model.id} value={model.id}>
                  {model.label}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <FormControl error={Boolean(errors.levels)} component="fieldset">
            <FormLabel component="legend">
              <FormattedMessage id="tiles.editor.levels" />
            </FormLabel>
            <FormGroup row>
              {levels.map((level) => (
                <FormControlLabel
                  key={level}
                  label={level}
                  control={<Checkbox checked={allowed.includes(level)} onChange={(event) => setAllowed((before) => (event.target.checked ? [...before, level] : before.filter((item) => item !== level)))} />}
                />
              ))}
            </FormGroup>
            {errors.levels && <FormHelperText>{errors.levels}</FormHelperText>}
          </FormControl>
          <VariableEditor variables={variables} errors={errors} onChange={setVariables} />
          <TextField
            label={intl.formatMessage({ id: 'tiles.editor.template' })}
            required
            multiline
            minRows={5}
            value={template}
            onChange={(event) => setTemplate(event.target.value)}
            error={Boolean(errors.template)}
            helperText={errors.template ?? intl.formatMessage({ id: 'tiles.editor.templateHelp' }, { example: `{{${variables[0]?.name || 'name'}}}`, builtins: '{{date}}, {{user.name}}, {{tenant.language}}' })}
            slotProps={{ htmlInput: { maxLength: 20000, 'data-testid': 'tile-template' } }}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" form="tile-editor-form" variant="contained" disabled={saving}>
          <FormattedMessage id="common.save" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
