import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { generateImages } from '../api/generate-images.ts'
import type { GenerateBody } from '../api/image-types.ts'
import { useImageModels } from '../api/list-image-models.ts'
import { GalleryGrid } from '../components/gallery-grid.tsx'
import { NoModelNotice } from '../components/no-model-notice.tsx'
import { PromptForm } from '../components/prompt-form.tsx'
import { ResultsPanel, type ResultSlot } from '../components/results-panel.tsx'
import { useAiErrorText } from '../components/use-ai-error-text.ts'

/**
 * /ai-services/image-generator: describe, generate 1-4 images (each shown as it arrives), generate
 * again, and the gallery below. Without an image model for the tenant the page says so.
 */
export default function ImageGeneratorPage() {
  const intl = useIntl()
  const titleId = useRouteTitleId() ?? 'page.imageGenerator'
  const models = useImageModels()
  const queryClient = useQueryClient()
  const { errorText } = useAiErrorText()
  const [slots, setSlots] = useState<ResultSlot[]>([])
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<unknown>(null)
  const [last, setLast] = useState<GenerateBody | null>(null)
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])

  const run = async (body: GenerateBody) => {
    const controller = new AbortController()
    running.current = controller
    setLast(body)
    setFailure(null)
    setBusy(true)
    setSlots(Array.from({ length: body.count }, () => ({ state: 'waiting' })))
    const place = (index: number, slot: ResultSlot) => setSlots((current) => current.map((old, i) => (i === index ? slot : old)))
    try {
      await generateImages(
        body,
        (event) => {
          if (event.type === 'image') place(event.index, { state: 'done', image: event.image })
          else if (event.type === 'error' && event.index >= 0) place(event.index, { state: 'failed', code: event.code })
          else if (event.type === 'error') setFailure(new Error(event.code))
        },
        controller.signal,
      )
    } catch (error) {
      if (!controller.signal.aborted) {
        setFailure(error)
        setSlots([])
      }
    } finally {
      if (running.current === controller) running.current = null
      setSlots((current) => current.map((slot) => (slot.state === 'waiting' ? { state: 'failed', code: 'ai.stopped' } : slot)))
      setBusy(false)
      void queryClient.invalidateQueries({ queryKey: ['images', 'gallery'] })
    }
  }

  const items = (models.data?.items ?? []).filter((model) => model.canGenerate)
  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} subtitle={<FormattedMessage id="images.subtitle" />} />
      {models.isLoading && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
      {models.error && <Alert severity="error" sx={{ mb: 2 }}>{errorText(models.error)}</Alert>}
      {models.data && items.length === 0 && <NoModelNotice />}
      {items.length > 0 && (
        <PromptForm models={items} promptHelper={models.data?.promptHelper ?? false} busy={busy} onGenerate={(body) => void run(body)} onStop={() => running.current?.abort()} />
      )}
      {failure !== null && <Alert severity="error" sx={{ mb: 2 }}>{failure instanceof Error && failure.message.startsWith('ai.') ? intl.formatMessage({ id: failure.message }) : errorText(failure)}</Alert>}
      {slots.length > 0 && <ResultsPanel slots={slots} busy={busy} onRegenerate={last ? () => void run(last) : null} onSlotsChange={setSlots} />}
      {models.data && <GalleryGrid />}
    </>
  )
}
