import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { GalleryImage } from '../api/image-types.ts'
import type { TransformBody } from '../api/studio-requests.ts'

type Fit = 'cover' | 'contain' | 'fill'
type Format = 'png' | 'jpeg' | 'webp'

/** Crop, resize and format conversion, done on the server with sharp; the result is a new image. */
export function TransformForm({ image, pending, onApply }: { image: GalleryImage; pending: boolean; onApply: (body: TransformBody) => void }) {
  const intl = useIntl()
  const [crop, setCrop] = useState(false)
  const [area, setArea] = useState({ left: 0, top: 0, width: image.width, height: image.height })
  const [resize, setResize] = useState(false)
  const [size, setSize] = useState({ width: image.width, height: image.height })
  const [fit, setFit] = useState<Fit>('cover')
  const [format, setFormat] = useState<Format | ''>('')
  const number = (id: string, value: number, onChange: (value: number) => void, max: number) => (
    <TextField
      size="small"
      type="number"
      label={intl.formatMessage({ id })}
      value={value}
      onChange={(e) => onChange(Math.max(0, Math.min(max, Math.round(Number(e.target.value) || 0))))}
      slotProps={{ htmlInput: { min: 0, max } }}
      sx={{ width: 110 }}
    />
  )
  const body: TransformBody = {
    ...(crop ? { crop: area } : {}),
    ...(resize ? { resize: { ...size, fit } } : {}),
    ...(format ? { format } : {}),
  }
  const valid = (crop || resize || format !== '') && (!crop || (area.width > 0 && area.height > 0)) && (!resize || (size.width > 0 && size.height > 0))

  return (
    <Box component="form" aria-label={intl.formatMessage({ id: 'studio.localTools' })} onSubmit={(e) => { e.preventDefault(); if (valid) onApply(body) }}>
      <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}><FormattedMessage id="studio.localTools" /></Typography>
      <FormControlLabel control={<Checkbox checked={crop} onChange={(e) => setCrop(e.target.checked)} />} label={intl.formatMessage({ id: 'studio.crop' })} />
      {crop && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {number('studio.left', area.left, (left) => setArea({ ...area, left }), image.width - 1)}
          {number('studio.top', area.top, (top) => setArea({ ...area, top }), image.height - 1)}
          {number('studio.width', area.width, (width) => setArea({ ...area, width }), image.width - area.left)}
          {number('studio.height', area.height, (height) => setArea({ ...area, height }), image.height - area.top)}
        </Box>
      )}
      <FormControlLabel control={<Checkbox checked={resize} onChange={(e) => setResize(e.target.checked)} />} label={intl.formatMessage({ id: 'studio.resize' })} />
      {resize && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {number('studio.width', size.width, (width) => setSize({ ...size, width }), 4096)}
          {number('studio.height', size.height, (height) => setSize({ ...size, height }), 4096)}
          <TextField select size="small" label={intl.formatMessage({ id: 'studio.fit' })} value={fit} onChange={(e) => setFit(e.target.value as Fit)} sx={{ minWidth: 160 }}>
            {(['cover', 'contain', 'fill'] as const).map((option) => <MenuItem key={option} value={option}>{intl.formatMessage({ id: `studio.fit.${option}` })}</MenuItem>)}
          </TextField>
        </Box>
      )}
      <Box sx={{ my: 1 }}>
        <TextField select size="small" label={intl.formatMessage({ id: 'studio.format' })} value={format} onChange={(e) => setFormat(e.target.value as Format | '')} sx={{ minWidth: 200 }}>
          <MenuItem value=""><FormattedMessage id="studio.format.keep" /></MenuItem>
          {(['png', 'jpeg', 'webp'] as const).map((option) => <MenuItem key={option} value={option}>{intl.formatMessage({ id: `studio.format.${option}` })}</MenuItem>)}
        </TextField>
      </Box>
      <Button type="submit" variant="outlined" disabled={!valid || pending}><FormattedMessage id="studio.apply" /></Button>
    </Box>
  )
}
