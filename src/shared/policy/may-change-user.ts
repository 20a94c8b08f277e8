import type { AccessUser } from '../manifest/types.ts'
import { SUPER_LEVEL } from './can-access.ts'

/** The group whose ROOT administers every tenant. */
export const PARENT_GROUP = 'PARENT'

/**
 * Whether `actor` may change `target` (role, features, disabled, password, sign-in throttle): the
 * ROOT of PARENT anyone; within one's own group a ROOT anyone, everyone else only users whose role
 * is below their own (an ADMIN never another ADMIN). `levels` runs from the most powerful down.
 * The server enforces this (src/server/routes/users/scope.ts); the client only hides what it refuses.
 */
export function mayChangeUser(actor: AccessUser, target: Pick<AccessUser, 'role' | 'group'>, levels: readonly string[]): boolean {
  if (actor.role === SUPER_LEVEL && actor.group === PARENT_GROUP) return true
  if (actor.group !== target.group) return false
  if (actor.role === SUPER_LEVEL) return true
  const actorRank = levels.indexOf(actor.role)
  return actorRank >= 0 && levels.indexOf(target.role) > actorRank
}

/**
 * Whether `actor` may give someone `role` (on create or change): a ROOT any role (within the groups
 * it reaches), everyone else only roles below their own (an ADMIN never ADMIN or ROOT). The server
 * enforces this (src/server/routes/users/scope.ts); the client offers only these roles.
 */
export function mayGrantRole(actor: Pick<AccessUser, 'role'>, role: string, levels: readonly string[]): boolean {
  if (actor.role === SUPER_LEVEL) return true
  const actorRank = levels.indexOf(actor.role)
  return actorRank >= 0 && levels.indexOf(role) > actorRank
}
