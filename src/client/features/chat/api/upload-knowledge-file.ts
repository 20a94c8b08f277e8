import { ApiError } from '../../../lib/api/api-error.ts'
import type { KnowledgeFile } from './chat-types.ts'
import { authHeaders } from './request-json.ts'

/**
 * POST /api/knowledge/files?filename=&threadId= with the file's bytes (application/octet-stream, as
 * the knowledge room's endpoint on main takes it), over XMLHttpRequest: fetch reports no upload
 * progress. Resolves with the file; rejects with an ApiError (the server's code) or a TypeError.
 */
export function uploadKnowledgeFile(threadId: string, file: File, onProgress: (fraction: number) => void): Promise<KnowledgeFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const query = new URLSearchParams({ filename: file.name, threadId })
    request.open('POST', `/api/knowledge/files?${query.toString()}`)
    for (const [name, value] of Object.entries(authHeaders({ 'Content-Type': 'application/octet-stream' }))) request.setRequestHeader(name, value)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onerror = () => reject(new TypeError('network'))
    request.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // A proxy's error page: the status says enough.
      }
      if (request.status >= 200 && request.status < 300) resolve(body as KnowledgeFile)
      else reject(new ApiError(request.status, body))
    }
    request.send(file)
  })
}
