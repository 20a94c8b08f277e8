import { apiClient } from '../../api/api-client.ts'
import { ApiError, unwrap } from '../../api/api-error.ts'
import type { SessionProfile } from '../session-types.ts'

/** GET /api/auth/get-user with the given token; only 200 and 201 count as success (spec section 7). */
export async function getUser(token: string): Promise<SessionProfile> {
  const result = await apiClient.GET('/api/auth/get-user', { headers: { Authorization: `Bearer ${token}` } })
  const status = result.response.status
  if (status !== 200 && status !== 201) throw new ApiError(status, result.error)
  return unwrap(result)
}
