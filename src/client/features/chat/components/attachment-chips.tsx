import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import { useIntl } from 'react-intl'
import type { PendingAttachment } from '../hooks/use-attachments.ts'
import { useErrorCodeText } from './answer-error.tsx'

/** One chip per attachment: progress while uploading, then the indexer's status; a refusal says why. */
export function AttachmentChips({ files, onRemove }: { files: readonly PendingAttachment[]; onRemove: (key: string) => void }) {
  const intl = useIntl()
  const errorText = useErrorCodeText()
  if (files.length === 0) return null
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }} aria-live="polite">
      {files.map((file) => (
        <Box key={file.key} sx={{ maxWidth: '100%' }}>
          <Chip
            size="small"
            color={file.status === 'ready' ? 'success' : file.status === 'failed' || file.status === 'refused' ? 'error' : 'default'}
            label={`${file.filename} · ${intl.formatMessage({ id: `chat.attachment.${file.status}` })}`}
            title={file.errorCode ? errorText(file.errorCode) : undefined}
            onDelete={() => onRemove(file.key)}
            sx={{ maxWidth: '100%' }}
          />
          {file.status === 'uploading' && <LinearProgress variant="determinate" value={Math.round(file.progress * 100)} aria-label={file.filename} />}
          {file.errorCode && (
            <Box component="span" role="alert" sx={{ display: 'block', fontSize: 12, color: 'error.main' }}>
              {errorText(file.errorCode)}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  )
}
