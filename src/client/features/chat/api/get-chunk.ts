import { useQuery } from '@tanstack/react-query'
import type { KnowledgeChunk } from './chat-types.ts'
import { requestJson } from './request-json.ts'

/** GET /api/knowledge/chunks/{chunkId}: a cited passage with its neighbours. */
export function getChunk(chunkId: number) {
  return requestJson<KnowledgeChunk>('GET', `/api/knowledge/chunks/${chunkId}`)
}

export function useChunk(chunkId: number | null) {
  return useQuery({ queryKey: ['knowledge', 'chunk', chunkId], queryFn: () => getChunk(chunkId as number), enabled: chunkId !== null, retry: false })
}
