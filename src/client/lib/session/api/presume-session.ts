// A session that starts from an answer the page already holds to the stored token's lookup: the
// server's page (its user, app/take-over-page.tsx, decision 0079) or index.html's boot script's
// get-user request on a page the app draws (decision 0093). When the answer names the user, the
// session starts succeeded and the session machine (XState, about 13 KB) loads only when something
// is sent to it; its own lookup then takes that answer instead of asking the API again.
import { takeEarlyGetUser } from '../../api/early-answers.ts'
import { readStorage, STORAGE_KEYS } from '../../storage-keys.ts'
import type { LoadedSession, PresumedSession, SessionView } from '../session-service.ts'
import type { SessionProfile } from '../session-types.ts'

/**
 * The machine's loader with its first lookup answered by `response` (for `token`, if that is still
 * the stored token). `settled`: started once that lookup is done, so that an event sent to it is not
 * ignored by a lookup in flight; a lookup that fails must run attached (its 'Invalid Token' is shown).
 */
function answeredMachine(
  token: string,
  response: Promise<Response>,
  settled: boolean,
): () => Promise<LoadedSession> {
  return async () => {
    const machine = await import('../session-machine.ts')
    const stored = readStorage(STORAGE_KEYS.token)
    if (stored === token) window.__tesseraGetUser = { token, response }
    return settled ? machine.startSettledSession(stored) : machine.startSession(stored)
  }
}

/** Signed in as `user`, the answer to `token`'s lookup, with the machine loaded on demand. */
export const presumedSession = (
  user: SessionProfile,
  token: string,
): PresumedSession & { view: SessionView } => ({
  view: { status: 'succeeded', user, token },
  load: answeredMachine(token, Promise.resolve(Response.json(user)), true),
})

/**
 * The session the boot script's get-user answer for `token` gives: signed in when it named the user
 * (200 or 201, as get-user.ts reads it); otherwise no view, and the machine loaded at once reads the
 * same answer (a refused token is told 'Invalid Token', a failed request is tried again). Null when
 * the boot script asked nothing for this token.
 */
export async function sessionFromEarlyAnswer(token: string): Promise<PresumedSession | null> {
  const early = takeEarlyGetUser(token)
  if (!early) return null
  const response = await early.catch(() => null)
  const user =
    response && (response.status === 200 || response.status === 201)
      ? ((await response
          .clone()
          .json()
          .catch(() => null)) as SessionProfile | null)
      : null
  return user ? presumedSession(user, token) : { view: null, load: answeredMachine(token, early, false) }
}
