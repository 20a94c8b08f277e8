// One file into the knowledge upload (POST /api/knowledge/files, the file's bytes as
// application/octet-stream) over XMLHttpRequest, because fetch reports no upload progress. Shared by
// the data pool (place: a collection), the chat's attachments (a thread) and a tile form's file field
// (the user's own files).
import type { components } from '../api-types.ts'
import { readStorage, STORAGE_KEYS } from '../storage-keys.ts'
import { ApiError } from './api-error.ts'

export type UploadedKnowledgeFile = components['schemas']['KnowledgeFile']
/** Where the file goes: a data-pool collection, a thread the user owns, or their own files (decision 0052). */
export type UploadPlace = { readonly collectionId: string } | { readonly threadId: string } | { readonly personal: true }

const placeQuery = (place: UploadPlace): Record<string, string> =>
  'collectionId' in place ? { collectionId: place.collectionId } : 'threadId' in place ? { threadId: place.threadId } : { personal: 'true' }

/** Resolves with the stored file (indexing queued); rejects with an ApiError (the server's code) or a TypeError (network). */
export function uploadKnowledgeFile(place: UploadPlace, file: File, onProgress: (fraction: number) => void): Promise<UploadedKnowledgeFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const query = new URLSearchParams({ filename: file.name, ...placeQuery(place) })
    request.open('POST', `/api/knowledge/files?${query.toString()}`)
    request.setRequestHeader('Content-Type', 'application/octet-stream')
    const token = readStorage(STORAGE_KEYS.token)
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`)
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
      if (request.status >= 200 && request.status < 300) resolve(body as UploadedKnowledgeFile)
      else reject(new ApiError(request.status, body))
    }
    request.send(file)
  })
}
