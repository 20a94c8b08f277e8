import { endpoints } from '../../../../generated/access.gen.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'

/**
 * Whether the user's group has the library (the rule the server enforces on GET /api/campaigns). The
 * routes are open to every admin, as the spec says; the menu and the API are NERES's.
 */
export function canUseCampaignLibrary(user: AccessUser | null): boolean {
  const endpoint = endpoints.find((candidate) => candidate.id === 'campaigns-list')
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}
