// The OAuth 2 authorization-code flow's local half: a random state and a PKCE verifier (S256) per
// attempt, kept encrypted for 10 minutes and used once; the callback finds the attempt by its state
// and only for the user who started it.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import { decryptSecret, encryptSecret } from '../../ai/key-cipher.ts'
import type { Database } from '../../db/connect.ts'
import { influencingLinkedinStates } from '../../db/influencing-tables.ts'

const stateLifetimeMs = 10 * 60_000

export async function startAuthorization(db: Database, tenantGroup: string, userId: string, now: Date) {
  const state = randomBytes(24).toString('base64url')
  const codeVerifier = randomBytes(48).toString('base64url')
  const codeChallenge = createHash('sha256').update(codeVerifier).digest('base64url')
  await db
    .delete(influencingLinkedinStates)
    .where(lt(influencingLinkedinStates.createdAt, new Date(now.getTime() - stateLifetimeMs)))
  await db.insert(influencingLinkedinStates).values({
    state,
    tenantGroup,
    userId,
    codeVerifierEncrypted: encryptSecret(codeVerifier),
    createdAt: now,
  })
  return { state, codeChallenge }
}

/** The verifier of the caller's own, fresh attempt (deleted: a state works once), or null. */
export async function takeAuthorization(
  db: Database,
  tenantGroup: string,
  userId: string,
  state: string,
  now: Date,
): Promise<string | null> {
  const [row] = await db
    .delete(influencingLinkedinStates)
    .where(
      and(
        eq(influencingLinkedinStates.state, state),
        eq(influencingLinkedinStates.tenantGroup, tenantGroup),
        eq(influencingLinkedinStates.userId, userId),
      ),
    )
    .returning()
  if (!row || now.getTime() - row.createdAt.getTime() > stateLifetimeMs) return null
  return decryptSecret(row.codeVerifierEncrypted)
}
