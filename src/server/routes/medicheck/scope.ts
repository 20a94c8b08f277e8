// Every medicheck route works in the caller's tenant group and the tool medicheck.
import type { FastifyRequest } from 'fastify'

export const medicheckTool = 'medicheck'

export const scopeOf = (request: FastifyRequest) => ({
  tenantGroup: request.user!.group,
  tool: medicheckTool,
})
