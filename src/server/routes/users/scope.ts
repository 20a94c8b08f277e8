// Who may see and manage whom. ROOT of PARENT reaches every group; everyone else only their own
// group, and only a ROOT changes users of its own role or above or grants a role of its own level
// or above (decisions 0029, 0050). Requests that ask for more are refused, not trimmed.
import { levels } from '../../../generated/access.gen.ts'
import type { SessionUser } from '../../db/sessions.ts'
import type { UserRow } from '../../db/users.ts'
import { mayChangeUser, mayGrantRole } from '../../../shared/policy/may-change-user.ts'
import { forbidden, HttpError, notFound } from '../../lib/http-error.ts'

export const parentGroup = 'PARENT'
export const isParentRoot = (user: Pick<UserRow, 'role' | 'group'>) =>
  user.role === 'ROOT' && user.group === parentGroup

/** 0 is the most powerful level. */
const rank = (role: string) => (levels as readonly string[]).indexOf(role)

export function canSeeUser(actor: SessionUser, target: UserRow): boolean {
  return isParentRoot(actor) || actor.group === target.group
}

/** The target, or 404 when it is outside the caller's reach (another tenant's user does not exist for them). */
export function requireVisible(actor: SessionUser, target: UserRow | undefined): UserRow {
  if (!target || !canSeeUser(actor, target)) throw notFound('User not found')
  return target
}

export function assertMayGrant(actor: SessionUser, grant: { role?: string; group?: string }): void {
  if (isParentRoot(actor)) return
  if (grant.group !== undefined && grant.group !== actor.group) {
    throw forbidden(
      `You may only manage users of your own group ${actor.group}, not ${grant.group}`,
      'group.notAllowed',
    )
  }
  if (grant.role !== undefined && !mayGrantRole(actor, grant.role, levels)) {
    throw forbidden(
      `You may not grant the role ${grant.role}: only a ROOT grants its own role or one above it, and yours is ${actor.role}`,
      'role.notGrantable',
    )
  }
}

/** Nobody but a ROOT changes a user of their own role or above (another ADMIN, say); ROOT of PARENT changes anyone. Call after requireVisible. */
export function assertMayManage(actor: SessionUser, target: UserRow): void {
  if (!mayChangeUser(actor, target, levels)) {
    throw forbidden(
      `You may not change a user whose role ${target.role} is not below your own role ${actor.role}`,
      'role.notBelowOwn',
    )
  }
}

/** Nobody disables, demotes or moves themselves to another group (a ROOT included: someone must remain). */
export function assertNotDemotingSelf(
  actor: SessionUser,
  target: UserRow,
  change: { role?: string; group?: string; disabled?: boolean },
): void {
  if (actor.id !== target.id) return
  const demoted = change.role !== undefined && rank(change.role) > rank(target.role)
  const moved = change.group !== undefined && change.group !== target.group
  if (change.disabled === true || demoted || moved)
    throw forbidden(
      'You may not disable, demote or move yourself; ask another administrator',
      'user.selfChange',
    )
}

/**
 * The refusal of an e-mail address that is in use. Addresses are unique across all tenants, so
 * telling a tenant's ADMIN "taken" would tell them that someone of another tenant uses it: they get
 * one neutral answer, the same whether the holder is in their own tenant or not (decision 0086).
 * Only the ROOT of PARENT, who sees every user anyway, learns that and where it is taken.
 */
export function emailConflict(actor: SessionUser, holder: Pick<UserRow, 'group'> | undefined): HttpError {
  if (isParentRoot(actor)) {
    const message = holder
      ? `A user of group ${holder.group} has this e-mail address already`
      : 'A user with this e-mail address exists already'
    return new HttpError(409, message, {
      code: 'email.taken',
      fieldErrors: { email: { code: 'email.taken', message } },
    })
  }
  const message = 'This e-mail address cannot be used for a new user; please use another one'
  return new HttpError(409, message, {
    code: 'email.unavailable',
    fieldErrors: { email: { code: 'email.unavailable', message } },
  })
}
