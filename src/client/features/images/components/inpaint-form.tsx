import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Slider from '@mui/material/Slider'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'

interface InpaintFormProps {
  models: { id: string; label: string }[]
  brush: number
  onBrush: (size: number) => void
  pending: boolean
  onClear: () => void
  onApply: (input: { modelId: string; prompt: string }) => void
  /** The description of the image itself, used for a variation when nothing is typed. */
  imagePrompt: string
  onVariation: (input: { modelId: string; prompt: string }) => void
}

/** Paint on the image what should change, describe the change, and let the model redo that part. */
export function InpaintForm({ models, brush, onBrush, pending, onClear, onApply, imagePrompt, onVariation }: InpaintFormProps) {
  const intl = useIntl()
  const [modelId, setModelId] = useState(models[0]?.id ?? '')
  const [prompt, setPrompt] = useState('')
  const variationPrompt = prompt.trim() || imagePrompt.trim()
  return (
    <Box component="form" aria-label={intl.formatMessage({ id: 'studio.inpaint' })} onSubmit={(e) => { e.preventDefault(); if (prompt.trim() && modelId) onApply({ modelId, prompt: prompt.trim() }) }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}><FormattedMessage id="studio.inpaint" /></Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}><FormattedMessage id="studio.inpaintHint" /></Typography>
      {models.length > 1 && (
        <TextField select size="small" fullWidth label={intl.formatMessage({ id: 'images.model' })} value={modelId} onChange={(e) => setModelId(e.target.value)} sx={{ mb: 1 }}>
          {models.map((model) => <MenuItem key={model.id} value={model.id}>{model.label}</MenuItem>)}
        </TextField>
      )}
      <Typography id="brush-size" variant="body2"><FormattedMessage id="studio.brush" /></Typography>
      <Slider size="small" min={4} max={80} value={brush} onChange={(_, value) => onBrush(value as number)} aria-labelledby="brush-size" sx={{ mb: 1 }} />
      <TextField label={intl.formatMessage({ id: 'studio.change' })} value={prompt} onChange={(e) => setPrompt(e.target.value)} fullWidth multiline minRows={2} size="small" sx={{ mb: 1 }} slotProps={{ htmlInput: { maxLength: 4000 } }} />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={pending || !prompt.trim()}><FormattedMessage id="studio.applyInpaint" /></Button>
        <Button onClick={onClear}><FormattedMessage id="studio.clearMask" /></Button>
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2, mb: 1 }}><FormattedMessage id="studio.variationHint" /></Typography>
      <Button variant="outlined" disabled={pending || !variationPrompt || !modelId} onClick={() => onVariation({ modelId, prompt: variationPrompt })}>
        <FormattedMessage id="studio.variation" />
      </Button>
    </Box>
  )
}
