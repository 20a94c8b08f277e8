import { endpoints } from '../../../../generated/access.gen.ts'
import { canCallEndpoint } from '../../../../shared/policy/can-access.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'

/**
 * Whether the signed-in user may call an endpoint (the manifest's policy, as the server enforces it):
 * the pages show an action only to those the server lets through. Unknown ids show nothing.
 */
export function useMayCall(method: string, path: string): boolean {
  const user = useSessionUser()
  const endpoint = endpoints.find((candidate) => candidate.method === method && candidate.path === path)
  return endpoint !== undefined && canCallEndpoint(user, endpoint.access)
}
