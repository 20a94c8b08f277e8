// Writes campaigns idempotently: one row per (tenant, source, external id), upserted. A sync that did
// not fetch a campaign's content or click details again (they do not change once sent) passes them
// empty, and the stored ones are kept.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Database } from '../db/connect.ts'
import { campaigns, type CampaignLink } from '../db/campaign-tables.ts'
import type { CampaignFields, ReportFields } from './campaign-record.ts'

export interface CampaignWrite extends CampaignFields, ReportFields {
  html: string
  plainText: string
  language: string | null
  links: CampaignLink[]
}

const emptyReport: ReportFields = {
  emailsSent: null,
  uniqueOpens: null,
  openRate: null,
  uniqueClicks: null,
  clickRate: null,
  unsubscribes: null,
  bounces: null,
}

export function withReport(
  fields: CampaignFields,
  report: ReportFields | undefined,
): CampaignFields & ReportFields {
  return { ...fields, ...(report ?? emptyReport) }
}

/** Inserts or updates the rows in one statement; returns how many were written. */
export async function upsertCampaigns(
  db: Database,
  tenantGroup: string,
  source: 'mailchimp' | 'import',
  rows: readonly CampaignWrite[],
  now: Date,
): Promise<number> {
  if (rows.length === 0) return 0
  const excluded = (column: string) => sql.raw(`excluded.${column}`)
  const keep = (column: string) =>
    sql.raw(`case when excluded.${column} = '' then campaigns.${column} else excluded.${column} end`)
  await db
    .insert(campaigns)
    .values(rows.map((row) => ({ id: randomUUID(), tenantGroup, source, ...row, updatedAt: now })))
    .onConflictDoUpdate({
      target: [campaigns.tenantGroup, campaigns.source, campaigns.externalId],
      set: {
        title: excluded('title'),
        subject: excluded('subject'),
        previewText: excluded('preview_text'),
        fromName: excluded('from_name'),
        audienceId: excluded('audience_id'),
        audienceName: excluded('audience_name'),
        sentAt: excluded('sent_at'),
        emailsSent: excluded('emails_sent'),
        uniqueOpens: excluded('unique_opens'),
        openRate: excluded('open_rate'),
        uniqueClicks: excluded('unique_clicks'),
        clickRate: excluded('click_rate'),
        unsubscribes: excluded('unsubscribes'),
        bounces: excluded('bounces'),
        html: keep('html'),
        plainText: keep('plain_text'),
        language: sql.raw('coalesce(excluded.language, campaigns.language)'),
        links: sql.raw(
          'case when jsonb_array_length(excluded.links) = 0 then campaigns.links else excluded.links end',
        ),
        updatedAt: excluded('updated_at'),
      },
    })
  return rows.length
}
