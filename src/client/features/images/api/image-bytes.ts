import { apiClient } from '../../../lib/api/api-client.ts'
import { ApiError } from '../../../lib/api/api-error.ts'

// The image endpoints sit behind the bearer token, which an <img src> or a plain link would not send:
// the bytes are fetched and handed to the browser as object URLs.

/** The stored image as a Blob (its stored type). */
export async function fetchImageBlob(imageId: string, signal?: AbortSignal): Promise<Blob> {
  const result = await apiClient.GET('/api/images/{imageId}/content', { params: { path: { imageId } }, parseAs: 'blob', signal })
  if (!result.response.ok) throw new ApiError(result.response.status, result.error)
  return result.data as Blob
}

/** Saves the image as PNG or WebP under the server's file name. */
export async function downloadImage(imageId: string, format: 'png' | 'webp'): Promise<void> {
  const result = await apiClient.GET('/api/images/{imageId}/download', { params: { path: { imageId }, query: { format } }, parseAs: 'blob' })
  if (!result.response.ok) throw new ApiError(result.response.status, result.error)
  const disposition = result.response.headers.get('Content-Disposition') ?? ''
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `image.${format}`
  const objectUrl = URL.createObjectURL(result.data as Blob)
  try {
    const link = document.createElement('a')
    link.href = objectUrl
    link.download = filename
    link.rel = 'noopener'
    link.click()
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000)
  }
}
