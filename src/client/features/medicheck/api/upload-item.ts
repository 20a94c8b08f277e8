// One file into POST /api/medicheck/items/upload (its bytes as application/octet-stream) over
// XMLHttpRequest, because fetch reports no upload progress.
import { ApiError } from '../../../lib/api/api-error.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

/** Resolves with the item made (or found again); rejects with an ApiError or a TypeError (network). */
export function uploadItem(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<{ itemId: string; created: boolean }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open(
      'POST',
      `/api/medicheck/items/upload?${new URLSearchParams({ filename: file.name }).toString()}`,
    )
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
      if (request.status >= 200 && request.status < 300) resolve(body as { itemId: string; created: boolean })
      else reject(new ApiError(request.status, body))
    }
    request.send(file)
  })
}
