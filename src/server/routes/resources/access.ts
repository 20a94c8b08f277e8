// The per-list rules the manifest's coarse endpoint rules cannot express: reference data is
// changed by the parent group only, import-only lists are never edited by hand, and tenant-owned
// rows exist only inside the caller's tenant group (docs/decisions/0021).
import type { FastifyRequest } from 'fastify'
import { tenants } from '../../../generated/tenants.gen.ts'
import {
  DISPLAY_LOCALES,
  type CompiledResource,
  type DisplayLocale,
} from '../../../shared/manifest/resource-types.ts'
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

/** Import-only lists (licensed files) are neither created, edited nor deleted by hand: only an upload changes them. */
export function assertEditable(resource: CompiledResource): void {
  if (resource.importOnly)
    throw forbidden(
      `${resource.id} is filled by bulk upload only; upload the next file to change it`,
      'resource.importOnly',
    )
}

/**
 * The language of the references' labels (a country by its name): the first of de, en, fr that
 * Accept-Language asks for (the browser app sends its interface language, which the user may have
 * changed in the settings), else the language of the caller's group (NERES French), else German.
 */
export function languageOf(request: FastifyRequest): DisplayLocale {
  const asked = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
      return {
        language: tag.trim().toLowerCase().split('-')[0]!,
        q: q === undefined ? 1 : Number(q),
        position,
      }
    })
    .filter((entry) => entry.q > 0 && (DISPLAY_LOCALES as readonly string[]).includes(entry.language))
    .sort((a, b) => b.q - a.q || a.position - b.position)
  if (asked[0]) return asked[0].language as DisplayLocale
  const group = request.user
    ? (tenants as Record<string, { locale?: string } | undefined>)[request.user.group]
    : undefined
  return group?.locale === 'fr' || group?.locale === 'en' ? group.locale : 'de'
}

export const scopeOf = (request: FastifyRequest): Scope => ({
  tenantGroup: request.user!.group,
  locale: languageOf(request),
})

export const actorOf = (request: FastifyRequest, now: Date): Actor => ({
  tenantGroup: request.user!.group,
  userId: request.user!.id,
  now,
})
