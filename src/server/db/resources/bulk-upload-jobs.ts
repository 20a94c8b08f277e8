// Bulk-upload jobs and remembered column mappings, always read within the caller's tenant group.
import { and, count, desc, eq, getTableColumns, inArray, lt, notInArray } from 'drizzle-orm'
import { readByteParts, writeByteParts, type PartsTable } from '../byte-parts.ts'
import type { Database } from '../connect.ts'
import { bulkUploadFileParts, bulkUploadMappings, bulkUploads } from './tables.ts'

export type BulkUploadJob = typeof bulkUploads.$inferSelect
export type BulkUploadStatus = 'validating' | 'validated' | 'committing' | 'committed' | 'failed'

/** Every column but the report, which only the preview reads. */
const { report: _report, ...summaryColumns } = getTableColumns(bulkUploads)
export type BulkUploadSummary = Omit<BulkUploadJob, 'report'>

const fileParts: PartsTable = {
  name: 'bulk_upload_file_parts',
  key: bulkUploadFileParts.jobId.name,
  seq: bulkUploadFileParts.seq.name,
  part: bulkUploadFileParts.part.name,
}

export async function insertJob(
  db: Database,
  job: typeof bulkUploads.$inferInsert,
): Promise<BulkUploadSummary> {
  const [row] = await db.insert(bulkUploads).values(job).returning(summaryColumns)
  return row!
}

export async function findJob(
  db: Database,
  id: string,
  tenantGroup: string,
): Promise<BulkUploadSummary | undefined> {
  const [row] = await db
    .select(summaryColumns)
    .from(bulkUploads)
    .where(and(eq(bulkUploads.id, id), eq(bulkUploads.tenantGroup, tenantGroup)))
  return row
}

/**
 * Stores a new job's file in parts (byte-parts.ts). Not atomic with the job row: the caller discards
 * the job (and with it any parts written) when this fails, and a job whose server stopped meanwhile
 * is failed at the next start (failAbandonedJobs), which drops its parts.
 */
export async function storeJobFile(db: Database, id: string, file: Uint8Array): Promise<void> {
  await writeByteParts(db, fileParts, id, file)
}

/** The job's file as uploaded; null once the job is committed or failed. */
export async function readJobFile(db: Database, id: string): Promise<Buffer | null> {
  return readByteParts(db, fileParts, id)
}

/** A committed or failed job keeps no file. */
export async function dropJobFile(db: Database, id: string): Promise<void> {
  await db.delete(bulkUploadFileParts).where(eq(bulkUploadFileParts.jobId, id))
}

export async function readJobReport(db: Database, id: string): Promise<unknown> {
  const [row] = await db.select({ report: bulkUploads.report }).from(bulkUploads).where(eq(bulkUploads.id, id))
  return row?.report ?? null
}

/** Deletes a job whatever its status, with its file: for a job whose file could not be stored. */
export async function discardJob(db: Database, id: string): Promise<void> {
  await db.delete(bulkUploads).where(eq(bulkUploads.id, id))
}

export async function updateJob(
  db: Database,
  id: string,
  change: Partial<typeof bulkUploads.$inferInsert>,
  onlyIfStatus?: BulkUploadStatus,
): Promise<BulkUploadSummary | undefined> {
  const where = onlyIfStatus
    ? and(eq(bulkUploads.id, id), eq(bulkUploads.status, onlyIfStatus))
    : eq(bulkUploads.id, id)
  const [row] = await db.update(bulkUploads).set(change).where(where).returning(summaryColumns)
  return row
}

/** A list answer carries no file headers and no mapping: a wide file would make every page heavy. */
const { headers: _headers, mapping: _mapping, ...listColumns } = summaryColumns
export type BulkUploadListItem = Omit<BulkUploadSummary, 'headers' | 'mapping'>

export async function listJobs(
  db: Database,
  tenantGroup: string,
  query: { resource?: string; page: number; pageSize: number },
) {
  const where = and(
    eq(bulkUploads.tenantGroup, tenantGroup),
    query.resource ? eq(bulkUploads.resource, query.resource) : undefined,
  )
  const [items, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(bulkUploads)
      .where(where)
      .orderBy(desc(bulkUploads.createdAt), desc(bulkUploads.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(bulkUploads).where(where),
  ])
  return { items, total: total?.value ?? 0 }
}

/** Deletes a job of the tenant group unless it is being worked on; the job as it was, if deleted. */
export async function deleteJob(
  db: Database,
  id: string,
  tenantGroup: string,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .delete(bulkUploads)
    .where(
      and(
        eq(bulkUploads.id, id),
        eq(bulkUploads.tenantGroup, tenantGroup),
        notInArray(bulkUploads.status, ['validating', 'committing']),
      ),
    )
    .returning({ id: bulkUploads.id })
  return row
}

/** Deletes every job created more than `retentionDays` ago that nothing works on any more. */
export async function deleteExpiredJobs(db: Database, now: Date, retentionDays: number): Promise<number> {
  const deleted = await db
    .delete(bulkUploads)
    .where(
      and(
        lt(bulkUploads.createdAt, new Date(now.getTime() - retentionDays * 24 * 60 * 60_000)),
        notInArray(bulkUploads.status, ['validating', 'committing']),
      ),
    )
    .returning({ id: bulkUploads.id })
  return deleted.length
}

/** Jobs of the tenant group not yet committed or failed: each holds its file. */
export async function countPendingJobs(db: Database, tenantGroup: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(bulkUploads)
    .where(
      and(
        eq(bulkUploads.tenantGroup, tenantGroup),
        inArray(bulkUploads.status, ['validating', 'validated', 'committing']),
      ),
    )
  return row?.value ?? 0
}

export async function findMapping(
  db: Database,
  tenantGroup: string,
  resource: string,
): Promise<Record<string, string> | undefined> {
  const [row] = await db
    .select()
    .from(bulkUploadMappings)
    .where(and(eq(bulkUploadMappings.tenantGroup, tenantGroup), eq(bulkUploadMappings.resource, resource)))
  return row?.mapping
}

export async function rememberMapping(
  db: Database,
  tenantGroup: string,
  resource: string,
  mapping: Record<string, string>,
  now: Date,
): Promise<void> {
  await db
    .insert(bulkUploadMappings)
    .values({ tenantGroup, resource, mapping, updatedAt: now })
    .onConflictDoUpdate({
      target: [bulkUploadMappings.tenantGroup, bulkUploadMappings.resource],
      set: { mapping, updatedAt: now },
    })
}

/**
 * Jobs left validating or committing by a server that stopped: failed, so nobody waits for them.
 * Running jobs write progress at least every few seconds, so `staleMinutes` without a sign is safe
 * with several instances. A stopped commit's transaction was rolled back: nothing is half-written.
 */
export async function failAbandonedJobs(db: Database, now: Date, staleMinutes = 10): Promise<number> {
  const abandoned = await db
    .update(bulkUploads)
    .set({
      status: 'failed',
      message: 'The server stopped while working on this upload; nothing was written. Upload the file again.',
      updatedAt: now,
    })
    .where(
      and(
        inArray(bulkUploads.status, ['validating', 'committing']),
        lt(bulkUploads.updatedAt, new Date(now.getTime() - staleMinutes * 60_000)),
      ),
    )
    .returning({ id: bulkUploads.id })
  if (abandoned.length > 0)
    await db.delete(bulkUploadFileParts).where(inArray(bulkUploadFileParts.jobId, abandoned.map((job) => job.id)))
  return abandoned.length
}
