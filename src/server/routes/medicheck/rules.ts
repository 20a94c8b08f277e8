// Notification rules (decision 0098): everyone of the tenant reads them, admins manage them; the
// digest lists what the rules collected instead of raising it.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listDigest, type DigestQuery } from '../../analysis/inbox/list-digest.ts'
import {
  createRule,
  deleteRule,
  listRules,
  updateRule,
  type RuleFields,
} from '../../analysis/inbox/notification-rules.ts'
import { notFound } from '../../lib/http-error.ts'

/** The tools whose rules and digest the medicine-check pages show (the tenant's podcast AEs share its inbox). */
const tools = ['medicheck', 'podcast'] as const

export default async function ruleRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/medicheck/notification-rules',
    { schema: contract.schemaFor('medicheck-rules-list') },
    async (request) => ({
      items: await listRules(app.db, request.user!.group, tools),
    }),
  )

  app.post<{ Body: RuleFields & { findingType: string; delivery: 'immediate' | 'digest' } }>(
    '/api/medicheck/notification-rules',
    { schema: contract.schemaFor('medicheck-rules-create') },
    async (request, reply) => {
      const rule = await createRule(app.db, request.user!.group, request.body, request.user!.id)
      await app.audit(request, {
        action: 'analysis.rule.created',
        target: rule.id,
        result: 'success',
        detail: { rule },
      })
      return reply.code(201).send(rule)
    },
  )

  app.patch<{ Params: { ruleId: string }; Body: RuleFields }>(
    '/api/medicheck/notification-rules/:ruleId',
    { schema: contract.schemaFor('medicheck-rules-update') },
    async (request) => {
      const changed = await updateRule(app.db, request.user!.group, request.params.ruleId, request.body)
      if (!changed) throw notFound('No such notification rule')
      await app.audit(request, {
        action: 'analysis.rule.changed',
        target: changed.rule.id,
        result: 'success',
        detail: { before: changed.before, after: changed.rule },
      })
      return changed.rule
    },
  )

  app.delete<{ Params: { ruleId: string } }>(
    '/api/medicheck/notification-rules/:ruleId',
    { schema: contract.schemaFor('medicheck-rules-delete') },
    async (request, reply) => {
      const deleted = await deleteRule(app.db, request.user!.group, request.params.ruleId)
      if (!deleted) throw notFound('No such notification rule')
      await app.audit(request, {
        action: 'analysis.rule.deleted',
        target: deleted.id,
        result: 'success',
        detail: { rule: deleted },
      })
      return reply.code(204).send()
    },
  )

  app.get<{ Querystring: DigestQuery }>(
    '/api/medicheck/digest',
    { schema: contract.schemaFor('medicheck-digest') },
    async (request) => listDigest(app.db, request.user!.group, tools, request.query),
  )
}
