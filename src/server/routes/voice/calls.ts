// Results: every level reads the tenant's calls with their latest analysis, filters them and exports
// them as CSV; a call's page shows its transcript and every analysis. WRITE and up rerun an analysis
// with the agent's current version; the earlier ones stay.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { loadAgent } from '../../voice/agent-store.ts'
import { requestAnalysis } from '../../voice/analyse-call-job.ts'
import { callAnalyses, listCalls, loadCall, type CallFilter } from '../../voice/call-store.ts'
import { callsCsv } from '../../voice/calls-csv.ts'
import { toAnalysisDto, toCallSummaryDto, toTurnDto } from './dto.ts'

interface FilterQuery {
  agentId?: string
  from?: string
  to?: string
  outcome?: string
  ae?: 'yes' | 'no'
}

const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000)

function filterOf(query: FilterQuery): CallFilter {
  if (query.from && query.to && query.from > query.to)
    throw new HttpError(400, 'The start date is after the end date', { code: 'voice.badDateRange' })
  return {
    agentId: query.agentId || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? dayAfter(query.to) : undefined,
    outcome: query.outcome,
    ae: query.ae === undefined ? undefined : query.ae === 'yes',
  }
}

/** The data-field and criterion keys of the analyses shown, in first-seen order (the table's columns). */
function columnKeys(rows: Awaited<ReturnType<typeof listCalls>>) {
  const fields = new Set<string>()
  const criteria = new Set<string>()
  for (const row of rows) {
    for (const key of Object.keys(row.analysis?.output?.fields ?? {})) fields.add(key)
    for (const key of Object.keys(row.analysis?.output?.criteria ?? {})) criteria.add(key)
  }
  return { fieldKeys: [...fields], criteriaKeys: [...criteria] }
}

export default async function callRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: FilterQuery }>(
    '/api/voice/calls',
    { schema: contract.schemaFor('voice-calls-list') },
    async (request) => {
      const rows = await listCalls(app.db, request.user!.group, filterOf(request.query))
      return {
        items: rows.map((row) => toCallSummaryDto(row.call, row.agentName, row.analysis)),
        ...columnKeys(rows),
      }
    },
  )

  app.get<{ Querystring: FilterQuery }>(
    '/api/voice/calls/export',
    { schema: contract.schemaFor('voice-calls-export') },
    async (request, reply) => {
      const rows = await listCalls(app.db, request.user!.group, filterOf(request.query), 10_000)
      const { fieldKeys, criteriaKeys } = columnKeys(rows)
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="voice-calls.csv"')
        .send(callsCsv(rows, fieldKeys, criteriaKeys))
    },
  )

  app.get<{ Params: { callId: string } }>(
    '/api/voice/calls/:callId',
    { schema: contract.schemaFor('voice-calls-get') },
    async (request) => {
      const group = request.user!.group
      const call = await loadCall(app.db, group, request.params.callId)
      if (!call) throw notFound('No such call')
      const [analyses, [listed]] = await Promise.all([
        callAnalyses(app.db, call.id),
        listCalls(app.db, group, { agentId: call.agentId }).then((rows) =>
          rows.filter((row) => row.call.id === call.id),
        ),
      ])
      const version = analyses[0]?.agentVersion ?? call.agentVersion
      const agent = await loadAgent(app.db, group, call.agentId, version)
      // Whether the version that took a browser call recorded it (webhook calls: null, their URL says).
      const answering =
        call.origin !== 'browser' || version === call.agentVersion
          ? agent
          : await loadAgent(app.db, group, call.agentId, call.agentVersion)
      const now = app.now()
      return {
        call: toCallSummaryDto(call, listed?.agentName ?? '', analyses[0] ?? null),
        transcript: call.transcript.map((turn) => toTurnDto(call, turn, now)),
        recordingUrl: call.recordingUrl,
        browserRecording: call.origin === 'browser' ? (answering?.config.recording ?? false) : null,
        analyses: analyses.map(toAnalysisDto),
        fieldLabels: (agent?.config.dataFields ?? []).map(({ key, description }) => ({ key, description })),
        criteriaLabels: (agent?.config.successCriteria ?? []).map(({ key, description }) => ({
          key,
          description,
        })),
      }
    },
  )

  app.post<{ Params: { callId: string } }>(
    '/api/voice/calls/:callId/analyses',
    { schema: contract.schemaFor('voice-calls-reanalyse') },
    async (request, reply) => {
      const user = request.user!
      const call = await loadCall(app.db, user.group, request.params.callId)
      if (!call) throw notFound('No such call')
      if (call.status !== 'ended')
        throw new HttpError(409, 'The call is still under way', { code: 'voice.callOpen' })
      const agent = await loadAgent(app.db, user.group, call.agentId)
      const analysisId = await requestAnalysis(
        app.db,
        user.group,
        call.id,
        agent?.version ?? call.agentVersion,
        user.id,
      )
      return reply.status(202).send({ analysisId })
    },
  )
}
