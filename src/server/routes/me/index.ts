// The signed-in user's own profile and password.
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.ts'
import { revokeUserSessions } from '../../db/sessions.ts'
import { findUserById, toUserDto, type UserRow } from '../../db/users.ts'
import { releaseSigninAttempt, reserveSigninAttempt } from '../../db/signin-failures.ts'
import { fieldErrors, HttpError } from '../../lib/http-error.ts'
import { usernameError } from '../../lib/identity-errors.ts'
import { checkNewPassword } from '../../lib/passwords.ts'
import type { Contract } from '../../contract.ts'

export default async function meRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get('/api/me', { schema: contract.schemaFor('me-get') }, async (request) => toUserDto(request.user!))

  app.patch<{ Body: { username: string } }>(
    '/api/me',
    { schema: contract.schemaFor('me-update') },
    async (request) => {
      const username = request.body.username.trim()
      const problem = usernameError(username)
      if (problem) throw fieldErrors({ username: problem })
      const [updated] = await app.db
        .update(users)
        .set({ username, updatedAt: app.now() })
        .where(eq(users.id, request.user!.id))
        .returning()
      await app.audit(request, {
        action: 'user.changed',
        target: request.user!.id,
        result: 'success',
        detail: { fields: ['username'], self: true },
      })
      return toUserDto(updated as UserRow)
    },
  )

  app.post<{ Body: { currentPassword: string; newPassword: string } }>(
    '/api/me/password',
    { schema: contract.schemaFor('me-change-password') },
    async (request, reply) => {
      const user = request.user!
      const problem = checkNewPassword(request.body.newPassword)
      // Guessing the current password here counts like failed sign-ins, so a stolen token cannot be
      // used to brute-force it; checked and recorded in one step, so parallel guesses count too.
      const endAdmission = app.passwords.admit()
      try {
        const subject = { email: user.email, clientIp: request.ip, limitAddress: !app.isTrustedSigninNetwork(request.ip) }
        const attempt = await reserveSigninAttempt(app.db, subject, app.now())
        if (!attempt.allowed)
          throw new HttpError(429, 'Too many wrong passwords; try again later', {
            code: 'auth.throttled',
            retryAfterSeconds: attempt.retryAfterSeconds,
          })
        let currentMatches: boolean
        try {
          // The password hash is never kept with the session: read it now.
          const stored = await findUserById(app.db, user.id)
          currentMatches = await app.passwords.verify(stored?.passwordHash, request.body.currentPassword)
        } catch (error) {
          // Never checked (hashing queue full, database error): the attempt does not count.
          await releaseSigninAttempt(app.db, attempt.reservationId).catch(() => {})
          throw error
        }
        if (!currentMatches) {
          // The reservation stays as the recorded failure.
          await app.audit(request, {
            action: 'user.password.changed',
            target: user.id,
            result: 'failure',
            detail: { reason: 'wrong-current-password' },
          })
          throw fieldErrors({
            currentPassword: { code: 'password.wrong', message: 'The current password is wrong' },
          })
        }
        await releaseSigninAttempt(app.db, attempt.reservationId)
      } finally {
        endAdmission()
      }
      if (problem) throw fieldErrors({ newPassword: problem })
      const now = app.now()
      await app.db
        .update(users)
        .set({ passwordHash: await app.passwords.hash(request.body.newPassword), updatedAt: now })
        .where(eq(users.id, user.id))
      // The caller just proved the old password, so this session stays; every other one ends.
      await revokeUserSessions(app.db, user.id, now, request.sessionTokenHash ?? undefined)
      await app.audit(request, { action: 'user.password.changed', target: user.id, result: 'success' })
      return reply.status(204).send()
    },
  )
}
