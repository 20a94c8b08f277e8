import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Divider from '@mui/material/Divider'
import Paper from '@mui/material/Paper'
import { useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { RouterButton } from '../../../components/router-button.tsx'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { downloadImage } from '../api/image-bytes.ts'
import { useImageModels } from '../api/list-image-models.ts'
import { useImage, useInpaintImage, useLineage, useOverlayImage, useTransformImage } from '../api/studio-requests.ts'
import { AuthImage } from '../components/auth-image.tsx'
import { InpaintForm } from '../components/inpaint-form.tsx'
import { LineageStrip } from '../components/lineage-strip.tsx'
import { MaskCanvas, type MaskCanvasHandle } from '../components/mask-canvas.tsx'
import { OverlayForm } from '../components/overlay-form.tsx'
import { StudioSource } from '../components/studio-source.tsx'
import { TransformForm } from '../components/transform-form.tsx'
import { useAiErrorText } from '../components/use-ai-error-text.ts'

/**
 * /ai-services/ai-image-studio: open an uploaded or gallery image, crop, resize, convert it and put
 * text and the group's logo on it locally, inpaint it with an edit model, and follow its lineage. Every edit is a new image.
 */
export default function ImageStudioPage() {
  const intl = useIntl()
  const user = useSessionUser()
  const titleId = useRouteTitleId() ?? 'page.aiImageStudio'
  const [imageId, setImageId] = useState<string | null>(null)
  const [brush, setBrush] = useState(24)
  const mask = useRef<MaskCanvasHandle>(null)
  const models = useImageModels()
  const image = useImage(imageId)
  const lineage = useLineage(imageId)
  const transform = useTransformImage()
  const inpaint = useInpaintImage()
  const overlay = useOverlayImage()
  const { errorText } = useAiErrorText()
  const [maskMissing, setMaskMissing] = useState(false)
  const editModels = (models.data?.items ?? []).filter((model) => model.canEdit)
  const isAdmin = user?.role === 'ROOT' || user?.role === 'ADMIN'
  const failure = transform.error ?? overlay.error ?? inpaint.error ?? image.error

  const applyInpaint = async (input: { modelId: string; prompt: string }) => {
    const painted = await mask.current?.exportMask()
    setMaskMissing(!painted)
    if (!painted || !imageId) return
    inpaint.mutate({ imageId, body: { ...input, mask: painted } }, { onSuccess: (created) => setImageId(created.id) })
  }

  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} subtitle={<FormattedMessage id="studio.subtitle" />} />
      {models.data && editModels.length === 0 && (
        <Alert severity="info" role="status" sx={{ mb: 3 }} action={isAdmin ? <RouterButton to="/ai-services/assistant-models" color="inherit" size="small"><FormattedMessage id="images.openModels" /></RouterButton> : undefined}>
          <FormattedMessage id="studio.noEditModel" /> <FormattedMessage id={isAdmin ? 'images.noModelAdmin' : 'images.noModelUser'} />
        </Alert>
      )}
      <StudioSource onSelect={(id) => { transform.reset(); overlay.reset(); inpaint.reset(); setImageId(id) }} />
      {failure && <Alert severity="error" sx={{ mb: 2 }}>{errorText(failure)}</Alert>}
      {image.data && (
        <Paper variant="outlined" sx={{ borderRadius: 3, p: 2 }} component="section" aria-label={intl.formatMessage({ id: 'studio.editing' })}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(280px, 1fr)' }, gap: 3 }}>
            <Box>
              <Box sx={{ position: 'relative', maxWidth: 720 }}>
                <AuthImage imageId={image.data.id} alt={intl.formatMessage({ id: 'images.alt' }, { prompt: image.data.prompt })} width={image.data.width} height={image.data.height} />
                {editModels.length > 0 && <MaskCanvas key={image.data.id} ref={mask} width={image.data.width} height={image.data.height} brush={brush} label={intl.formatMessage({ id: 'studio.maskCanvas' })} />}
              </Box>
              <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                <Button size="small" onClick={() => void downloadImage(image.data.id, 'png')}><FormattedMessage id="images.downloadPng" /></Button>
                <Button size="small" onClick={() => void downloadImage(image.data.id, 'webp')}><FormattedMessage id="images.downloadWebp" /></Button>
              </Box>
            </Box>
            <Box>
              <TransformForm key={image.data.id} image={image.data} pending={transform.isPending} onApply={(body) => transform.mutate({ imageId: image.data.id, body }, { onSuccess: (created) => setImageId(created.id) })} />
              <Divider sx={{ my: 2 }} />
              <OverlayForm key={`overlay-${image.data.id}`} pending={overlay.isPending} onApply={(body) => overlay.mutate({ imageId: image.data.id, body }, { onSuccess: (created) => setImageId(created.id) })} />
              {editModels.length > 0 && (
                <>
                  <Divider sx={{ my: 2 }} />
                  <InpaintForm models={editModels} brush={brush} onBrush={setBrush} pending={inpaint.isPending} onClear={() => mask.current?.clear()} onApply={(input) => void applyInpaint(input)} imagePrompt={image.data.prompt} onVariation={(input) => inpaint.mutate({ imageId: image.data.id, body: input }, { onSuccess: (created) => setImageId(created.id) })} />
                  {maskMissing && <Alert severity="warning" sx={{ mt: 1 }}><FormattedMessage id="studio.maskMissing" /></Alert>}
                </>
              )}
            </Box>
          </Box>
          {lineage.data && <LineageStrip chain={lineage.data} currentId={image.data.id} onSelect={setImageId} />}
        </Paper>
      )}
    </>
  )
}
