// Uploads one file with XMLHttpRequest, because fetch reports no upload progress. The body is the
// file itself (application/octet-stream); the server answers KnowledgeFile or an Error with a code.
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'
import type { KnowledgeFile } from './files.ts'

export interface UploadFailure {
  readonly code?: string
  readonly message: string
}

export function uploadFile(file: File, collectionId: string, onProgress: (fraction: number) => void): Promise<KnowledgeFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const query = new URLSearchParams({ collectionId, filename: file.name })
    request.open('POST', `/api/knowledge/files?${query}`)
    request.setRequestHeader('Content-Type', 'application/octet-stream')
    const token = readStorage(STORAGE_KEYS.token)
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let body: unknown = null
      try {
        body = JSON.parse(request.responseText)
      } catch {
        body = null
      }
      if (request.status === 201) resolve(body as KnowledgeFile)
      else reject((body as UploadFailure | null) ?? { message: `HTTP ${request.status}` })
    }
    request.onerror = () => reject({ message: 'network' } satisfies UploadFailure)
    request.send(file)
  })
}
