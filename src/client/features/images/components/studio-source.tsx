import UploadIcon from '@mui/icons-material/Upload'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useGallery } from '../api/list-images.ts'
import { acceptedImageTypes, maxUploadBytes, useUploadImage } from '../api/studio-requests.ts'
import { AuthImage } from './auth-image.tsx'
import { useAiErrorText } from './use-ai-error-text.ts'

/** Where the studio's image comes from: an upload (PNG, JPEG, WebP up to 20 MB) or the gallery. */
export function StudioSource({ onSelect }: { onSelect: (id: string) => void }) {
  const intl = useIntl()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadImage()
  const gallery = useGallery('', 'all')
  const { errorText } = useAiErrorText()
  const [refusal, setRefusal] = useState<string | null>(null)
  const images = gallery.data?.pages.flatMap((page) => page.items) ?? []

  const choose = (file: File | undefined) => {
    if (!file) return
    setRefusal(null)
    if (!(acceptedImageTypes as readonly string[]).includes(file.type)) return setRefusal(intl.formatMessage({ id: 'apiError.images.unsupportedType' }))
    if (file.size > maxUploadBytes) return setRefusal(intl.formatMessage({ id: 'apiError.images.tooLarge' }))
    upload.mutate(file, { onSuccess: (image) => onSelect(image.id) })
  }

  return (
    <Box component="section" aria-labelledby="studio-source" sx={{ mb: 3 }}>
      <Typography id="studio-source" variant="h6" component="h2" sx={{ mb: 1 }}><FormattedMessage id="studio.source" /></Typography>
      <input ref={input} type="file" accept={acceptedImageTypes.join(',')} hidden aria-label={intl.formatMessage({ id: 'studio.upload' })} onChange={(e) => { choose(e.target.files?.[0]); e.target.value = '' }} />
      <Button variant="outlined" startIcon={<UploadIcon />} disabled={upload.isPending} onClick={() => input.current?.click()} sx={{ mb: 1 }}>
        <FormattedMessage id="studio.upload" />
      </Button>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}><FormattedMessage id="studio.uploadHint" /></Typography>
      {(refusal || upload.error) && <Alert severity="error" sx={{ mb: 1 }}>{refusal ?? errorText(upload.error)}</Alert>}
      {images.length > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mb: 1 }}><FormattedMessage id="studio.fromGallery" /></Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))', gap: 1 }}>
            {images.map((image) => (
              <ButtonBase key={image.id} onClick={() => onSelect(image.id)} aria-label={intl.formatMessage({ id: 'studio.open' }, { prompt: image.prompt || intl.formatMessage({ id: `studio.origin.${image.origin}` }) })} sx={{ display: 'block', borderRadius: 1, overflow: 'hidden' }}>
                <AuthImage imageId={image.id} alt="" width={image.width} height={image.height} />
              </ButtonBase>
            ))}
          </Box>
        </>
      )}
    </Box>
  )
}
