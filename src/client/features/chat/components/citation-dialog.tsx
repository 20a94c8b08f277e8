import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { showToast } from '../../../lib/toast/toast-store.ts'
import type { Citation } from '../api/chat-types.ts'
import { downloadFile } from '../api/download-file.ts'
import { useChunk } from '../api/get-chunk.ts'
import { splitQuotedSentences } from '../lib/quote-segments.ts'
import { safeUrlOrProductPage as safeUrl } from '../../../components/markdown/safe-url.ts'
import { usePlaceText, type Place } from './unit-label.tsx'

const passageSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const

/** A neighbour of the cited passage, dimmed; its place is named when it is not the cited one's. */
function Neighbour({ text, place, citedPlace }: { text: string | null; place: Place | null | undefined; citedPlace: string | null }) {
  const placeText = usePlaceText()
  if (!text) return null
  const own = place ? placeText(place) : null
  return (
    <Typography component="div" variant="body2" color="textSecondary" sx={{ ...passageSx, my: 1.5 }}>
      {own && own !== citedPlace && (
        <Typography variant="caption" component="div" sx={{ fontWeight: 600 }}>
          {own}
        </Typography>
      )}
      {text}
    </Typography>
  )
}

/** The cited passage with its neighbours, as text (never HTML), and the file to download. */
function PassagePreview({ chunkId, quote }: { chunkId: number; quote: string }) {
  const intl = useIntl()
  const placeText = usePlaceText()
  const chunk = useChunk(chunkId)
  if (chunk.isPending) return <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'app.loading' })} />
  if (chunk.isError)
    return (
      <Typography role="alert" color="error">
        <FormattedMessage id="chat.citation.loadFailed" />
      </Typography>
    )
  const { filename, unitKind, unitNumber, heading, text, before, after, beforePlace, afterPlace, downloadUrl } = chunk.data
  const href = downloadUrl.startsWith('/api/') ? downloadUrl : safeUrl(downloadUrl)
  const download = () => void downloadFile(href, filename).catch(() => showToast(intl.formatMessage({ id: 'chat.citation.downloadFailed' }), 'error'))
  const place = placeText({ unitKind, unitNumber, heading })
  const where = [place, heading && heading !== place ? heading : null].filter(Boolean).join(' · ')
  return (
    <>
      <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
        {filename}
      </Typography>
      {where && (
        <Typography variant="body2" color="textSecondary" data-testid="citation-place">
          {where}
        </Typography>
      )}
      <Neighbour text={before} place={beforePlace} citedPlace={place} />
      <Typography component="blockquote" sx={{ ...passageSx, my: 1, mx: 0, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
        {splitQuotedSentences(text, quote).map((segment, index) =>
          segment.quoted ? (
            <Box component="mark" key={index} sx={{ bgcolor: 'action.selected', color: 'inherit', borderRadius: 0.5 }}>
              {segment.text}
            </Box>
          ) : (
            segment.text
          ),
        )}
      </Typography>
      <Neighbour text={after} place={afterPlace} citedPlace={place} />
      {href && (
        <Button onClick={download} sx={{ mt: 1 }}>
          <FormattedMessage id="chat.citation.download" />
        </Button>
      )}
    </>
  )
}

/** The preview of one citation: a passage (fetched) or a product (its record page). */
export function CitationDialog({ citation: open, onClose }: { citation: Citation | null; onClose: () => void }) {
  // While the dialog fades out it keeps showing the last source, not an empty "Quelle ".
  const [last, setLast] = useState(open)
  if (open && open !== last) setLast(open)
  const citation = open ?? last
  return (
    <Dialog open={open !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chat-citation-title">
      <DialogTitle id="chat-citation-title">
        <FormattedMessage id="chat.citation.title" values={{ n: citation?.n ?? '' }} />
      </DialogTitle>
      <DialogContent>
        {citation?.kind === 'passage' && <PassagePreview chunkId={citation.chunkId} quote={citation.quote} />}
        {citation?.kind === 'product' && (
          <>
            <Typography variant="subtitle1">{citation.title}</Typography>
            <Typography component="blockquote" sx={{ ...passageSx, my: 1 }}>
              {citation.quote}
            </Typography>
            {safeUrl(citation.href) && (
              <Button href={safeUrl(citation.href)}>
                <FormattedMessage id="chat.citation.openProduct" />
              </Button>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>
          <FormattedMessage id="chat.close" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
