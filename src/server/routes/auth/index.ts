// Sign-in, current user and sign-out (spec section 7, under /api).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findUserByEmail, normaliseEmail, toSessionProfile, type UserRow } from '../../db/users.ts'
import { createSession, pruneExpiredSessions, revokeSession } from '../../db/sessions.ts'
import {
  clearPairFailures,
  pruneSigninFailures,
  releaseSigninAttempt,
  reserveSigninAttempt,
} from '../../db/signin-failures.ts'
import { HttpError } from '../../lib/http-error.ts'
import { clearedSessionCookie, sessionCookie } from '../../lib/session-cookie.ts'
import type { Contract } from '../../contract.ts'

export const signinFailedMessage = 'User and/or Password wrong'

/**
 * Every refusal of a sign-in is the same 401 (issue 3), a body that is not `{email, password}` within
 * the limits included (nothing is counted then: no password was tried). Throttling (429) and a
 * full hashing queue or an unreachable database (503) go on to the app's error handler.
 */
function answerSigninRefused(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500 && status !== 429)
    return reply.status(401).send({ message: signinFailedMessage })
  throw error
}

const pruneEveryMs = 60 * 60_000

export default async function authRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  // Old failures and expired sessions no longer count; removing them only keeps the tables small.
  let pruneTimer: NodeJS.Timeout | undefined
  const prune = () =>
    Promise.all([pruneSigninFailures(app.db, app.now()), pruneExpiredSessions(app.db, app.now())]).catch(
      (error: unknown) => app.log.warn({ err: error }, 'pruning old sign-in data failed'),
    )
  app.addHook('onReady', async () => {
    await prune()
    pruneTimer = setInterval(prune, pruneEveryMs).unref()
  })
  app.addHook('onClose', async () => clearInterval(pruneTimer))

  app.post<{ Body: { email: string; password: string } }>(
    '/api/auth/signin',
    { schema: contract.schemaFor('auth-signin'), errorHandler: answerSigninRefused },
    async (request, reply) => {
      // Refuse at once when hashing is saturated, before spending database work on the attempt; the
      // admission lasts until the password is checked, so reserved failures stay bounded too.
      const endAdmission = app.passwords.admit()
      try {
        const email = normaliseEmail(request.body.email)
        const now = app.now()
        // Checked and recorded as a failure in one step, so parallel guesses cannot all pass the check.
        const subject = { email, clientIp: request.ip, limitAddress: !app.isTrustedSigninNetwork(request.ip) }
        const attempt = await reserveSigninAttempt(app.db, subject, now)
        if (!attempt.allowed) {
          // The account's tenant sees its lockouts in the audit log; the answer is the same for every e-mail.
          const user = await findUserByEmail(app.db, email)
          await app.audit(request, {
            actorId: user?.id ?? null,
            actorEmail: email,
            tenant: user?.group ?? null,
            action: 'auth.signin.throttled',
            target: email,
            result: 'denied',
            detail: { scope: attempt.scope },
          })
          throw new HttpError(429, 'Too many failed sign-ins; try again later', {
            code: 'auth.throttled',
            retryAfterSeconds: attempt.retryAfterSeconds,
          })
        }
        let user: UserRow | undefined
        let passwordMatches: boolean
        try {
          user = await findUserByEmail(app.db, email)
          // Always verify, against a dummy hash when there is no such user, so every failure takes as long.
          passwordMatches = await app.passwords.verify(user?.passwordHash, request.body.password)
        } catch (error) {
          // Never checked (hashing queue full, database error): the attempt does not count.
          await releaseSigninAttempt(app.db, attempt.reservationId).catch(() => {})
          throw error
        }
        if (!user || !passwordMatches || user.disabled) {
          // The reservation stays as the recorded failure.
          const reason = !user ? 'unknown-email' : !passwordMatches ? 'wrong-password' : 'disabled'
          await app.audit(request, {
            actorId: user?.id ?? null,
            actorEmail: email,
            tenant: user?.group ?? null,
            action: 'auth.signin',
            target: email,
            result: 'failure',
            detail: { reason },
          })
          throw new HttpError(401, signinFailedMessage)
        }
        // Clears this address's failures for the account, the reservation of this attempt among them.
        await clearPairFailures(app.db, email, request.ip)
        const token = await createSession(app.db, user.id, now, {
          idleMinutes: app.config.sessionIdleMinutes,
          maxHours: app.config.sessionMaxHours,
        })
        await app.audit(request, {
          actorId: user.id,
          actorEmail: user.email,
          tenant: user.group,
          action: 'auth.signin',
          target: user.id,
          result: 'success',
        })
        // The same token for the server's rendering of the first page, where that is on (decision 0075).
        if (app.config.serverRendering) reply.header('set-cookie', sessionCookie(token, app.config.sessionMaxHours * 3600, request.protocol === 'https'))
        return { token, ...toSessionProfile(user) }
      } finally {
        endAdmission()
      }
    },
  )

  app.get('/api/auth/get-user', { schema: contract.schemaFor('auth-get-user') }, async (request) =>
    toSessionProfile(request.user!),
  )

  app.post('/api/auth/signout', { schema: contract.schemaFor('auth-signout') }, async (request, reply) => {
    await revokeSession(app.db, request.sessionTokenHash!, app.now())
    await app.audit(request, { action: 'auth.signout', target: request.user!.id, result: 'success' })
    return reply.header('set-cookie', clearedSessionCookie(request.protocol === 'https')).status(204).send()
  })
}
