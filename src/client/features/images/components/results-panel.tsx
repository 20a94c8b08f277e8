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

/** A slot whose image was deleted from the panel keeps its place in the count but shows nothing. */
export type ResultSlot = { state: 'waiting' } | { state: 'done'; image: GalleryImage } | { state: 'failed'; code: string } | { state: 'deleted' }

/** Follows a shared/unshared or deleted image of the panel (the server's answer is the new state). */
export function updateSlots(slots: ResultSlot[], change: { changed: GalleryImage } | { deleted: string }): ResultSlot[] {
  return slots.map((slot) => {
    if (slot.state !== 'done') return slot
    if ('changed' in change) return slot.image.id === change.changed.id ? { state: 'done', image: change.changed } : slot
    return slot.image.id === change.deleted ? { state: 'deleted' } : slot
  })
}

/** The images of the last request, each in its slot as it arrives, with the progress and "generate again". */
export function ResultsPanel({ slots, busy, onRegenerate, onSlotsChange }: { slots: ResultSlot[]; busy: boolean; onRegenerate: (() => void) | null; onSlotsChange: (update: (slots: ResultSlot[]) => ResultSlot[]) => void }) {
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
      <Typography role="status" color="textSecondary" sx={{ mb: 1 }}>
        <FormattedMessage id="images.progress" values={{ done, count: slots.length }} />
      </Typography>
      {busy && <LinearProgress variant="determinate" value={(done / slots.length) * 100} aria-label={intl.formatMessage({ id: 'images.progress' }, { done, count: slots.length })} sx={{ mb: 2 }} />}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 2 }}>
        {slots.map((slot, index) =>
          slot.state === 'done' ? (
            <GalleryCard
              key={slot.image.id}
              image={slot.image}
              onChanged={(changed) => onSlotsChange((current) => updateSlots(current, { changed }))}
              onDeleted={(deleted) => onSlotsChange((current) => updateSlots(current, { deleted }))}
            />
          ) : slot.state === 'failed' ? (
            <Alert key={index} severity="error">
              <FormattedMessage id="images.failed" values={{ n: index + 1, reason: codeText(slot.code) }} />
            </Alert>
          ) : slot.state === 'deleted' ? null : (
            <Skeleton key={index} variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} aria-label={intl.formatMessage({ id: 'images.waiting' }, { n: index + 1 })} />
          ),
        )}
      </Box>
    </Box>
  )
}
