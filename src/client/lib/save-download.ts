// Saving a file the API sent: the browser's save dialog, under the name the server gave it.

/** Hands a downloaded file to the browser's save dialog. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const anchor = document.createElement('a')
  anchor.href = url
  anchor.download = fileName
  document.body.append(anchor)
  anchor.click()
  anchor.remove()
  // Revoked later: some browsers read the URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The file name of the answer: RFC 6266's `filename*` (UTF-8) when given, else the ASCII `filename`. */
export function fileNameOf(response: Response): string | undefined {
  const disposition = response.headers.get('Content-Disposition') ?? ''
  const extended = /filename\*=UTF-8''([^;\s]+)/i.exec(disposition)?.[1]
  if (extended) {
    try {
      return decodeURIComponent(extended)
    } catch {
      // A malformed encoding: fall back to the ASCII name.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1]
}
