import AutoFixHighIcon from '@mui/icons-material/AutoFixHigh'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TextField from '@mui/material/TextField'
import { useState, type FormEvent } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useImprovePrompt } from '../api/improve-prompt.ts'
import { aspectOf, imageQualities, imageSizes, stylePresets, type GenerateBody, type ImageQuality, type ImageSize, type StylePreset } from '../api/image-types.ts'
import { useAiErrorText } from './use-ai-error-text.ts'

interface PromptFormProps {
  models: { id: string; label: string }[]
  promptHelper: boolean
  busy: boolean
  onGenerate: (body: GenerateBody) => void
  onStop: () => void
}

/** The generator's form: description, what to avoid, model, aspect, quality, style, number of images. */
export function PromptForm({ models, promptHelper, busy, onGenerate, onStop }: PromptFormProps) {
  const intl = useIntl()
  const [prompt, setPrompt] = useState('')
  const [negativePrompt, setNegativePrompt] = useState('')
  const [modelId, setModelId] = useState(models[0]?.id ?? '')
  const [size, setSize] = useState<ImageSize>('1024x1024')
  const [quality, setQuality] = useState<ImageQuality>('auto')
  const [style, setStyle] = useState<StylePreset>('none')
  const [count, setCount] = useState(2)
  const improve = useImprovePrompt()
  const { errorText } = useAiErrorText()
  const canGenerate = prompt.trim().length > 0 && modelId !== '' && !busy

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!canGenerate) return
    onGenerate({ modelId, prompt: prompt.trim(), ...(negativePrompt.trim() ? { negativePrompt: negativePrompt.trim() } : {}), count, size, quality, style })
  }
  const select = <T extends string | number>(label: string, value: T, options: readonly T[], text: (option: T) => string, onChange: (value: T) => void) => (
    <TextField select size="small" label={intl.formatMessage({ id: label })} value={value} onChange={(e) => onChange((typeof value === 'number' ? Number(e.target.value) : e.target.value) as T)} sx={{ minWidth: 180 }}>
      {options.map((option) => <MenuItem key={option} value={option}>{text(option)}</MenuItem>)}
    </TextField>
  )

  return (
    <Paper component="form" variant="outlined" onSubmit={submit} sx={{ borderRadius: 3, p: 2, mb: 3 }} aria-label={intl.formatMessage({ id: 'images.prompt' })}>
      <TextField
        label={intl.formatMessage({ id: 'images.prompt' })}
        helperText={intl.formatMessage({ id: 'images.promptHint' })}
        value={prompt}
        onChange={(e) => setPrompt(e.target.value)}
        multiline
        minRows={3}
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, my: 1 }}>
        <Button
          startIcon={<AutoFixHighIcon />}
          disabled={!promptHelper || prompt.trim() === '' || improve.isPending}
          onClick={() => improve.mutate(prompt.trim(), { onSuccess: (better) => setPrompt(better) })}
        >
          <FormattedMessage id={improve.isPending ? 'images.improving' : 'images.improve'} />
        </Button>
        {!promptHelper && <Box component="span" sx={{ color: 'text.secondary', fontSize: 14 }}><FormattedMessage id="images.improveNeedsModel" /></Box>}
      </Box>
      {improve.error && <Alert severity="error" sx={{ mb: 1 }}>{errorText(improve.error)}</Alert>}
      <TextField
        label={intl.formatMessage({ id: 'images.negativePrompt' })}
        helperText={intl.formatMessage({ id: 'images.negativePromptHint' })}
        value={negativePrompt}
        onChange={(e) => setNegativePrompt(e.target.value)}
        fullWidth
        size="small"
        sx={{ mb: 2 }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {models.length > 1 && select('images.model', modelId, models.map((model) => model.id), (id) => models.find((model) => model.id === id)?.label ?? id, setModelId)}
        {select('images.aspect', size, imageSizes, (option) => intl.formatMessage({ id: aspectOf[option] }), setSize)}
        {select('images.quality', quality, imageQualities, (option) => intl.formatMessage({ id: `images.quality.${option}` }), setQuality)}
        {select('images.style', style, stylePresets, (option) => intl.formatMessage({ id: `images.style.${option}` }), setStyle)}
        {select('images.count', count, [1, 2, 3, 4], (option) => intl.formatNumber(option), setCount)}
      </Box>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={!canGenerate}><FormattedMessage id="images.generate" /></Button>
        {busy && <Button onClick={onStop}><FormattedMessage id="images.stop" /></Button>}
      </Box>
    </Paper>
  )
}
