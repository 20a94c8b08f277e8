// A file uploaded in a tile's form: through the knowledge upload into the user's own files (the
// server's checks and refusals), then its status polled until the indexer has read it. Only a ready
// file is handed to the form, so a run never meets one that has no text yet.
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../lib/api/api-error.ts'
import { uploadKnowledgeFile } from '../../lib/api/upload-knowledge-file.ts'
import { useApiErrorText } from '../../lib/api/use-api-error-text.ts'
import { getUploadedFile } from './tile-api.ts'
import type { TileFile } from './tile-form-field.tsx'

export interface TileUpload {
  readonly name: string
  readonly phase: 'uploading' | 'reading' | 'failed'
  readonly progress: number
  /** Why it failed, in the user's language. */
  readonly error: string | null
}

const pollMs = 1_000

export function useTileUpload(onReady: (file: TileFile) => void) {
  const { text, formText } = useApiErrorText()
  const [upload, setUpload] = useState<TileUpload | null>(null)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => void (alive.current = false)
  }, [])
  const update = useCallback((next: TileUpload | null) => alive.current && setUpload(next), [])

  const start = useCallback(
    async (file: File) => {
      const name = file.name
      update({ name, phase: 'uploading', progress: 0, error: null })
      try {
        const stored = await uploadKnowledgeFile({ personal: true }, file, (progress) => update({ name, phase: 'uploading', progress, error: null }))
        update({ name, phase: 'reading', progress: 1, error: null })
        let status = stored.status
        let errorCode = stored.errorCode ?? null
        while (alive.current && status !== 'ready' && status !== 'failed') {
          await new Promise((resolve) => setTimeout(resolve, pollMs))
          const current = await getUploadedFile(stored.id)
          status = current.status
          errorCode = current.errorCode ?? null
        }
        if (!alive.current) return
        if (status === 'failed') {
          update({ name, phase: 'failed', progress: 1, error: text({ code: errorCode ?? 'knowledge.indexFailed', message: errorCode ?? 'failed' }) })
          return
        }
        update(null)
        onReady({ id: stored.id, filename: stored.filename, collection: null })
      } catch (error) {
        const reason = error instanceof ApiError ? formText(error) : formText(new TypeError('network'))
        update({ name, phase: 'failed', progress: 0, error: reason })
      }
    },
    [formText, onReady, text, update],
  )
  return { upload, start, busy: upload !== null && upload.phase !== 'failed' }
}
