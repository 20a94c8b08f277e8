import { useInfiniteQuery } from '@tanstack/react-query'
import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

export type GalleryScope = 'all' | 'mine' | 'shared'
const pageSize = 24

/** The gallery, newest first, a page at a time; `q` searches the descriptions. */
export const useGallery = (q: string, scope: GalleryScope) =>
  useInfiniteQuery({
    queryKey: ['images', 'gallery', q, scope],
    initialPageParam: undefined as string | undefined,
    queryFn: async ({ pageParam }) =>
      unwrap(await apiClient.GET('/api/images', { params: { query: { ...(q ? { q } : {}), scope, limit: pageSize, ...(pageParam ? { cursor: pageParam } : {}) } } })),
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  })
