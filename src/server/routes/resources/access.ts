// The per-list rules the manifest's coarse endpoint rules cannot express: reference data is
// changed by the parent group only, import-only lists are never edited by hand, and tenant-owned
// rows exist only inside the caller's tenant group (docs/decisions/0021).
import type { FastifyRequest } from 'fastify'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import { canAccess } from '../../../shared/policy/can-access.ts'
import type { Actor, Scope } from '../../db/resources/rows.ts'
import { findResource } from '../../db/resources/resource-model.ts'
import { forbidden, notFound } from '../../lib/http-error.ts'

export function resourceOrNotFound(id: string): CompiledResource {
  const resource = findResource(id)
  if (!resource) throw notFound(`No list ${id}`)
  return resource
}

export function assertMay(
  request: FastifyRequest,
  resource: CompiledResource,
  action: 'write' | 'delete',
): void {
  const user = request.user!
  if (!canAccess(user, resource.access[action])) {
    const who =
      resource.ownership === 'reference'
        ? 'is reference data maintained by the parent group'
        : 'is not open to your role'
    throw forbidden(
      `${resource.id} ${who}; ${user.role} of ${user.group} may not ${action === 'delete' ? 'delete' : 'change'} it`,
      'resource.forbidden',
    )
  }
}

export function assertEditable(resource: CompiledResource): void {
  if (resource.importOnly)
    throw forbidden(`${resource.id} is filled by bulk upload only`, 'resource.importOnly')
}

export const scopeOf = (request: FastifyRequest): Scope => ({ tenantGroup: request.user!.group })

export const actorOf = (request: FastifyRequest, now: Date): Actor => ({
  tenantGroup: request.user!.group,
  userId: request.user!.id,
  now,
})
