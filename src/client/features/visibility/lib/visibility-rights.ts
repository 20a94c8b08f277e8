import { endpoints } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'

const may = (id: string, user: AccessUser | null) => {
  const endpoint = endpoints.find((candidate) => candidate.id === id)
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}

/** Whether the user may set up projects, change prompts and start runs (what the server enforces). */
export const canManageVisibility = (user: AccessUser | null) => may('visibility-projects-create', user)

/** Whether the user's group has AI visibility at all. */
export const canReadVisibility = (user: AccessUser | null) => may('visibility-projects-list', user)
