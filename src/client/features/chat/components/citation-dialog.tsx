import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import { showToast } from '../../../lib/toast/toast-store.ts'
import type { Citation } from '../api/chat-types.ts'
import { downloadFile } from '../api/download-file.ts'
import { useChunk } from '../api/get-chunk.ts'
import { safeUrl } from '../lib/safe-url.ts'
import { UnitLabel } from './unit-label.tsx'

const passageSx = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const

/** The cited passage with its neighbours, as text (never HTML), and the file to download. */
function PassagePreview({ chunkId }: { chunkId: number }) {
  const intl = useIntl()
  const chunk = useChunk(chunkId)
  if (chunk.isPending) return <CircularProgress size={24} aria-label="…" />
  if (chunk.isError)
    return (
      <Typography role="alert" color="error">
        <FormattedMessage id="chat.citation.loadFailed" />
      </Typography>
    )
  const { filename, unitKind, unitNumber, heading, text, before, after, downloadUrl } = chunk.data
  const href = downloadUrl.startsWith('/api/') ? downloadUrl : safeUrl(downloadUrl)
  const download = () => void downloadFile(href, filename).catch(() => showToast(intl.formatMessage({ id: 'chat.citation.downloadFailed' }), 'error'))
  return (
    <>
      <Typography variant="subtitle1">{filename}</Typography>
      <Typography variant="body2" color="text.secondary">
        <UnitLabel unitKind={unitKind} unitNumber={unitNumber} />
        {heading ? ` · ${heading}` : ''}
      </Typography>
      {before && (
        <Typography variant="body2" color="text.secondary" sx={{ ...passageSx, mt: 2 }}>
          {before}
        </Typography>
      )}
      <Typography component="blockquote" sx={{ ...passageSx, my: 1, pl: 2, borderLeft: 3, borderColor: 'primary.main' }}>
        {text}
      </Typography>
      {after && (
        <Typography variant="body2" color="text.secondary" sx={passageSx}>
          {after}
        </Typography>
      )}
      {href && (
        <Button onClick={download} sx={{ mt: 2 }}>
          <FormattedMessage id="chat.citation.download" />
        </Button>
      )}
    </>
  )
}

/** The preview of one citation: a passage (fetched) or a product (its record page). */
export function CitationDialog({ citation, onClose }: { citation: Citation | null; onClose: () => void }) {
  return (
    <Dialog open={citation !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="chat-citation-title">
      <DialogTitle id="chat-citation-title">
        <FormattedMessage id="chat.citation.title" values={{ n: citation?.n ?? '' }} />
      </DialogTitle>
      <DialogContent>
        {citation?.kind === 'passage' && <PassagePreview chunkId={citation.chunkId} />}
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
