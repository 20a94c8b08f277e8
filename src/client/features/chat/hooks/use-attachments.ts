import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api/api-error.ts'
import { getKnowledgeFile } from '../api/get-knowledge-file.ts'
import { uploadKnowledgeFile } from '../../../lib/api/upload-knowledge-file.ts'

/** A file on its way: uploading (with progress), then the server's status until ready or failed. */
export interface PendingAttachment {
  readonly key: string
  readonly filename: string
  readonly progress: number
  readonly status: 'uploading' | 'queued' | 'extracting' | 'indexing' | 'ready' | 'failed' | 'refused'
  readonly id: string | null
  readonly errorCode: string | null
}

const POLL_MS = 1500
const FINAL = new Set(['ready', 'failed', 'refused'])

/**
 * Attachments of the next message: uploaded to the thread (created first when there is none) with
 * XMLHttpRequest progress, then polled until the indexer says ready or failed.
 */
export function useAttachments(ensureThread: () => Promise<string>) {
  const [files, setFiles] = useState<PendingAttachment[]>([])
  const alive = useRef(true)
  useEffect(() => () => void (alive.current = false), [])

  const patch = useCallback((key: string, change: Partial<PendingAttachment>) => {
    if (alive.current) setFiles((all) => all.map((file) => (file.key === key ? { ...file, ...change } : file)))
  }, [])

  const poll = useCallback(
    async (key: string, id: string) => {
      while (alive.current) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS))
        try {
          const file = await getKnowledgeFile(id)
          patch(key, { status: file.status as PendingAttachment['status'], errorCode: file.errorCode ?? null })
          if (FINAL.has(file.status)) return
        } catch {
          patch(key, { status: 'failed' })
          return
        }
      }
    },
    [patch],
  )

  const add = useCallback(
    async (chosen: readonly File[]) => {
      const added = chosen.map((file) => ({ key: `${file.name}-${crypto.randomUUID()}`, filename: file.name, progress: 0, status: 'uploading' as const, id: null, errorCode: null }))
      setFiles((all) => [...all, ...added])
      let threadId: string
      try {
        threadId = await ensureThread()
      } catch {
        added.forEach((file) => patch(file.key, { status: 'refused', errorCode: 'chat.network' }))
        return
      }
      await Promise.all(
        chosen.map(async (file, i) => {
          const key = added[i]!.key
          try {
            const uploaded = await uploadKnowledgeFile({ threadId }, file, (progress) => patch(key, { progress }))
            patch(key, { id: uploaded.id, progress: 1, status: uploaded.status as PendingAttachment['status'] })
            if (!FINAL.has(uploaded.status)) await poll(key, uploaded.id)
          } catch (error) {
            patch(key, { status: 'refused', errorCode: error instanceof ApiError ? (error.code ?? 'chat.uploadFailed') : 'chat.network' })
          }
        }),
      )
    },
    [ensureThread, patch, poll],
  )

  const remove = useCallback((key: string) => setFiles((all) => all.filter((file) => file.key !== key)), [])
  const clear = useCallback(() => setFiles([]), [])
  const readyIds = files.filter((file) => file.status === 'ready' && file.id).map((file) => file.id as string)
  const busy = files.some((file) => !FINAL.has(file.status))
  return { files, add, remove, clear, readyIds, busy }
}
