import { apiClient } from '../../api/api-client.ts'
import { unwrap } from '../../api/api-error.ts'
import type { SessionProfile } from '../session-types.ts'

export interface SignInInput {
  readonly email: string
  readonly password: string
}

/** POST /api/auth/signin with the e-mail and password exactly as typed. */
export async function signIn(input: SignInInput): Promise<SessionProfile & { token: string }> {
  return unwrap(await apiClient.POST('/api/auth/signin', { body: { email: input.email, password: input.password } }))
}
