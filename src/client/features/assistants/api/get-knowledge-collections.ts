import { useQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'

export interface KnowledgeCollectionOption {
  id: string
  name: string
}

/**
 * GET /api/knowledge/collections (the knowledge room's endpoint). Null when it cannot be read here
 * (an install without it, or a refusal): the form then shows the control disabled with a note.
 */
export async function getKnowledgeCollections(): Promise<KnowledgeCollectionOption[] | null> {
  const result = await apiClient.GET('/api/knowledge/collections')
  if (!result.response.ok || !Array.isArray(result.data)) return null
  return result.data.map(({ id, name }) => ({ id, name }))
}

export function useKnowledgeCollections() {
  return useQuery({ queryKey: ['knowledge', 'collections', 'options'], queryFn: getKnowledgeCollections, retry: false })
}
