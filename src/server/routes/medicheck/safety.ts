// The safety inbox (decision 0098): cases with their open count, one case, its status (open,
// exported, closed) and its export as a structured record with E2B field names (JSON or CSV).
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { safetyCaseCsvRow, safetyCaseRecord } from '../../analysis/inbox/e2b-record.ts'
import {
  getSafetyCase,
  listSafetyCases,
  setCaseStatus,
  type CaseStatus,
} from '../../analysis/inbox/safety-cases.ts'
import { csvText } from '../../analysis/exports/write-table.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { delimiterOf, type Delimiter } from '../../lib/csv-lines.ts'
import { notFound } from '../../lib/http-error.ts'
import { languageOf } from '../resources/access.ts'

interface CaseParams {
  caseId: string
}

export default async function safetyRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const caseOr404 = async (group: string, caseId: string) => {
    const safetyCase = await getSafetyCase(app.db, group, caseId)
    if (!safetyCase) throw notFound('No such safety case')
    return safetyCase
  }

  app.get<{ Querystring: { status?: CaseStatus } }>(
    '/api/medicheck/safety-cases',
    { schema: contract.schemaFor('medicheck-safety-cases-list') },
    async (request) => listSafetyCases(app.db, request.user!.group, request.query.status),
  )

  app.get<{ Params: CaseParams }>(
    '/api/medicheck/safety-cases/:caseId',
    { schema: contract.schemaFor('medicheck-safety-cases-get') },
    async (request) => caseOr404(request.user!.group, request.params.caseId),
  )

  app.patch<{ Params: CaseParams; Body: { status: CaseStatus } }>(
    '/api/medicheck/safety-cases/:caseId',
    { schema: contract.schemaFor('medicheck-safety-cases-update') },
    async (request) => {
      const changed = await setCaseStatus(
        app.db,
        request.user!.group,
        request.params.caseId,
        request.body.status,
        app.now(),
      )
      if (!changed) throw notFound('No such safety case')
      await app.audit(request, {
        action: 'analysis.safetyCase.changed',
        target: changed.case.id,
        result: 'success',
        detail: { from: changed.previous, to: changed.case.status },
      })
      return changed.case
    },
  )

  app.get<{ Params: CaseParams; Querystring: { format: 'json' | 'csv'; delimiter?: Delimiter } }>(
    '/api/medicheck/safety-cases/:caseId/export',
    { schema: contract.schemaFor('medicheck-safety-cases-export') },
    async (request, reply) => {
      const safetyCase = await caseOr404(request.user!.group, request.params.caseId)
      const record = safetyCaseRecord(safetyCase, app.now())
      // A case carries health data about a person: who took it out of Tessera is on record.
      await app.audit(request, {
        action: 'analysis.safetyCase.exported',
        target: safetyCase.id,
        result: 'success',
        detail: { format: request.query.format },
      })
      const fileName = `safety-case-${safetyCase.id}.${request.query.format}`
      reply.header('content-disposition', attachmentDisposition(fileName))
      if (request.query.format === 'json')
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(record, null, 2))
      const [header, row] = safetyCaseCsvRow(record)
      return reply
        .type('text/csv; charset=utf-8')
        .send(await csvText(header, [row], delimiterOf(request.query.delimiter, languageOf(request))))
    },
  )
}
