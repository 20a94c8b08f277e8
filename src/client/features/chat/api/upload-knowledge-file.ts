import { ApiError } from '../../../lib/api/api-error.ts'
import type { KnowledgeFile } from './chat-types.ts'
import { authHeaders } from './request-json.ts'

/**
 * POST /api/knowledge/files (multipart threadId + file) over XMLHttpRequest: fetch reports no upload
 * progress. Resolves with the file; rejects with an ApiError (the server's code) or a TypeError.
 */
export function uploadKnowledgeFile(threadId: string, file: File, onProgress: (fraction: number) => void): Promise<KnowledgeFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', '/api/knowledge/files')
    for (const [name, value] of Object.entries(authHeaders())) request.setRequestHeader(name, value)
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
    const form = new FormData()
    form.append('threadId', threadId)
    form.append('file', file)
    request.send(form)
  })
}
