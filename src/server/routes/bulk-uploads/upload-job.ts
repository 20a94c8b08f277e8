// The background work of a bulk-upload job: validating the file, then (on request) committing it.
// Progress and results go to the job row, which every server instance can read; the routes answer
// at once and the browser polls the job.
import type { FastifyBaseLogger } from 'fastify'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { Database } from '../../db/connect.ts'
import {
  dropJobFile,
  readJobFile,
  updateJob,
  type BulkUploadSummary,
} from '../../db/resources/bulk-upload-jobs.ts'
import { listWrites } from '../../db/resources/list-counts.ts'
import type { Actor } from '../../db/resources/rows.ts'
import { refreshTables } from '../../db/resources/seed-catalogue.ts'
import { commitUpload } from './commit-upload.ts'
import { forEachSliced } from '../../lib/time-slices.ts'
import type { TextEncoding } from '../../files/detect-encoding.ts'
import { parseFile, type ParsedFile } from './parse-file.ts'
import { validateUpload, type UploadRow, type UploadValidation } from './validate-upload.ts'

/** Rows kept for the preview. */
export const previewRows = 100
/**
 * Rejected rows kept for the preview and the report, each cell at most `storedCellChars` long: a
 * file that fails everywhere must not store itself a second time (the counts stay exact).
 */
export const storedRejectedRows = 10_000
export const storedCellChars = 500

export interface StoredRow {
  line: number
  action: UploadRow['action']
  values: Record<string, string>
  errors: UploadRow['errors']
}
export interface StoredReport {
  first: StoredRow[]
  rejected: StoredRow[]
}

// PostgreSQL's jsonb cannot hold U+0000 (such a row is rejected for it): it is stored as U+FFFD.
const storedCell = (text: string) =>
  (text.length > storedCellChars ? `${text.slice(0, storedCellChars)}…` : text).replaceAll('\u0000', '\uFFFD')

const toStored = (row: UploadRow): StoredRow => ({
  line: row.line,
  action: row.action,
  values: Object.fromEntries(Object.entries(row.cells).map(([path, text]) => [path, storedCell(text)])),
  errors: row.errors,
})

/** The counts and the stored report, in one pass that lets other requests in (time-slices.ts). */
async function summarise(validation: UploadValidation) {
  const counts: Record<UploadRow['action'], number> = { insert: 0, update: 0, unchanged: 0, rejected: 0 }
  const rejected: StoredRow[] = []
  await forEachSliced(validation.rows, (row) => {
    counts[row.action] += 1
    if (row.action === 'rejected' && rejected.length < storedRejectedRows) rejected.push(toStored(row))
  })
  return {
    validRows: validation.rows.length - counts.rejected,
    rejectedRows: counts.rejected,
    inserted: counts.insert,
    updated: counts.update,
    unchanged: counts.unchanged,
    report: {
      first: validation.rows.slice(0, previewRows).map(toStored),
      rejected,
    } satisfies StoredReport,
  }
}

type JobChange = Omit<Parameters<typeof updateJob>[2], 'id' | 'tenantGroup'>

/**
 * The jobs this server is committing, as a poll should see them. While the commit's transaction runs,
 * PGlite's one connection is held, so the job row can neither be updated nor read: a poll of such a
 * job is answered from here, without the database (docs/decisions/0021).
 */
export class CommittingJobs {
  readonly #jobs = new Map<string, BulkUploadSummary>()

  start(job: BulkUploadSummary): void {
    this.#jobs.set(job.id, { ...job })
  }

  update(id: string, change: JobChange): void {
    const job = this.#jobs.get(id)
    // The report is never part of a job's answer.
    const { report: _report, ...visible } = change
    if (job) this.#jobs.set(id, { ...job, ...visible })
  }

  /** The job's latest state, if this server is committing it for that tenant group. */
  find(id: string, tenantGroup: string): BulkUploadSummary | undefined {
    const job = this.#jobs.get(id)
    return job?.tenantGroup === tenantGroup ? job : undefined
  }

  finish(id: string): void {
    this.#jobs.delete(id)
  }
}

/**
 * Validations this server made of files it may soon commit, with the lists' write count they started
 * from (list-counts.ts). A commit reuses one when no statement has written to any list since, instead
 * of parsing and checking the file again: for 100,000 rows that is about 4 s of a commit on PGlite.
 * Kept in memory for `keptForMs`, for at most `keptRows` rows over all jobs (about 1 KB of heap a
 * row: 97 MB for 100,000 PZNs); a commit on another instance, later, or after any write checks the
 * file again as before.
 */
export class KeptValidations {
  static readonly keptForMs = 15 * 60_000
  static readonly keptRows = 200_000
  readonly #kept = new Map<string, { validation: UploadValidation; writes: number; at: number }>()

  keep(jobId: string, validation: UploadValidation, writes: number, now: number): void {
    this.#kept.set(jobId, { validation, writes, at: now })
    let rows = 0
    for (const kept of this.#kept.values()) rows += kept.validation.rows.length
    // The oldest go first (a Map iterates in insertion order).
    for (const [id, kept] of this.#kept) {
      if (rows <= KeptValidations.keptRows && now - kept.at < KeptValidations.keptForMs) continue
      this.#kept.delete(id)
      rows -= kept.validation.rows.length
    }
  }

  /** The job's validation, taken out, if it is still there and fresh. */
  take(jobId: string, now: number): { validation: UploadValidation; writes: number } | undefined {
    const kept = this.#kept.get(jobId)
    this.#kept.delete(jobId)
    return kept && now - kept.at < KeptValidations.keptForMs
      ? { validation: kept.validation, writes: kept.writes }
      : undefined
  }
}

export interface JobContext {
  readonly db: Database
  readonly log: FastifyBaseLogger
  readonly now: () => Date
  readonly committing: CommittingJobs
  readonly validations: KeptValidations
  /**
   * Whether progress can be written to the job row while the commit's transaction runs: on
   * PostgreSQL another pooled connection can; PGlite has one connection, held by the transaction.
   */
  readonly progressDuringTransaction: boolean
}

async function validateJob(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
  file: ParsedFile,
) {
  return validateUpload(ctx.db, resource, file, job.mapping, job.tenantGroup, async (processed) => {
    const change = { processedRows: processed, updatedAt: ctx.now() }
    ctx.committing.update(job.id, change)
    await updateJob(ctx.db, job.id, change)
  })
}

/** A job that is committed or failed will not be committed: its file goes. */
const dropFile = (ctx: JobContext, job: BulkUploadSummary) =>
  dropJobFile(ctx.db, job.id).catch((err: unknown) =>
    ctx.log.error({ err, jobId: job.id }, 'file of a finished bulk upload not deleted'),
  )

const failed = async (ctx: JobContext, job: BulkUploadSummary, error: unknown) => {
  ctx.log.error({ err: error, jobId: job.id }, 'bulk upload failed')
  const message =
    error instanceof Error && 'statusCode' in error
      ? error.message
      : 'The upload could not be completed; nothing was written'
  await updateJob(ctx.db, job.id, { status: 'failed', message, updatedAt: ctx.now() }).catch(() => {})
  await dropFile(ctx, job)
}

export async function runValidation(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
  file: ParsedFile,
): Promise<void> {
  try {
    // Read before the file is checked: a write that the checks might miss makes it grow.
    const writes = await listWrites(ctx.db)
    const validation = await validateJob(ctx, job, resource, file)
    const summary = await summarise(validation)
    if (summary.rejectedRows === 0) ctx.validations.keep(job.id, validation, writes, ctx.now().getTime())
    const message =
      summary.rejectedRows > 0
        ? `${summary.rejectedRows} of ${validation.rows.length} rows were rejected; fix them and upload the file again`
        : null
    await updateJob(ctx.db, job.id, {
      ...summary,
      status: 'validated',
      message,
      processedRows: validation.rows.length,
      updatedAt: ctx.now(),
    })
  } catch (error) {
    await failed(ctx, job, error)
  }
}

/**
 * The rows a commit writes: the validation this server kept, if no list has been written to since it
 * began; otherwise the stored file parsed and validated again.
 */
async function validationToCommit(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
): Promise<UploadValidation> {
  const kept = ctx.validations.take(job.id, ctx.now().getTime())
  if (kept && (await listWrites(ctx.db)) === kept.writes) return kept.validation
  const file = await readJobFile(ctx.db, job.id)
  if (!file) throw new Error('the job has no file')
  const parsed = await parseFile(job.fileFormat as 'csv' | 'xlsx', file, {
    encoding: (job.encoding ?? undefined) as TextEncoding | undefined,
  })
  return validateJob(ctx, job, resource, parsed)
}

/**
 * Validates the stored file again if the lists may have changed since (validationToCommit) and writes
 * it, all or nothing. Progress: `processedRows` counts the re-check, then `writtenRows` the rows
 * written, one statement of 10,000 at a time, of the `inserted + updated` the re-check found.
 */
export async function runCommit(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
  actor: Actor,
): Promise<void> {
  ctx.committing.start(job)
  const record = async (change: JobChange) => {
    ctx.committing.update(job.id, change)
    await updateJob(ctx.db, job.id, change)
  }
  try {
    const validation = await validationToCommit(ctx, job, resource)
    const summary = await summarise(validation)
    if (summary.rejectedRows > 0) {
      await record({
        ...summary,
        status: 'failed',
        message: `${summary.rejectedRows} rows are no longer valid (the lists changed since the upload); nothing was written`,
        updatedAt: ctx.now(),
      })
      await dropFile(ctx, job)
      return
    }
    // What the re-check found is what will be written: the page counts the write phase against it.
    await record({ ...summary, processedRows: validation.rows.length, writtenRows: 0, updatedAt: ctx.now() })
    const counts = await commitUpload(ctx.db, resource, validation, actor, async (written) => {
      const change = { writtenRows: written, updatedAt: ctx.now() }
      ctx.committing.update(job.id, change)
      if (ctx.progressDuringTransaction) await updateJob(ctx.db, job.id, change)
    })
    if (counts.inserted + counts.updated >= 1000) await refreshTables(ctx.db, [resource.id])
    await record({
      ...counts,
      status: 'committed',
      message: null,
      processedRows: validation.rows.length,
      writtenRows: counts.inserted + counts.updated,
      updatedAt: ctx.now(),
    })
    await dropFile(ctx, job)
  } catch (error) {
    await failed(ctx, job, error)
  } finally {
    ctx.committing.finish(job.id)
  }
}
