import { apiClient } from '../../api/api-client.ts'

/** POST /api/auth/signout; the browser forgets the session whatever the server answers. */
export async function signOut(token: string | null): Promise<void> {
  if (!token) return
  await apiClient.POST('/api/auth/signout', { headers: { Authorization: `Bearer ${token}` } }).catch(() => undefined)
}
