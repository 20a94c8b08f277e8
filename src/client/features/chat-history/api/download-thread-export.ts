import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'
import { ApiError } from '../../../lib/api/api-error.ts'

/** GET /api/chat/threads/{threadId}/export?format=: saves the file the server names. */
export async function downloadThreadExport(threadId: string, format: 'md' | 'json') {
  const token = readStorage(STORAGE_KEYS.token)
  const response = await globalThis.fetch(`/api/chat/threads/${encodeURIComponent(threadId)}/export?format=${format}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  const disposition = response.headers.get('content-disposition') ?? ''
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1]
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1]
  const fileName = encoded ? decodeURIComponent(encoded) : (plain ?? `chat.${format}`)
  const url = URL.createObjectURL(await response.blob())
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  anchor.click()
  URL.revokeObjectURL(url)
}
