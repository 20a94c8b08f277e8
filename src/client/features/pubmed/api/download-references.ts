// GET /api/pubmed/questions/{id}/references: the cited references as a file, saved under the server's name.
import { ApiError } from '../../../lib/api/api-error.ts'
import { fileNameOf, saveBlob } from '../../../lib/save-download.ts'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export type ReferenceFormat = 'ris' | 'bibtex' | 'vancouver'

export async function downloadReferences(questionId: string, format: ReferenceFormat): Promise<void> {
  const token = readStorage(STORAGE_KEYS.token)
  const response = await fetch(
    `/api/pubmed/questions/${encodeURIComponent(questionId)}/references?format=${format}`,
    { headers: token ? { authorization: `Bearer ${token}` } : {} },
  )
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null))
  saveBlob(await response.blob(), fileNameOf(response) ?? `pubmed-references.${format}`)
}
