import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** DELETE /api/chat/threads?kind=: every thread of the caller of that kind. */
export async function deleteAllThreads(kind: 'classic' | 'dynamic') {
  return unwrap(await apiClient.DELETE('/api/chat/threads', { params: { query: { kind } } }))
}
