import { useQuery } from '@tanstack/react-query'
import type { KnowledgeChunk } from './chat-types.ts'
import { requestJson } from './request-json.ts'

interface PassageOnMain {
  readonly chunkId: number
  readonly unitKind: string
  readonly unitNumber: number | null
  readonly heading: string
  readonly text: string
}
type ChunkAnswer = KnowledgeChunk | { fileId: string; filename: string; passage: PassageOnMain; before: PassageOnMain | null; after: PassageOnMain | null }

const placeOf = ({ unitKind, unitNumber, heading }: PassageOnMain) => ({ unitKind, unitNumber, heading })

/**
 * The passage in the shape of decision 0038. The knowledge room's endpoint on main answers
 * `{ fileId, filename, passage, before, after }` (neighbours as passages, download at
 * /api/knowledge/files/{fileId}/content); both shapes are read.
 */
export function toKnowledgeChunk(answer: ChunkAnswer): KnowledgeChunk {
  if (!('passage' in answer)) return answer
  const { passage } = answer
  return {
    chunkId: passage.chunkId,
    fileId: answer.fileId,
    filename: answer.filename,
    unitKind: passage.unitKind,
    unitNumber: passage.unitNumber,
    heading: passage.heading,
    text: passage.text,
    before: answer.before?.text ?? null,
    after: answer.after?.text ?? null,
    beforePlace: answer.before ? placeOf(answer.before) : null,
    afterPlace: answer.after ? placeOf(answer.after) : null,
    downloadUrl: `/api/knowledge/files/${encodeURIComponent(answer.fileId)}/content`,
  }
}

/** GET /api/knowledge/chunks/{chunkId}: a cited passage with its neighbours. */
export async function getChunk(chunkId: number) {
  return toKnowledgeChunk(await requestJson<ChunkAnswer>('GET', `/api/knowledge/chunks/${chunkId}`))
}

export function useChunk(chunkId: number | null) {
  return useQuery({ queryKey: ['knowledge', 'chunk', chunkId], queryFn: () => getChunk(chunkId as number), enabled: chunkId !== null, retry: false })
}
