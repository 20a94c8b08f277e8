import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { FormattedMessage } from 'react-intl'
import { FileDropZone } from '../../../components/file-drop-zone.tsx'
import { ApiError } from '../../../lib/api/api-error.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { uploadKnowledgeFile } from '../../../lib/api/upload-knowledge-file.ts'

interface Upload {
  key: string
  name: string
  progress: number
  error: string | null
}

/** Drop files (or choose them) to upload into the collection, each with its own progress bar. */
export function UploadZone({ collectionId }: { collectionId: string }) {
  const errors = useApiErrorText()
  const queryClient = useQueryClient()
  const [uploads, setUploads] = useState<Upload[]>([])
  const change = (key: string, patch: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)))

  const start = async (files: readonly File[]) => {
    const batch = files.map((file, i) => ({ file, key: `${Date.now()}-${i}-${file.name}` }))
    setUploads((all) => [...batch.map(({ file, key }) => ({ key, name: file.name, progress: 0, error: null })), ...all].slice(0, 50))
    // One after another: the server checks the quota per file, and parallel bars would only share the line.
    for (const { file, key } of batch) {
      try {
        await uploadKnowledgeFile({ collectionId }, file, (progress) => change(key, { progress }))
        // Uploaded: the file's row in the table takes over (with its indexing status); only refusals stay here.
        setUploads((all) => all.filter((u) => u.key !== key))
      } catch (failure) {
        // The server's refusal in the user's language (file.tooLarge...); a lost connection says so.
        change(key, { error: failure instanceof ApiError ? errors.text(failure) : errors.formText(failure) })
      }
      await queryClient.invalidateQueries({ queryKey: ['knowledge'] })
    }
  }

  return (
    <Box>
      <FileDropZone
        testId="knowledge-drop-zone"
        inputTestId="knowledge-file-input"
        multiple
        onFiles={(files) => void start(files)}
        hint={<FormattedMessage id="knowledge.upload.drop" />}
        choose={<FormattedMessage id="knowledge.upload.choose" />}
      />
      {uploads.map((upload) => (
        <Box key={upload.key} sx={{ mt: 1 }} aria-live="polite">
          <Typography variant="body2">{upload.name}</Typography>
          {upload.error ? (
            <Typography variant="body2" color="error">
              {upload.error}
            </Typography>
          ) : (
            <LinearProgress variant="determinate" value={Math.round(upload.progress * 100)} aria-label={upload.name} />
          )}
        </Box>
      ))}
    </Box>
  )
}
