// Bulk upload of CSV and XLSX files into any product-data list: create a job (the file is parsed and
// validated in the background), poll it, preview its rows, download the rejected rows, commit it.
import { randomUUID } from 'node:crypto'
import { errorCodes, type FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import {
  countPendingJobs,
  deleteExpiredJobs,
  deleteJob,
  discardJob,
  failAbandonedJobs,
  findJob,
  findMapping,
  insertJob,
  listJobs,
  readJobReport,
  rememberMapping,
  storeJobFile,
  updateJob,
  type BulkUploadListItem,
  type BulkUploadSummary,
} from '../../db/resources/bulk-upload-jobs.ts'
import { fileColumnsOf } from '../../db/resources/file-columns.ts'
import { findResource } from '../../db/resources/resource-model.ts'
import { fieldErrors, HttpError, notFound } from '../../lib/http-error.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { csvLines, delimiterOf } from '../../lib/csv-lines.ts'
import { neutraliseCell } from '../../lib/spreadsheet-cells.ts'
import { actorOf, assertMay, languageOf, resourceOrNotFound } from '../resources/access.ts'
import type { TextEncoding } from '../../files/detect-encoding.ts'
import { defaultFileLimits } from '../../files/file-limits.ts'
import { base64Bytes } from '../../files/guard-file.ts'
import { FileRefusedError, runInWorker } from '../../files/run-in-worker.ts'
import type { BodyInput, ParsedBody } from './body-worker.ts'
import { formatOf, parseFile } from './parse-file.ts'
import { readBody } from './read-body.ts'
import {
  CommittingJobs,
  KeptValidations,
  runCommit,
  runValidation,
  type JobContext,
  type StoredReport,
} from './upload-job.ts'
import { normaliseFileName } from '../../../shared/files/file-name.ts'

interface CreateBody {
  resource: string
  fileName: string
  content: string
  mapping?: Record<string, string>
  encoding?: TextEncoding
}
interface JobParams {
  jobId: string
}

const maxFileBytes = defaultFileLimits.maxBytes

/**
 * JSON bodies from this size on are parsed in a worker (body-worker.ts), which also decodes the
 * file's base64 `content`: for a 13 MB body the text, JSON.parse and the decoding held the event loop
 * for 100 to 200 ms at once (docs/decisions/0055). Smaller ones go through fastify's own parser.
 */
export const bodyInWorkerFrom = 256 * 1024
const bodyEntry = new URL('./body-worker.ts', import.meta.url)
/** The file a body parsed in the worker carried: its bytes, and the size its base64 text declares. */
const decodedContent = Symbol('bulk upload content')
type DecodedContent = { readonly bytes: Buffer; readonly declaredBytes: number }

async function parseBodyInWorker(body: Uint8Array): Promise<unknown> {
  // Shared memory (read-body.ts) goes to the worker as it is; a Buffer is moved, not copied: the
  // whole backing store must then be this body's.
  const shared = body.buffer instanceof SharedArrayBuffer
  const own =
    shared || (body.byteOffset === 0 && body.byteLength === body.buffer.byteLength) ? body : Buffer.from(body)
  let parsed: ParsedBody | undefined
  try {
    await runInWorker<BodyInput, ParsedBody>(
      bodyEntry,
      { body: own },
      defaultFileLimits.worker,
      (data) => {
        parsed = data
      },
      shared ? [] : [own.buffer as ArrayBuffer],
    )
  } catch (error) {
    // The same answer as fastify's parser gives for text that is not JSON (or has __proto__ keys).
    if (error instanceof FileRefusedError) throw new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY()
    throw error
  }
  const { body: value, bytes, declaredBytes } = parsed!
  if (bytes)
    Object.defineProperty(value, decodedContent, {
      value: {
        bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        declaredBytes,
      } satisfies DecodedContent,
    })
  return value
}
const retentionSweepMs = 60 * 60_000
const normalise = (text: string) => text.toLowerCase().replace(/[\s_-]/g, '')

function toListItemDto(job: BulkUploadListItem) {
  const { tenantGroup: _tenant, createdAt, updatedAt, ...rest } = job
  // Names stored before they were normalised on upload look the same as new ones.
  return {
    ...rest,
    fileName: normaliseFileName(rest.fileName),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }
}

function toJobDto(job: BulkUploadSummary) {
  return { ...toListItemDto(job), columns: fileColumnsOf(findResource(job.resource)!).map((c) => c.path) }
}

/** The mapping given, else the one remembered for the list (headers still present), else headers named like columns. */
function chooseMapping(
  headers: readonly string[],
  columns: readonly string[],
  given: Record<string, string> | undefined,
  remembered: Record<string, string> | undefined,
) {
  if (given) {
    const unknown = Object.entries(given).filter(([, path]) => path !== '' && !columns.includes(path))
    if (unknown.length > 0)
      throw fieldErrors({
        mapping: {
          code: 'bulkUpload.unknownColumn',
          message: `Not a column of this list: ${unknown.map(([, p]) => p).join(', ')}; columns: ${columns.join(', ')}`,
        },
      })
    return Object.fromEntries(headers.map((h) => [h, given[h] ?? '']))
  }
  const byName = new Map(columns.map((c) => [normalise(c), c]))
  return Object.fromEntries(
    headers.map((h) => [
      h,
      remembered?.[h] !== undefined && (remembered[h] === '' || columns.includes(remembered[h]))
        ? remembered[h]
        : (byName.get(normalise(h)) ?? ''),
    ]),
  )
}

export default async function bulkUploadRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const ctx: JobContext = {
    db: app.db,
    log: app.log,
    now: () => app.now(),
    committing: new CommittingJobs(),
    validations: new KeptValidations(),
    progressDuringTransaction: app.database.kind === 'postgres',
  }
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', (request, payload, done) => {
    readBody(
      payload,
      request.headers['content-length'],
      request.routeOptions.bodyLimit,
      bodyInWorkerFrom,
    ).then(
      (body) =>
        body.length < bodyInWorkerFrom
          ? defaultJsonParser(
              request,
              Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'),
              done,
            )
          : parseBodyInWorker(body).then(
              (value) => done(null, value),
              (error: unknown) => done(error as Error, undefined),
            ),
      (error: unknown) => done(error as Error, undefined),
    )
  })
  const running = new Set<Promise<void>>()
  const inBackground = (work: Promise<void>) => {
    running.add(work)
    void work.finally(() => running.delete(work))
  }
  const abandoned = await failAbandonedJobs(app.db, app.now())
  if (abandoned > 0)
    app.log.warn({ abandoned }, 'bulk uploads left running by a stopped server marked failed')
  // Old jobs go, with their files and reports: at start, then every hour.
  const sweepExpiredJobs = async () => {
    const deleted = await deleteExpiredJobs(app.db, app.now(), app.config.bulkUploadRetentionDays)
    if (deleted > 0) app.log.info({ deleted }, 'bulk uploads past their retention deleted')
  }
  await sweepExpiredJobs()
  const sweeper = setInterval(
    () =>
      void sweepExpiredJobs().catch((err: unknown) => app.log.error({ err }, 'bulk upload retention failed')),
    retentionSweepMs,
  ).unref()
  // Let running jobs finish (or fail) before the database closes.
  app.addHook('preClose', async () => {
    clearInterval(sweeper)
    await Promise.allSettled([...running])
  })

  const jobOrNotFound = async (jobId: string, tenantGroup: string) => {
    const job = await findJob(app.db, jobId, tenantGroup)
    if (!job) throw notFound(`No upload job ${jobId}`)
    return job
  }

  app.get<{ Querystring: { resource?: string; page: number; pageSize: number } }>(
    '/api/bulk-uploads',
    { schema: contract.schemaFor('bulk-uploads-list') },
    async (request) => {
      const { items, total } = await listJobs(app.db, request.user!.group, request.query)
      return {
        items: items.map(toListItemDto),
        total,
        page: request.query.page,
        pageSize: request.query.pageSize,
      }
    },
  )

  app.post<{ Body: CreateBody }>(
    '/api/bulk-uploads',
    { schema: contract.schemaFor('bulk-uploads-create'), bodyLimit: Math.ceil(maxFileBytes * 1.4) },
    async (request, reply) => {
      const resource = resourceOrNotFound(request.body.resource)
      assertMay(request, resource, 'write')
      // The size is known from the base64 text: nothing is decoded for a file that is too large.
      const decoded = (request.body as { [decodedContent]?: DecodedContent })[decodedContent]
      const size = decoded ? decoded.declaredBytes : base64Bytes(request.body.content)
      if (size > maxFileBytes)
        throw new HttpError(413, `The file has ${size} bytes; at most ${maxFileBytes}`, {
          code: 'bulkUpload.tooLarge',
        })
      const group = request.user!.group
      const pending = await countPendingJobs(app.db, group)
      if (pending >= app.config.bulkUploadPendingLimit)
        throw new HttpError(
          409,
          `Your group has ${pending} uploads that are not yet committed; at most ${app.config.bulkUploadPendingLimit} may wait at once. Commit or delete some first`,
          { code: 'bulkUpload.quotaExceeded' },
        )
      const content = decoded ? decoded.bytes : Buffer.from(request.body.content, 'base64')
      // The schema's pattern keeps the extension; normalising never removes it.
      const fileName = normaliseFileName(request.body.fileName)
      const fileFormat = formatOf(fileName)
      const file = await parseFile(fileFormat, content, { encoding: request.body.encoding })
      const columns = fileColumnsOf(resource).map((c) => c.path)
      const mapping = chooseMapping(
        file.headers,
        columns,
        request.body.mapping,
        await findMapping(app.db, group, resource.id),
      )
      const now = app.now()
      if (request.body.mapping) await rememberMapping(app.db, group, resource.id, mapping, now)
      const job = await insertJob(app.db, {
        id: randomUUID(),
        tenantGroup: group,
        resource: resource.id,
        fileName,
        fileFormat,
        encoding: file.encoding,
        headers: file.headers,
        mapping,
        status: 'validating',
        totalRows: file.rows.length,
        createdBy: request.user!.id,
        createdByEmail: request.user!.email,
        createdAt: now,
        updatedAt: now,
      })
      // In parts, each its own statement (docs/decisions/0051); nothing is left of a job whose file
      // could not be stored.
      try {
        await storeJobFile(app.db, job.id, content)
      } catch (error) {
        await discardJob(app.db, job.id).catch((err: unknown) =>
          app.log.error({ err, jobId: job.id }, 'bulk upload whose file could not be stored not deleted'),
        )
        throw error
      }
      inBackground(runValidation(ctx, job, resource, file))
      return reply.status(202).send(toJobDto(job))
    },
  )

  app.get<{ Params: JobParams }>(
    '/api/bulk-uploads/:jobId',
    { schema: contract.schemaFor('bulk-uploads-get') },
    async (request) => {
      const group = request.user!.group
      // A job this server is committing is answered from memory: on PGlite the commit holds the database.
      const committing = ctx.committing.find(request.params.jobId, group)
      return toJobDto(committing ?? (await jobOrNotFound(request.params.jobId, group)))
    },
  )

  const readReport = async (job: BulkUploadSummary): Promise<StoredReport> => {
    if (job.status === 'validating')
      throw new HttpError(409, 'The file is still being validated', { code: 'bulkUpload.notReady' })
    return ((await readJobReport(app.db, job.id)) as StoredReport | null) ?? { first: [], rejected: [] }
  }

  app.get<{ Params: JobParams; Querystring: { rows: 'first' | 'rejected'; page: number; pageSize: number } }>(
    '/api/bulk-uploads/:jobId/preview',
    { schema: contract.schemaFor('bulk-uploads-preview') },
    async (request) => {
      const job = await jobOrNotFound(request.params.jobId, request.user!.group)
      const report = await readReport(job)
      const all = request.query.rows === 'rejected' ? report.rejected : report.first
      const { page, pageSize } = request.query
      const columns = Object.values(job.mapping).filter(Boolean)
      return {
        columns,
        rows: all.slice((page - 1) * pageSize, page * pageSize),
        total: all.length,
        page,
        pageSize,
      }
    },
  )

  app.get<{ Params: JobParams }>(
    '/api/bulk-uploads/:jobId/report',
    { schema: contract.schemaFor('bulk-uploads-report') },
    async (request, reply) => {
      const job = await jobOrNotFound(request.params.jobId, request.user!.group)
      const report = await readReport(job)
      const columns = Object.values(job.mapping).filter(Boolean)
      const resource = findResource(job.resource)!
      const numeric = new Set(
        resource.fields.filter((f) => f.type === 'integer' || f.type === 'decimal').map((f) => f.name),
      )
      // The cells as the file had them, neutralised where a spreadsheet would run them (spreadsheet-cells.ts),
      // every field quoted and separated as the user's spreadsheet expects, like the export.
      const lines = report.rejected.map((row) => [
        String(row.line),
        ...columns.map((c) => neutraliseCell(row.values[c] ?? '', numeric.has(c))),
        neutraliseCell(
          Object.entries(row.errors)
            .map(([field, error]) => `${field}: ${error.message} [${error.code}]`)
            .join('; '),
        ),
      ])
      reply.header(
        'content-disposition',
        attachmentDisposition(`${normaliseFileName(job.fileName).replace(/\.\w+$/, '')}-rejected-rows.csv`),
      )
      return reply
        .type('text/csv; charset=utf-8')
        .send(
          `\uFEFF${csvLines([['line', ...columns, 'reason'], ...lines], delimiterOf(undefined, languageOf(request)))}`,
        )
    },
  )

  app.delete<{ Params: JobParams }>(
    '/api/bulk-uploads/:jobId',
    { schema: contract.schemaFor('bulk-uploads-delete') },
    async (request, reply) => {
      const job = await jobOrNotFound(request.params.jobId, request.user!.group)
      assertMay(request, resourceOrNotFound(job.resource), 'write')
      if (!(await deleteJob(app.db, job.id, job.tenantGroup)))
        throw new HttpError(409, `The job is ${job.status}; it can be deleted once that is over`, {
          code: 'bulkUpload.busy',
        })
      ctx.validations.take(job.id, app.now().getTime())
      return reply.status(204).send()
    },
  )

  app.post<{ Params: JobParams }>(
    '/api/bulk-uploads/:jobId/commit',
    { schema: contract.schemaFor('bulk-uploads-commit') },
    async (request, reply) => {
      const job = await jobOrNotFound(request.params.jobId, request.user!.group)
      const resource = resourceOrNotFound(job.resource)
      assertMay(request, resource, 'write')
      if (job.status === 'validated' && job.rejectedRows > 0) {
        throw new HttpError(
          409,
          `${job.rejectedRows} rows were rejected; nothing can be written until the file is fixed and uploaded again`,
          { code: 'bulkUpload.hasRejectedRows' },
        )
      }
      // Only one commit per job, even when two requests race: the status moves on in one statement.
      const started = await updateJob(
        app.db,
        job.id,
        { status: 'committing', processedRows: 0, writtenRows: 0, updatedAt: app.now() },
        'validated',
      )
      if (!started)
        throw new HttpError(409, `The job is ${job.status}; only a validated job can be committed`, {
          code: 'bulkUpload.notReady',
        })
      await rememberMapping(app.db, job.tenantGroup, resource.id, job.mapping, app.now())
      inBackground(runCommit(ctx, started, resource, actorOf(request, app.now())))
      return reply.status(202).send(toJobDto(started))
    },
  )
}
