// The form fields of a tile being edited: name (as the template writes it), label, kind, required,
// the values of a choice and a default. A server error for field n shows at its row.
import AddIcon from '@mui/icons-material/Add'
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormHelperText from '@mui/material/FormHelperText'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { TileInput } from '../../../components/tiles/tile-api.ts'

type VariableType = TileInput['variables'][number]['type']
const types: readonly VariableType[] = ['text', 'longText', 'choice', 'number', 'date', 'file']

export interface EditedVariable {
  name: string
  type: VariableType
  label: string
  required: boolean
  /** A choice's values, one a line. */
  options: string
  default: string
}

export const emptyVariable = (): EditedVariable => ({ name: '', type: 'text', label: '', required: true, options: '', default: '' })

interface VariableEditorProps {
  readonly variables: readonly EditedVariable[]
  readonly errors: Readonly<Record<string, string>>
  readonly onChange: (variables: EditedVariable[]) => void
}

export function VariableEditor({ variables, errors, onChange }: VariableEditorProps) {
  const intl = useIntl()
  const change = (index: number, patch: Partial<EditedVariable>) => onChange(variables.map((variable, i) => (i === index ? { ...variable, ...patch } : variable)))
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        <FormattedMessage id="tiles.editor.variables" />
      </Typography>
      {variables.length === 0 && (
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          <FormattedMessage id="tiles.editor.noVariables" />
        </Typography>
      )}
      {variables.map((variable, index) => (
        <Paper key={index} variant="outlined" data-testid={`tile-variable-${index}`} sx={{ p: 1.5, mb: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr auto' }, alignItems: 'start' }}>
          <TextField size="small" label={intl.formatMessage({ id: 'tiles.editor.variableName' })} value={variable.name} onChange={(event) => change(index, { name: event.target.value })} slotProps={{ htmlInput: { maxLength: 40 } }} />
          <TextField size="small" label={intl.formatMessage({ id: 'tiles.editor.variableLabel' })} value={variable.label} onChange={(event) => change(index, { label: event.target.value })} slotProps={{ htmlInput: { maxLength: 120 } }} />
          <TextField select size="small" label={intl.formatMessage({ id: 'tiles.editor.variableType' })} value={variable.type} onChange={(event) => change(index, { type: event.target.value as VariableType })}>
            {types.map((type) => (
              <MenuItem key={type} value={type}>
                <FormattedMessage id={`tiles.type.${type}`} />
              </MenuItem>
            ))}
          </TextField>
          <IconButton aria-label={intl.formatMessage({ id: 'tiles.editor.removeVariable' }, { name: variable.name || index + 1 })} onClick={() => onChange(variables.filter((_, i) => i !== index))}>
            <DeleteOutlinedIcon />
          </IconButton>
          {variable.type === 'choice' && (
            <TextField size="small" multiline minRows={2} label={intl.formatMessage({ id: 'tiles.editor.variableOptions' })} value={variable.options} onChange={(event) => change(index, { options: event.target.value })} sx={{ gridColumn: { sm: 'span 2' } }} />
          )}
          {variable.type !== 'file' && (
            <TextField size="small" label={intl.formatMessage({ id: 'tiles.editor.variableDefault' })} value={variable.default} onChange={(event) => change(index, { default: event.target.value })} />
          )}
          <FormControlLabel control={<Checkbox checked={variable.required} onChange={(event) => change(index, { required: event.target.checked })} />} label={intl.formatMessage({ id: 'tiles.editor.variableRequired' })} />
          {errors[`variables.${index}`] && (
            <FormHelperText error sx={{ gridColumn: '1 / -1', m: 0 }}>
              {errors[`variables.${index}`]}
            </FormHelperText>
          )}
        </Paper>
      ))}
      <Button startIcon={<AddIcon />} onClick={() => onChange([...variables, emptyVariable()])} disabled={variables.length >= 20}>
        <FormattedMessage id="tiles.editor.addVariable" />
      </Button>
    </Box>
  )
}
