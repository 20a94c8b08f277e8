// The audit log: ROOT of PARENT reads every tenant's entries (or one group's), everyone else allowed
// here only their own group's.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listAudit } from '../../db/audit.ts'
import { forbidden } from '../../lib/http-error.ts'
import { isParentRoot } from '../users/scope.ts'

interface AuditQuerystring {
  group?: string
  action?: string
  result?: string
  actor?: string
  from?: string
  to?: string
  page: number
  pageSize: number
}

export default async function auditRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: AuditQuerystring }>('/api/audit', { schema: contract.schemaFor('audit-list') }, async (request) => {
    const actor = request.user!
    const { from, to, group, ...rest } = request.query
    // Like the user lists: asking for another tenant is refused, not trimmed to one's own.
    if (!isParentRoot(actor) && group && group !== actor.group) throw forbidden(`You may only read the audit log of your own group ${actor.group}`, 'group.notAllowed')
    const page = await listAudit(app.db, {
      ...rest,
      tenant: isParentRoot(actor) ? group : actor.group,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
    })
    return { ...page, page: rest.page, pageSize: rest.pageSize }
  })
}
