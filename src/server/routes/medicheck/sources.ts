// Media sources (ADMIN+): feeds with their schedule and last fetch, pages by URL. Creating one and
// "fetch now" enqueue the job analysis.fetchSource (its handler: src/server/analysis/sources/).
import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { analysisSources } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { enqueueJob } from '../../jobs/index.ts'
import { fieldError, HttpError } from '../../lib/http-error.ts'
import { medicheckTool, scopeOf } from './scope.ts'

export const fetchSourceJobKind = 'analysis.fetchSource'
const kinds = ['feed', 'url'] as const
const schedules = ['manual', 'hourly', 'daily'] as const
const maxUrlLength = 2000
const maxTitleLength = 200

type SourceBody = { kind?: unknown; url?: unknown; title?: unknown; schedule?: unknown; enabled?: unknown }
type SourceParams = { Params: { sourceId: string } }

const invalid = (field: string, code: string, message: string) =>
  new HttpError(400, message, { code, fieldErrors: { [field]: fieldError(code, message) } })

function checkUrl(value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) throw invalid('url', 'analysis.urlRequired', 'Please enter an address')
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw invalid('url', 'analysis.badUrl', 'Not a web address')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw invalid('url', 'analysis.badUrl', 'Only http and https addresses can be fetched')
  if (url.username || url.password)
    throw invalid('url', 'analysis.badUrl', 'An address with a user name or password is not accepted')
  if (text.length > maxUrlLength)
    throw invalid('url', 'analysis.tooLong', `At most ${maxUrlLength} characters`)
  return url.toString()
}

function checkSchedule(value: unknown, kind: string): string {
  if (value === undefined) return 'manual'
  if (typeof value !== 'string' || !(schedules as readonly string[]).includes(value))
    throw invalid('schedule', 'analysis.badSchedule', `schedule must be one of ${schedules.join(', ')}`)
  if (kind !== 'feed' && value !== 'manual')
    throw invalid('schedule', 'analysis.badSchedule', 'Only feeds are fetched on a schedule')
  return value
}

function checkTitle(value: unknown, fallback: string): string {
  if (value === undefined || value === null) return fallback
  const text = typeof value === 'string' ? value.trim().replace(/\s+/g, ' ') : ''
  if (!text) throw invalid('title', 'analysis.nameRequired', 'Please enter a title')
  if (text.length > maxTitleLength)
    throw invalid('title', 'analysis.tooLong', `At most ${maxTitleLength} characters`)
  return text
}

const toDto = (s: typeof analysisSources.$inferSelect) => ({
  id: s.id,
  kind: s.kind,
  title: s.title,
  url: s.url,
  schedule: s.schedule,
  enabled: s.enabled,
  lastFetchedAt: s.lastFetchedAt?.toISOString() ?? null,
  lastStatus: s.lastStatus,
  lastError: s.lastError,
  lastAdded: s.lastAdded,
  createdAt: s.createdAt.toISOString(),
})

async function findSource(db: Database, tenantGroup: string, sourceId: string) {
  const [source] = await db
    .select()
    .from(analysisSources)
    .where(
      and(
        eq(analysisSources.id, sourceId),
        eq(analysisSources.tenantGroup, tenantGroup),
        eq(analysisSources.tool, medicheckTool),
      ),
    )
  if (!source) throw new HttpError(404, 'No such source', { code: 'notFound' })
  return source
}

const enqueueFetch = (db: Database, tenantGroup: string, sourceId: string) =>
  enqueueJob(db, {
    kind: fetchSourceJobKind,
    payload: { sourceId },
    tenantGroup,
    dedupeKey: `${fetchSourceJobKind}:${sourceId}`,
  })

export default async function sourceRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get(
    '/api/medicheck/sources',
    { schema: contract.schemaFor('medicheck-sources-list') },
    async (request) => {
      const rows = await app.db
        .select()
        .from(analysisSources)
        .where(
          and(eq(analysisSources.tenantGroup, request.user!.group), eq(analysisSources.tool, medicheckTool)),
        )
        .orderBy(desc(analysisSources.createdAt))
      return { items: rows.map(toDto) }
    },
  )

  app.post<{ Body: SourceBody }>(
    '/api/medicheck/sources',
    { schema: contract.schemaFor('medicheck-sources-create') },
    async (request, reply) => {
      const body = request.body ?? {}
      if (typeof body.kind !== 'string' || !(kinds as readonly string[]).includes(body.kind))
        throw invalid('kind', 'analysis.badSourceKind', `kind must be one of ${kinds.join(', ')}`)
      const url = checkUrl(body.url)
      const schedule = checkSchedule(body.schedule, body.kind)
      const title = checkTitle(body.title, new URL(url).hostname)
      const { tenantGroup } = scopeOf(request)
      const source = await app.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(analysisSources)
          .values({
            id: randomUUID(),
            tenantGroup,
            tool: medicheckTool,
            kind: body.kind as string,
            title,
            url,
            schedule,
            createdBy: request.user!.id,
          })
          .returning()
        await enqueueFetch(tx as unknown as Database, tenantGroup, row!.id)
        return row!
      })
      await app.audit(request, {
        action: 'analysis.source.created',
        target: source.id,
        result: 'success',
        detail: { kind: source.kind, url: source.url, schedule: source.schedule },
      })
      return reply.status(201).send(toDto(source))
    },
  )

  app.patch<SourceParams & { Body: SourceBody }>(
    '/api/medicheck/sources/:sourceId',
    { schema: contract.schemaFor('medicheck-sources-update') },
    async (request) => {
      const source = await findSource(app.db, request.user!.group, request.params.sourceId)
      const body = request.body ?? {}
      const url = body.url === undefined ? source.url : checkUrl(body.url)
      const schedule =
        body.schedule === undefined ? source.schedule : checkSchedule(body.schedule, source.kind)
      const title = body.title === undefined ? source.title : checkTitle(body.title, source.title)
      if (body.enabled !== undefined && typeof body.enabled !== 'boolean')
        throw invalid('enabled', 'analysis.badEnabled', 'enabled must be true or false')
      const enabled = (body.enabled as boolean | undefined) ?? source.enabled
      const [row] = await app.db
        .update(analysisSources)
        .set({
          url,
          schedule,
          title,
          enabled,
          updatedAt: app.now(),
          // A new address is a new feed: its validators of the old one must not answer 304 for it.
          ...(url !== source.url && { etag: null, lastModified: null }),
        })
        .where(eq(analysisSources.id, source.id))
        .returning()
      await app.audit(request, {
        action: 'analysis.source.changed',
        target: source.id,
        result: 'success',
        detail: { fields: Object.keys(body) },
      })
      return toDto(row!)
    },
  )

  app.delete<SourceParams>(
    '/api/medicheck/sources/:sourceId',
    { schema: contract.schemaFor('medicheck-sources-delete') },
    async (request, reply) => {
      const source = await findSource(app.db, request.user!.group, request.params.sourceId)
      // Its items stay (they keep their source kind); only the subscription goes.
      await app.db.delete(analysisSources).where(eq(analysisSources.id, source.id))
      await app.audit(request, {
        action: 'analysis.source.deleted',
        target: source.id,
        result: 'success',
        detail: { kind: source.kind, url: source.url },
      })
      return reply.status(204).send()
    },
  )

  app.post<SourceParams>(
    '/api/medicheck/sources/:sourceId/fetch',
    { schema: contract.schemaFor('medicheck-sources-fetch') },
    async (request, reply) => {
      const source = await findSource(app.db, request.user!.group, request.params.sourceId)
      const jobId = await enqueueFetch(app.db, source.tenantGroup, source.id)
      await app.audit(request, {
        action: 'analysis.source.fetchRequested',
        target: source.id,
        result: 'success',
      })
      return reply.status(202).send({ queued: jobId !== null })
    },
  )
}
