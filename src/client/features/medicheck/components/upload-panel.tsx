import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { FileDropZone } from '../../../components/file-drop-zone.tsx'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useInvalidateMedicheck } from '../api/invalidate.ts'
import { uploadItem } from '../api/upload-item.ts'

interface Upload {
  key: string
  name: string
  progress: number
  /** The outcome in words: refused (with the server's reason), added or already known. */
  outcome: { severity: 'error' | 'done'; text: string } | null
}

/** Files (PDF, DOCX, HTML, TXT, MD, EML) become items through the file guard and the extractor, one after another with a progress bar each. */
export function UploadPanel() {
  const errors = useApiErrorText()
  const invalidate = useInvalidateMedicheck()
  const [uploads, setUploads] = useState<Upload[]>([])
  const change = (key: string, patch: Partial<Upload>) =>
    setUploads((all) => all.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)))
  const start = async (files: readonly File[]) => {
    const batch = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }))
    setUploads((all) =>
      [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, outcome: null })), ...all].slice(
        0,
        30,
      ),
    )
    for (const { file, key } of batch) {
      try {
        const result = await uploadItem(file, (progress) => change(key, { progress }))
        change(key, {
          progress: 1,
          outcome: {
            severity: 'done',
            text: result.created ? 'medicheck.upload.added' : 'medicheck.upload.known',
          },
        })
      } catch (failure) {
        change(key, {
          outcome: {
            severity: 'error',
            text: failure instanceof ApiError ? errors.text(failure) : (errors.formText(failure) ?? ''),
          },
        })
      }
      await invalidate()
    }
  }
  return (
    <Box>
      <FileDropZone
        testId="medicheck-drop-zone"
        inputTestId="medicheck-file-input"
        multiple
        onFiles={(files) => void start(files)}
        hint={<FormattedMessage id="medicheck.upload.drop" />}
        choose={<FormattedMessage id="medicheck.upload.choose" />}
      />
      {uploads.map((upload) => (
        <Box key={upload.key} sx={{ mt: 1 }} aria-live="polite" data-testid="medicheck-upload">
          <Typography variant="body2">{upload.name}</Typography>
          {upload.outcome === null && (
            <LinearProgress
              variant="determinate"
              value={Math.round(upload.progress * 100)}
              aria-label={upload.name}
            />
          )}
          {upload.outcome?.severity === 'error' && (
            <Typography variant="body2" color="error">
              {upload.outcome.text}
            </Typography>
          )}
          {upload.outcome?.severity === 'done' && (
            <Typography variant="body2" color="success">
              <FormattedMessage id={upload.outcome.text} />
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  )
}
