// The LinkedIn sync of one member's connection (job kind influencing.linkedinSync): every post of the
// member with its current totals, written as today's snapshot through the same idempotent write as
// an import (post by canonical address, snapshot by post and day). A 401 marks the connection
// expired; a 429 beyond the client's wait stops the sync and queues the next one after Retry-After.
// Every active connection is synced about once a day (influencing.linkedinSyncDaily, hourly).
import { and, eq, isNull, lt, or } from 'drizzle-orm'
import { decryptSecret } from '../../ai/key-cipher.ts'
import type { Database } from '../../db/connect.ts'
import { influencingLinkedinConnections } from '../../db/influencing-tables.ts'
import { enqueueJob, registerJobKind, scheduleRecurring } from '../../jobs/index.ts'
import { canonicalPostUrl } from '../post-url.ts'
import type { ImportRow } from '../read-export-rows.ts'
import { writePosts } from '../write-posts.ts'
import { LinkedinError } from './linkedin-client.ts'
import { memberPostPages, postFigures } from './member-posts.ts'

export const linkedinSyncJobKind = 'influencing.linkedinSync'
export const dailySyncJobKind = 'influencing.linkedinSyncDaily'
let pageSize = 50

/** Tests: small pages, to see the paging with a few posts. */
export function configureLinkedinSync(options: { pageSize: number }): void {
  pageSize = options.pageSize
}

export async function enqueueLinkedinSync(
  db: Database,
  tenantGroup: string,
  connectionId: string,
  runAfter?: Date,
): Promise<number | null> {
  // One transaction: a runner cannot take the job before the connection says queued (on PostgreSQL a
  // runner could otherwise run the whole sync, writing ok, before 'queued' was written over it).
  return db.transaction(async (tx) => {
    const id = await enqueueJob(tx as unknown as Database, {
      kind: linkedinSyncJobKind,
      tenantGroup,
      payload: { connectionId },
      // The sync a 429 postpones is queued while the stopped one still runs: a key of its own.
      dedupeKey: `${linkedinSyncJobKind}:${connectionId}${runAfter ? ':later' : ''}`,
      maxAttempts: 2,
      ...(runAfter && { runAfter }),
    })
    if (id !== null && !runAfter)
      await tx
        .update(influencingLinkedinConnections)
        .set({ syncStatus: 'queued' })
        .where(eq(influencingLinkedinConnections.id, connectionId))
    return id
  })
}

export function registerLinkedinSyncJob(): void {
  registerJobKind(
    linkedinSyncJobKind,
    async (job, { db, signal }) =>
      syncMemberPosts(db, job.tenantGroup!, (job.payload as { connectionId: string }).connectionId, signal),
    { timeoutMs: 30 * 60_000 },
  )
  // Hourly: a sync for every active connection not synced for 20 hours and not told to wait.
  registerJobKind(dailySyncJobKind, async (_job, { db }) => {
    const now = new Date()
    const due = await db
      .select({
        id: influencingLinkedinConnections.id,
        tenantGroup: influencingLinkedinConnections.tenantGroup,
      })
      .from(influencingLinkedinConnections)
      .where(
        and(
          eq(influencingLinkedinConnections.status, 'active'),
          or(isNull(influencingLinkedinConnections.retryAt), lt(influencingLinkedinConnections.retryAt, now)),
          or(
            isNull(influencingLinkedinConnections.syncedAt),
            lt(influencingLinkedinConnections.syncedAt, new Date(now.getTime() - 20 * 3600_000)),
          ),
        ),
      )
    let queued = 0
    for (const connection of due)
      if ((await enqueueLinkedinSync(db, connection.tenantGroup, connection.id)) !== null) queued += 1
    return { queued }
  })
  scheduleRecurring(dailySyncJobKind, 60 * 60_000)
}

export async function syncMemberPosts(
  db: Database,
  tenantGroup: string,
  connectionId: string,
  signal: AbortSignal,
) {
  const where = and(
    eq(influencingLinkedinConnections.tenantGroup, tenantGroup),
    eq(influencingLinkedinConnections.id, connectionId),
  )
  const [connection] = await db.select().from(influencingLinkedinConnections).where(where)
  if (!connection) return { skipped: 'gone' }
  if (connection.status !== 'active') return { skipped: connection.status }
  const setState = (values: Partial<typeof influencingLinkedinConnections.$inferInsert>) =>
    db.update(influencingLinkedinConnections).set(values).where(where)
  await setState({ syncStatus: 'running', syncErrorCode: null })
  const token = decryptSecret(connection.accessTokenEncrypted)
  const today = new Date().toISOString().slice(0, 10)
  let written = 0
  try {
    for await (const page of memberPostPages(token, connection.memberUrn, pageSize, signal)) {
      const rows: ImportRow[] = []
      for (const post of page) {
        const url = canonicalPostUrl(`https://www.linkedin.com/feed/update/${post.urn}/`)
        if (!url) continue
        rows.push({
          line: rows.length + 1,
          ambassadorId: connection.ambassadorId,
          url,
          publishedOn: post.publishedOn,
          text: post.text || null,
          takenOn: today,
          figures: await postFigures(token, post.urn, signal),
        })
      }
      // Each page on its own: a sync stopped later keeps what it read.
      written += (await writePosts(db, tenantGroup, rows, 'linkedin')).snapshots
    }
    await setState({ syncStatus: 'ok', syncedAt: new Date(), syncedCount: written, retryAt: null })
    return { written }
  } catch (error) {
    if (!(error instanceof LinkedinError)) {
      await setState({ syncStatus: 'failed', syncErrorCode: 'influencing.linkedinSyncFailed' })
      throw error
    }
    if (error.code === 'influencing.linkedinExpired') {
      await setState({
        status: 'expired',
        syncStatus: 'failed',
        syncErrorCode: error.code,
        syncedCount: written,
      })
      return { failed: error.code, written }
    }
    if (error.code === 'influencing.linkedinRateLimited' && error.retryAfterMs !== null) {
      const retryAt = new Date(Date.now() + error.retryAfterMs)
      // The later sync first: whoever sees the state rateLimited finds its retry queued.
      await enqueueLinkedinSync(db, tenantGroup, connectionId, retryAt)
      await setState({ syncStatus: 'rateLimited', syncErrorCode: error.code, retryAt, syncedCount: written })
      return { failed: error.code, written, retryAt: retryAt.toISOString() }
    }
    await setState({ syncStatus: 'failed', syncErrorCode: error.code, syncedCount: written })
    return { failed: error.code, written }
  }
}
