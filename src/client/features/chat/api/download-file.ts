import { authHeaders, toApiError } from './request-json.ts'

/**
 * Downloads a file the API serves behind the bearer token: a plain link would go without it, so the
 * bytes are fetched and handed to the browser as an object URL.
 */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const response = await globalThis.fetch(url, { headers: authHeaders() })
  if (!response.ok) throw await toApiError(response)
  const objectUrl = URL.createObjectURL(await response.blob())
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
