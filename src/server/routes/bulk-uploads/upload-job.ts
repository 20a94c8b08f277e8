// The background work of a bulk-upload job: validating the file, then (on request) committing it.
// Progress and results go to the job row, which every server instance can read; the routes answer
// at once and the browser polls the job.
import type { FastifyBaseLogger } from 'fastify'
import type { CompiledResource } from '../../../shared/manifest/resource-types.ts'
import type { Database } from '../../db/connect.ts'
import { readJobFile, updateJob, type BulkUploadSummary } from '../../db/resources/bulk-upload-jobs.ts'
import type { Actor } from '../../db/resources/rows.ts'
import { refreshTables } from '../../db/resources/seed-catalogue.ts'
import { commitUpload } from './commit-upload.ts'
import { parseFile, type ParsedFile } from './parse-file.ts'
import { validateUpload, type UploadRow, type UploadValidation } from './validate-upload.ts'

/** Rows kept for the preview; every rejected row is kept for the report. */
export const previewRows = 100

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

const toStored = (row: UploadRow): StoredRow => ({
  line: row.line,
  action: row.action,
  values: row.cells,
  errors: row.errors,
})

function summarise(validation: UploadValidation) {
  const count = (action: UploadRow['action']) => validation.rows.filter((r) => r.action === action).length
  return {
    validRows: validation.rows.length - count('rejected'),
    rejectedRows: count('rejected'),
    inserted: count('insert'),
    updated: count('update'),
    unchanged: count('unchanged'),
    report: {
      first: validation.rows.slice(0, previewRows).map(toStored),
      rejected: validation.rows.filter((r) => r.action === 'rejected').map(toStored),
    } satisfies StoredReport,
  }
}

export interface JobContext {
  readonly db: Database
  readonly log: FastifyBaseLogger
  readonly now: () => Date
}

async function validateJob(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
  file: ParsedFile,
) {
  return validateUpload(ctx.db, resource, file, job.mapping, job.tenantGroup, async (processed) => {
    await updateJob(ctx.db, job.id, { processedRows: processed, updatedAt: ctx.now() })
  })
}

const failed = async (ctx: JobContext, job: BulkUploadSummary, error: unknown) => {
  ctx.log.error({ err: error, jobId: job.id }, 'bulk upload failed')
  const message =
    error instanceof Error && 'statusCode' in error
      ? error.message
      : 'The upload could not be completed; nothing was written'
  await updateJob(ctx.db, job.id, { status: 'failed', message, updatedAt: ctx.now() }).catch(() => {})
}

export async function runValidation(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
  file: ParsedFile,
): Promise<void> {
  try {
    const validation = await validateJob(ctx, job, resource, file)
    const summary = summarise(validation)
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

/** Validates the stored file again (the database may have changed since) and writes it, all or nothing. */
export async function runCommit(
  ctx: JobContext,
  job: BulkUploadSummary,
  resource: CompiledResource,
  actor: Actor,
): Promise<void> {
  try {
    const { file } = await readJobFile(ctx.db, job.id)
    if (!file) throw new Error('the job has no file')
    const parsed = await parseFile(job.fileFormat as 'csv' | 'xlsx', Buffer.from(file, 'base64'))
    const validation = await validateJob(ctx, job, resource, parsed)
    const summary = summarise(validation)
    if (summary.rejectedRows > 0) {
      await updateJob(ctx.db, job.id, {
        ...summary,
        status: 'failed',
        message: `${summary.rejectedRows} rows are no longer valid (the lists changed since the upload); nothing was written`,
        updatedAt: ctx.now(),
      })
      return
    }
    const counts = await commitUpload(ctx.db, resource, validation, actor)
    if (counts.inserted + counts.updated >= 1000) await refreshTables(ctx.db, [resource.id])
    await updateJob(ctx.db, job.id, {
      ...summary,
      ...counts,
      status: 'committed',
      message: null,
      file: null,
      processedRows: validation.rows.length,
      updatedAt: ctx.now(),
    })
  } catch (error) {
    await failed(ctx, job, error)
  }
}
