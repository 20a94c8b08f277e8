// The audit log: ROOT of PARENT reads every tenant's entries, everyone else allowed here only their own group's.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listAudit } from '../../db/audit.ts'
import { isParentRoot } from '../users/scope.ts'

interface AuditQuerystring {
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
    const { from, to, ...rest } = request.query
    const page = await listAudit(app.db, {
      ...rest,
      tenant: isParentRoot(actor) ? undefined : actor.group,
      from: from ? new Date(from) : undefined,
      to: to ? new Date(to) : undefined,
    })
    return { ...page, page: rest.page, pageSize: rest.pageSize }
  })
}
