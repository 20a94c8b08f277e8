import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { GalleryImage } from '../api/image-types.ts'
import { GalleryCard } from './gallery-card.tsx'
import { useAiErrorText } from './use-ai-error-text.ts'

export type ResultSlot = { state: 'waiting' } | { state: 'done'; image: GalleryImage } | { state: 'failed'; code: string }

/** The images of the last request, each in its slot as it arrives, with the progress and "generate again". */
export function ResultsPanel({ slots, busy, onRegenerate }: { slots: ResultSlot[]; busy: boolean; onRegenerate: (() => void) | null }) {
  const intl = useIntl()
  const { codeText } = useAiErrorText()
  const done = slots.filter((slot) => slot.state !== 'waiting').length
  return (
    <Box component="section" aria-labelledby="image-results" sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 1 }}>
        <Typography id="image-results" variant="h6" component="h2" sx={{ flex: 1 }}>
          <FormattedMessage id="images.results" />
        </Typography>
        {onRegenerate && !busy && <Button onClick={onRegenerate}><FormattedMessage id="images.regenerate" /></Button>}
      </Box>
      <Typography role="status" color="text.secondary" sx={{ mb: 1 }}>
        <FormattedMessage id="images.progress" values={{ done, count: slots.length }} />
      </Typography>
      {busy && <LinearProgress variant="determinate" value={(done / slots.length) * 100} aria-label={intl.formatMessage({ id: 'images.progress' }, { done, count: slots.length })} sx={{ mb: 2 }} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {slots.map((slot, index) =>
          slot.state === 'done' ? (
            <GalleryCard key={slot.image.id} image={slot.image} />
          ) : slot.state === 'failed' ? (
            <Alert key={index} severity="error">
              <FormattedMessage id="images.failed" values={{ n: index + 1, reason: codeText(slot.code) }} />
            </Alert>
          ) : (
            <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} aria-label={intl.formatMessage({ id: 'images.waiting' }, { n: index + 1 })} />
          ),
        )}
      </Box>
    </Box>
  )
}
