import { apiClient } from '../../api/api-client.ts'
import { ApiError, unwrap } from '../../api/api-error.ts'
import type { SessionProfile } from '../session-types.ts'
import { takeEarlyGetUser } from '../../api/early-answers.ts'

/** GET /api/auth/get-user with the given token; only 200 and 201 count as success (spec section 7). */
export async function getUser(token: string): Promise<SessionProfile> {
  const early = takeEarlyGetUser(token)
  if (early) return profileFrom(await early)
  const result = await apiClient.GET('/api/auth/get-user', { headers: { Authorization: `Bearer ${token}` } })
  const status = result.response.status
  if (status !== 200 && status !== 201) throw new ApiError(status, result.error)
  return unwrap(result)
}

/** The same reading of an answer that index.html's boot script fetched itself. */
async function profileFrom(response: Response): Promise<SessionProfile> {
  const body: unknown = await response.json().catch(() => undefined)
  if (response.status !== 200 && response.status !== 201) throw new ApiError(response.status, body)
  return body as SessionProfile
}
