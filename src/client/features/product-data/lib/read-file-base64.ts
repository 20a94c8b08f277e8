/**
 * Reads a file as base64 (the upload body carries it so), reporting how far it got: a large XLSX
 * takes a moment, and the page shows that moment as progress.
 */
export function readFileBase64(file: Blob, onProgress?: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total)
    }
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'))
    reader.onload = () => {
      const url = String(reader.result)
      // A data URL: "data:<type>;base64,<content>".
      resolve(url.slice(url.indexOf(',') + 1))
    }
    reader.readAsDataURL(file)
  })
}
