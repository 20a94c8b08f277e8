import { endpoints } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'

const may = (user: AccessUser | null, id: string) => {
  const endpoint = endpoints.find((candidate) => candidate.id === id)
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}

/** Whether the user's group has corporate influencing at all (every level of it reads). */
export const canReadInfluencing = (user: AccessUser | null) => may(user, 'influencing-dashboard-get')
/** WRITE and up: a post and its figures entered by hand. */
export const canEnterPosts = (user: AccessUser | null) => may(user, 'influencing-posts-create')
/** ADMIN and up: ambassadors, imports and topics (the rule the server enforces). */
export const canManageProgramme = (user: AccessUser | null) => may(user, 'influencing-ambassadors-create')
/** WRITE and up: a post idea written or a pasted draft checked. */
export const canAskForIdeas = (user: AccessUser | null) => may(user, 'influencing-ideas-create')
