/** The signed-in user as the session knows them (spec section 3). */
export interface SessionProfile {
  readonly id: string
  readonly username: string
  readonly email: string
  readonly role: string
  readonly group: string
  readonly features: readonly string[]
}

export type SessionStatus = 'idle' | 'loading' | 'succeeded' | 'failed' | 'expired'
