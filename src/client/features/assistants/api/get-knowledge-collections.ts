import { useQuery } from '@tanstack/react-query'
import { readStorage, STORAGE_KEYS } from '../../../lib/storage-keys.ts'

export interface KnowledgeCollectionOption {
  id: string
  name: string
}

/**
 * GET /api/knowledge/collections (the knowledge room's endpoint). Fetched without the typed client:
 * the endpoint may not be in the contract of this build yet; null means "not available here".
 */
export async function getKnowledgeCollections(): Promise<KnowledgeCollectionOption[] | null> {
  const token = readStorage(STORAGE_KEYS.token)
  const response = await globalThis.fetch('/api/knowledge/collections', { headers: token ? { Authorization: `Bearer ${token}` } : {} })
  if (!response.ok) return null
  const body = (await response.json()) as { items?: { id: string; name: string }[] }
  return body.items?.map(({ id, name }) => ({ id, name })) ?? null
}

export function useKnowledgeCollections() {
  return useQuery({ queryKey: ['knowledge', 'collections', 'options'], queryFn: getKnowledgeCollections, retry: false })
}
