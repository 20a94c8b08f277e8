import type { KnowledgeFile } from './chat-types.ts'
import { requestJson } from './request-json.ts'

/** GET /api/knowledge/files/{fileId}: an uploaded file's indexing status. */
export function getKnowledgeFile(fileId: string) {
  return requestJson<KnowledgeFile>('GET', `/api/knowledge/files/${encodeURIComponent(fileId)}`)
}
