import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { OverlayBody } from '../api/studio-requests.ts'

type Corner = NonNullable<OverlayBody['logoCorner']>
const corners: Corner[] = ['top-left', 'top-right', 'bottom-left', 'bottom-right']

/** Text and the group's logo over the image; the result is a new image. */
export function OverlayForm({ pending, onApply }: { pending: boolean; onApply: (body: OverlayBody) => void }) {
  const intl = useIntl()
  const [text, setText] = useState('')
  const [textPosition, setTextPosition] = useState<OverlayBody['textPosition']>('bottom')
  const [textColor, setTextColor] = useState<OverlayBody['textColor']>('white')
  const [logoCorner, setLogoCorner] = useState<Corner | ''>('')
  const valid = text.trim() !== '' || logoCorner !== ''
  return (
    <Box component="form" aria-label={intl.formatMessage({ id: 'studio.overlay' })} onSubmit={(e) => { e.preventDefault(); if (valid) onApply({ ...(text.trim() ? { text: text.trim() } : {}), textPosition, textColor, ...(logoCorner ? { logoCorner } : {}) }) }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}><FormattedMessage id="studio.overlay" /></Typography>
      <TextField label={intl.formatMessage({ id: 'studio.overlayText' })} value={text} onChange={(e) => setText(e.target.value)} fullWidth size="small" sx={{ mb: 1 }} slotProps={{ htmlInput: { maxLength: 200 } }} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <TextField select size="small" label={intl.formatMessage({ id: 'studio.textPosition' })} value={textPosition} onChange={(e) => setTextPosition(e.target.value as OverlayBody['textPosition'])} sx={{ minWidth: 130 }}>
          {(['top', 'bottom'] as const).map((option) => <MenuItem key={option} value={option}>{intl.formatMessage({ id: `studio.textPosition.${option}` })}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={intl.formatMessage({ id: 'studio.textColor' })} value={textColor} onChange={(e) => setTextColor(e.target.value as OverlayBody['textColor'])} sx={{ minWidth: 130 }}>
          {(['white', 'black'] as const).map((option) => <MenuItem key={option} value={option}>{intl.formatMessage({ id: `studio.textColor.${option}` })}</MenuItem>)}
        </TextField>
        <TextField select size="small" label={intl.formatMessage({ id: 'studio.logo' })} value={logoCorner} onChange={(e) => setLogoCorner(e.target.value as Corner | '')} sx={{ minWidth: 170 }}>
          <MenuItem value=""><FormattedMessage id="studio.logo.none" /></MenuItem>
          {corners.map((corner) => <MenuItem key={corner} value={corner}>{intl.formatMessage({ id: `studio.corner.${corner.replace(/-(\w)/, (_, letter: string) => letter.toUpperCase())}` })}</MenuItem>)}
        </TextField>
      </Box>
      <Button type="submit" variant="outlined" disabled={!valid || pending}><FormattedMessage id="studio.apply" /></Button>
    </Box>
  )
}
