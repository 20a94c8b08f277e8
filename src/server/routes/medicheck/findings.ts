// Findings for human review (decision 0098): the list with its filters, and one review at a time
// (confirm, dismiss with a reason, forward to the safety inbox), each written to the audit log.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listFindings, type FindingFilters } from '../../analysis/review/list-findings.ts'
import { reviewFinding, type ReviewAction } from '../../analysis/review/review-finding.ts'

const tool = 'medicheck'
const auditActionOf = {
  confirm: 'analysis.finding.confirmed',
  dismiss: 'analysis.finding.dismissed',
  forward: 'analysis.finding.forwarded',
} as const

export default async function findingRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: FindingFilters }>(
    '/api/medicheck/findings',
    { schema: contract.schemaFor('medicheck-findings-list') },
    async (request) => {
      const items = await listFindings(app.db, request.user!.group, tool, request.query)
      return { items }
    },
  )

  app.post<{ Params: { findingId: string }; Body: { action: ReviewAction; reason?: string | null } }>(
    '/api/medicheck/findings/:findingId/review',
    { schema: contract.schemaFor('medicheck-findings-review') },
    async (request) => {
      const user = request.user!
      const { action, reason } = request.body
      const outcome = await reviewFinding(app.db, {
        tenantGroup: user.group,
        tool,
        findingId: request.params.findingId,
        action,
        reason,
        userId: user.id,
        now: app.now(),
      })
      await app.audit(request, {
        action: auditActionOf[action],
        target: outcome.findingId,
        result: 'success',
        detail: {
          from: outcome.previousStatus,
          to: outcome.reviewStatus,
          ...(action === 'dismiss' ? { reason: reason?.trim() } : {}),
          caseId: outcome.caseId,
          caseCreated: outcome.caseCreated,
          caseClosed: outcome.caseClosed,
        },
      })
      const [finding] = await listFindings(app.db, user.group, tool, { id: outcome.findingId, limit: 1 })
      return { finding: finding!, safetyCaseId: outcome.caseId, caseCreated: outcome.caseCreated }
    },
  )
}
