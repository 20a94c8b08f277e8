// Team activity (issue 17 item 5): the usage ledger's figures for a date range, as JSON and as CSV.
// A tenant's admins see their own group; the ROOT of PARENT any group (another group is 404 for
// everyone else, as it does not exist for them). The CHC-mate view is IGEPHA's own, over the
// assistants the manifest puts in family chcmate.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { groups } from '../../../generated/access.gen.ts'
import { assistants } from '../../../generated/tenants.gen.ts'
import { readTeamActivity, type ActivityQuery } from '../../ai/team-activity.ts'
import { fieldError, fieldErrors, notFound } from '../../lib/http-error.ts'
import { isParentRoot } from '../users/scope.ts'
import { sendActivityCsv, type ActivityTable } from './export-csv.ts'
import type { Delimiter } from '../../lib/csv-lines.ts'

interface RangeQuery {
  group?: string
  from?: string
  to?: string
}
interface ExportQuery extends RangeQuery {
  by?: ActivityTable
  delimiter?: Delimiter
}

/** The longest range one request may cover: a year and a day (a leap year's 366 days). */
const maxDays = 366
const dayMs = 86_400_000
/** A real calendar day (not 2026-02-30) in years both databases store (PostgreSQL has no year 0). */
const validDay = (text: string) => {
  const at = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(text) && text >= '1970-01-01' && text <= '9000-12-31'
}

/** The CHC-mate assistants and their tenant, from the manifest. */
const chcmate = assistants.filter((assistant) => assistant.family === 'chcmate')
const chcmateTenant = chcmate[0]?.tenant ?? 'IGEPHA'

/** The range asked for, by default the 30 days up to today (UTC); 400 for a reversed, unreal or too long one. */
function rangeOf(query: RangeQuery, now: Date): { from: string; to: string } {
  const to = query.to ?? now.toISOString().slice(0, 10)
  if (!validDay(to)) throw fieldErrors({ to: fieldError('teamActivity.badDate', 'Not a date') })
  const from = query.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * dayMs).toISOString().slice(0, 10)
  if (!validDay(from)) throw fieldErrors({ from: fieldError('teamActivity.badDate', 'Not a date') })
  const days = (Date.parse(to) - Date.parse(from)) / dayMs + 1
  if (days < 1) throw fieldErrors({ to: fieldError('teamActivity.reversedRange', 'The range ends before it starts') })
  if (days > maxDays) throw fieldErrors({ to: fieldError('teamActivity.rangeTooLong', `At most ${maxDays} days`, { max: maxDays }) })
  return { from, to }
}

/** The caller's own group, or (ROOT of PARENT only) the one asked for; any other answers 404. */
function reachableGroup(request: FastifyRequest, asked: string | undefined): string {
  const actor = request.user!
  const group = asked ?? actor.group
  if (!(groups as readonly string[]).includes(group) || (!isParentRoot(actor) && group !== actor.group)) throw notFound('Tenant group not found')
  return group
}

function teamQuery(request: FastifyRequest<{ Querystring: RangeQuery }>, now: Date): ActivityQuery {
  return { tenantGroup: reachableGroup(request, request.query.group), ...rangeOf(request.query, now) }
}

function chcmateQuery(request: FastifyRequest<{ Querystring: RangeQuery }>, now: Date): ActivityQuery {
  // The route is IGEPHA's (manifest); the family's tenant is the only group it looks at.
  if (request.user!.group !== chcmateTenant) throw notFound('Tenant group not found')
  return { tenantGroup: chcmateTenant, assistantIds: chcmate.map((assistant) => assistant.id), ...rangeOf(request.query, now) }
}

export default async function teamActivityRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: RangeQuery }>('/api/team-activity', { schema: contract.schemaFor('team-activity-get') }, async (request) =>
    readTeamActivity(app.db, teamQuery(request, app.now())),
  )
  app.get<{ Querystring: ExportQuery }>('/api/team-activity/export', { schema: contract.schemaFor('team-activity-export') }, async (request, reply) =>
    sendActivityCsv(reply, request, await readTeamActivity(app.db, teamQuery(request, app.now())), request.query, 'team-activity'),
  )
  app.get<{ Querystring: RangeQuery }>('/api/team-activity/chcmate', { schema: contract.schemaFor('chcmate-team-activity-get') }, async (request) =>
    readTeamActivity(app.db, chcmateQuery(request, app.now())),
  )
  app.get<{ Querystring: ExportQuery }>('/api/team-activity/chcmate/export', { schema: contract.schemaFor('chcmate-team-activity-export') }, async (request, reply) =>
    sendActivityCsv(reply, request, await readTeamActivity(app.db, chcmateQuery(request, app.now())), request.query, 'chcmate-team-activity'),
  )
}
