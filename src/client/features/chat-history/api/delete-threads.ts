import { apiClient } from '../../../lib/api/api-client.ts'
import { unwrap } from '../../../lib/api/api-error.ts'

/** POST /api/chat/threads/bulk-delete: one or many of the caller's threads. */
export async function deleteThreads(threadIds: string[]) {
  return unwrap(await apiClient.POST('/api/chat/threads/bulk-delete', { body: { threadIds } }))
}
