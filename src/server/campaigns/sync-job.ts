// The sync (job kind campaigns.sync, one tenant): reports in bulk (paged), then the sent campaigns
// page by page, each with its content and click details when they are new (sent campaigns do not
// change; click details are read again for the last 30 days), upserted per page. Nightly: the
// recurring campaigns.syncNightly queues a sync for every connection not synced for 20 hours, between
// 01:00 and 05:00 UTC. A Mailchimp refusal is the connection's status, not a retried job.
import { and, eq, lt, or, isNull, sql } from 'drizzle-orm'
import { decryptSecret } from '../ai/key-cipher.ts'
import type { Database } from '../db/connect.ts'
import { campaignConnections, campaigns } from '../db/campaign-tables.ts'
import { enqueueJob, registerJobKind, scheduleRecurring } from '../jobs/index.ts'
import {
  campaignFieldsOf,
  contentOf,
  languageOf,
  linksOf,
  reportFieldsOf,
  type ReportFields,
} from './campaign-record.ts'
import { enqueueCampaignEmbedding } from './embed-campaigns.ts'
import { upsertCampaigns, withReport, type CampaignWrite } from './campaign-store.ts'
import { createMailchimpClient, MailchimpError, pagesOf, type MailchimpClient } from './mailchimp-client.ts'

export const syncJobKind = 'campaigns.sync'
export const nightlySyncJobKind = 'campaigns.syncNightly'
let pages = { campaignPage: 500, reportPage: 1000, detailConcurrency: 8, upsertChunk: 1 }

/** Tests: smaller pages, to see the paging with a few campaigns. */
export function configureCampaignSync(options: Partial<typeof pages>): void {
  pages = { ...pages, ...options }
}
const clicksRefreshMs = 30 * 24 * 3600_000

export async function enqueueCampaignSync(db: Database, tenantGroup: string): Promise<number | null> {
  const id = await enqueueJob(db, {
    kind: syncJobKind,
    tenantGroup,
    payload: {},
    dedupeKey: `${syncJobKind}:${tenantGroup}`,
    maxAttempts: 2,
  })
  if (id !== null)
    await db
      .update(campaignConnections)
      .set({ syncStatus: 'queued' })
      .where(eq(campaignConnections.tenantGroup, tenantGroup))
  return id
}

export function registerCampaignSyncJobs(): void {
  registerJobKind(syncJobKind, async (job, { db, signal }) => syncCampaigns(db, job.tenantGroup!, signal), {
    timeoutMs: 60 * 60_000,
  })
  registerJobKind(nightlySyncJobKind, async (_job, { db }) => {
    const hour = new Date().getUTCHours()
    if (hour < 1 || hour >= 5) return { queued: 0 }
    const due = await db
      .select({ tenantGroup: campaignConnections.tenantGroup })
      .from(campaignConnections)
      .where(
        or(
          isNull(campaignConnections.syncedAt),
          lt(campaignConnections.syncedAt, new Date(Date.now() - 20 * 3600_000)),
        ),
      )
    let queued = 0
    for (const { tenantGroup } of due) if ((await enqueueCampaignSync(db, tenantGroup)) !== null) queued += 1
    return { queued }
  })
  scheduleRecurring(nightlySyncJobKind, 60 * 60_000)
}

async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** A 404 on one campaign's content or clicks (deleted since) leaves that part empty. */
async function orEmpty<T>(call: Promise<T>, empty: T): Promise<T> {
  try {
    return await call
  } catch (error) {
    if (error instanceof MailchimpError && error.status === 404) return empty
    throw error
  }
}

async function clickLinks(client: MailchimpClient, id: string, signal: AbortSignal) {
  const records: unknown[] = []
  for await (const page of pagesOf<unknown>(
    client,
    `/reports/${id}/click-details`,
    'urls_clicked',
    {},
    1000,
    signal,
  ))
    records.push(...page)
  return linksOf(records)
}

export async function syncCampaigns(db: Database, tenantGroup: string, signal: AbortSignal) {
  const [connection] = await db
    .select()
    .from(campaignConnections)
    .where(eq(campaignConnections.tenantGroup, tenantGroup))
  if (!connection) return { skipped: 'noConnection' }
  const setStatus = (values: Partial<typeof campaignConnections.$inferInsert>) =>
    db.update(campaignConnections).set(values).where(eq(campaignConnections.tenantGroup, tenantGroup))
  await setStatus({ syncStatus: 'running', syncErrorCode: null })
  let written = 0
  let skipped = 0
  let writing: Promise<void> = Promise.resolve()
  let writeError: unknown = null
  const writeRows = async (rows: CampaignWrite[]) => {
    for (let start = 0; start < rows.length; start += pages.upsertChunk) {
      const chunk = rows.slice(start, start + pages.upsertChunk)
      written += await upsertCampaigns(db, tenantGroup, 'mailchimp', chunk, new Date())
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  try {
    const client = createMailchimpClient(decryptSecret(connection.apiKeyEncrypted))
    const reports = new Map<string, ReportFields>()
    for await (const page of pagesOf<unknown>(client, '/reports', 'reports', {}, pages.reportPage, signal))
      for (const record of page) {
        const report = reportFieldsOf(record)
        if (report) reports.set(report.id, report.fields)
        else skipped += 1
      }
    const stored = new Map(
      (
        await db
          // Whether the e-mail is stored, not the e-mail: 5,000 of them are 150 MB to read for nothing.
          .select({
            externalId: campaigns.externalId,
            hasContent: sql<boolean>`${campaigns.html} <> ''`,
            sentAt: campaigns.sentAt,
          })
          .from(campaigns)
          .where(and(eq(campaigns.tenantGroup, tenantGroup), eq(campaigns.source, 'mailchimp')))
      ).map((row) => [row.externalId, { hasContent: Boolean(row.hasContent), sentAt: row.sentAt }]),
    )
    const query = { status: 'sent', sort_field: 'send_time', sort_dir: 'ASC' }
    for await (const page of pagesOf<unknown>(
      client,
      '/campaigns',
      'campaigns',
      query,
      pages.campaignPage,
      signal,
    )) {
      const fields = page.map(campaignFieldsOf)
      skipped += fields.filter((entry) => entry === null).length
      const rows = await mapLimited(
        fields.filter((entry) => entry !== null),
        pages.detailConcurrency,
        async (campaign): Promise<CampaignWrite> => {
          const known = stored.get(campaign.externalId)
          const recent = !campaign.sentAt || Date.now() - campaign.sentAt.getTime() < clicksRefreshMs
          const content = known?.hasContent
            ? { html: '', plainText: '' }
            : contentOf(
                await orEmpty(client.get(`/campaigns/${campaign.externalId}/content`, {}, signal), {}),
              )
          const links =
            known && !recent ? [] : await orEmpty(clickLinks(client, campaign.externalId, signal), [])
          return {
            ...withReport(campaign, reports.get(campaign.externalId)),
            ...content,
            language: content.plainText ? languageOf(campaign.subject, content.plainText) : null,
            links,
          }
        },
      )
      // One campaign per statement: on PGlite a statement runs on the event loop, and 500 e-mails of
      // 30 KB with their search vectors held /api/health for seconds (decision 0101); 5 at a time took
      // 45 ms a statement at load 20, one 12 ms (decision 0107). A page is written while the next one
      // is fetched, so the smaller statements cost the sync no time.
      await writing
      if (writeError) throw writeError
      writing = writeRows(rows).catch((error: unknown) => {
        writeError = error
      })
    }
    await writing
    if (writeError) throw writeError
    await setStatus({ syncStatus: 'ok', syncedAt: new Date(), syncedCount: written, skippedCount: skipped })
    await enqueueCampaignEmbedding(db, tenantGroup)
    return { written, skipped }
  } catch (error) {
    await writing
    if (!(error instanceof MailchimpError)) {
      await setStatus({ syncStatus: 'failed', syncErrorCode: 'campaigns.syncFailed' })
      throw error
    }
    await setStatus({
      syncStatus: 'failed',
      syncErrorCode: error.code,
      syncedCount: written,
      skippedCount: skipped,
    })
    return { failed: error.code, written, skipped }
  }
}
