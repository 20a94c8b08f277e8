import { endpoints, features, groups, levels } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'
import { mayChangeUser, mayGrantRole } from '../../../../shared/policy/may-change-user.ts'

const PARENT_KIND_GROUP = 'PARENT'

/** Roles a caller may hand out: a ROOT every role, everyone else those below their own (the server's rule). */
export function assignableRoles(caller: AccessUser): string[] {
  return levels.filter((role) => mayGrantRole(caller, role, levels))
}

/** Groups a caller may put users in: ROOT of the parent group any, client admins their own. */
export function assignableGroups(caller: AccessUser): string[] {
  return caller.role === 'ROOT' && caller.group === PARENT_KIND_GROUP ? [...groups] : [caller.group]
}

export const ALL_FEATURES: readonly string[] = features

/** Whether the caller may change users (same rule the server enforces on PATCH /api/users/{id}). */
export function canManageUsers(caller: AccessUser | null): boolean {
  const endpoint = endpoints.find((candidate) => candidate.id === 'users-update')
  return endpoint !== undefined && canCallEndpoint(caller, endpoint.access)
}

/** Whether the caller may change this user: may manage users at all, and the user's role is below their own unless they are a ROOT. */
export function canManageUser(caller: AccessUser | null, target: { role: string; group: string }): boolean {
  return caller !== null && canManageUsers(caller) && mayChangeUser(caller, target, levels)
}
