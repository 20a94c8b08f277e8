// Changing a user (role, group, features, username, disabled) and resetting a password.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { users } from '../../db/schema.ts'
import { revokeUserSessions } from '../../db/sessions.ts'
import { findUserById, toUserDto, type UserRow } from '../../db/users.ts'
import { fieldErrors, forbidden, HttpError } from '../../lib/http-error.ts'
import { usernameError } from '../../lib/identity-errors.ts'
import { checkNewPassword } from '../../lib/passwords.ts'
import { assertMayGrant, assertMayManage, assertNotDemotingSelf, isParentRoot, parentGroup, requireVisible } from './scope.ts'

interface ChangeBody {
  username?: string
  role?: string
  group?: string
  features?: string[]
  disabled?: boolean
}

export function registerUserChangeRoutes(app: FastifyInstance, contract: Contract) {
  app.patch<{ Params: { userId: string }; Body: ChangeBody }>('/api/users/:userId', { schema: contract.schemaFor('users-update') }, async (request) => {
    const actor = request.user!
    const change = request.body
    const usernameProblem = change.username !== undefined ? usernameError(change.username.trim()) : undefined
    if (usernameProblem) throw fieldErrors({ username: usernameProblem })
    const now = app.now()
    const updated = await app.db.transaction(async (tx) => {
      // Locking the enabled ROOTs of PARENT serialises concurrent demotions, so two requests
      // cannot each remove "another" last ROOT.
      const roots = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.role, 'ROOT'), eq(users.group, parentGroup), eq(users.disabled, false)))
        .for('update')
      const target = requireVisible(actor, await findUserById(tx, request.params.userId))
      assertMayManage(actor, target)
      assertMayGrant(actor, { role: change.role, group: change.group })
      assertNotDemotingSelf(actor, target, change)
      const after = { ...target, ...definedOnly(change), username: change.username?.trim() ?? target.username }
      if (isParentRoot(target) && !target.disabled && (!isParentRoot(after) || after.disabled) && roots.length <= 1) {
        throw new HttpError(409, 'The last enabled ROOT user of PARENT cannot be disabled or demoted', { code: 'user.lastRoot' })
      }
      const [row] = await tx
        .update(users)
        .set({ username: after.username, role: after.role, group: after.group, features: after.features, disabled: after.disabled, updatedAt: now })
        .where(eq(users.id, target.id))
        .returning()
      if (after.disabled && !target.disabled) await revokeUserSessions(tx, target.id, now)
      return { before: target, row: row as UserRow }
    })
    const fields = Object.keys(definedOnly(change))
    if (change.disabled !== undefined && change.disabled !== updated.before.disabled) {
      await app.audit(request, { action: change.disabled ? 'user.disabled' : 'user.enabled', target: updated.row.id, targetTenant: updated.before.group, result: 'success' })
    }
    await app.audit(request, {
      action: 'user.changed',
      target: updated.row.id,
      targetTenant: updated.before.group,
      result: 'success',
      detail: { fields, before: pickAccess(updated.before), after: pickAccess(updated.row) },
    })
    return toUserDto(updated.row)
  })

  app.post<{ Params: { userId: string }; Body: { newPassword: string } }>('/api/users/:userId/password', { schema: contract.schemaFor('users-reset-password') }, async (request, reply) => {
    const actor = request.user!
    const target = requireVisible(actor, await findUserById(app.db, request.params.userId))
    assertMayManage(actor, target)
    // One's own password is changed with the current one (POST /api/me/password), never reset.
    if (target.id === actor.id) throw forbidden('Change your own password under your settings, with your current password', 'user.selfChange')
    const problem = checkNewPassword(request.body.newPassword)
    if (problem) throw fieldErrors({ newPassword: problem })
    const now = app.now()
    await app.db
      .update(users)
      .set({ passwordHash: await app.passwords.hash(request.body.newPassword), updatedAt: now })
      .where(eq(users.id, target.id))
    await revokeUserSessions(app.db, target.id, now)
    await app.audit(request, { action: 'user.password.reset', target: target.id, targetTenant: target.group, result: 'success' })
    return reply.status(204).send()
  })
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

const pickAccess = (user: UserRow) => ({ role: user.role, group: user.group, features: user.features, disabled: user.disabled })
