// Mailchimp's JSON (a campaign, its report, its content, its click details) as campaign columns. A
// record without an id, or whose figures are not numbers, is malformed: it is left out and counted,
// never stored half. Rates are fractions (0.23 = 23 %), as Mailchimp sends them.
import { htmlToText } from 'html-to-text'
import { itemLanguage } from '../analysis/items/item-language.ts'
import type { CampaignLink } from '../db/campaign-tables.ts'

export interface CampaignFields {
  externalId: string
  title: string
  subject: string
  previewText: string
  fromName: string
  audienceId: string | null
  audienceName: string | null
  sentAt: Date | null
}

export interface ReportFields {
  emailsSent: number | null
  uniqueOpens: number | null
  openRate: number | null
  uniqueClicks: number | null
  clickRate: number | null
  unsubscribes: number | null
  bounces: number | null
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const maybeText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)

/** A count or a rate: a finite number ≥ 0; null when absent; undefined (malformed) otherwise. */
function figure(value: unknown): number | null | undefined {
  if (value === undefined || value === null) return null
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}

/** The campaign's own fields; null when the record is malformed. */
export function campaignFieldsOf(record: unknown): CampaignFields | null {
  if (!isObject(record) || typeof record.id !== 'string' || record.id === '') return null
  const settings = isObject(record.settings) ? record.settings : {}
  const recipients = isObject(record.recipients) ? record.recipients : {}
  const sendTime = text(record.send_time)
  const sentAt = sendTime && !Number.isNaN(Date.parse(sendTime)) ? new Date(sendTime) : null
  return {
    externalId: record.id,
    title: text(settings.title),
    subject: text(settings.subject_line),
    previewText: text(settings.preview_text),
    fromName: text(settings.from_name),
    audienceId: maybeText(recipients.list_id),
    audienceName: maybeText(recipients.list_name),
    sentAt,
  }
}

/** A /reports record's figures by campaign id; null when malformed. */
export function reportFieldsOf(record: unknown): { id: string; fields: ReportFields } | null {
  if (!isObject(record) || typeof record.id !== 'string') return null
  const opens = isObject(record.opens) ? record.opens : {}
  const clicks = isObject(record.clicks) ? record.clicks : {}
  const bounces = isObject(record.bounces) ? record.bounces : {}
  const values = {
    emailsSent: figure(record.emails_sent),
    uniqueOpens: figure(opens.unique_opens),
    openRate: figure(opens.open_rate),
    uniqueClicks: figure(clicks.unique_subscriber_clicks ?? clicks.unique_clicks),
    clickRate: figure(clicks.click_rate),
    unsubscribes: figure(record.unsubscribed),
    hard: figure(bounces.hard_bounces),
    soft: figure(bounces.soft_bounces),
  }
  if (Object.values(values).some((value) => value === undefined)) return null
  const { hard, soft, ...rest } = values as Record<string, number | null>
  return {
    id: record.id,
    fields: {
      ...(rest as Omit<ReportFields, 'bounces'>),
      bounces: hard === null && soft === null ? null : (hard ?? 0) + (soft ?? 0),
    },
  }
}

/** A campaign's content: its HTML and plain text (made from the HTML when Mailchimp has none). */
export function contentOf(record: unknown): { html: string; plainText: string } {
  const html = isObject(record) ? text(record.html) : ''
  const plain = isObject(record) ? text(record.plain_text) : ''
  return { html, plainText: plain.trim() ? plain : plainTextOf(html) }
}

export function plainTextOf(html: string): string {
  if (!html) return ''
  return htmlToText(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { ignoreHref: true } },
      { selector: 'img', format: 'skip' },
    ],
  }).trim()
}

/** The click details' links, most clicked first; records without a url are left out. */
export function linksOf(records: unknown[]): CampaignLink[] {
  const links: CampaignLink[] = []
  for (const record of records) {
    if (!isObject(record) || typeof record.url !== 'string') continue
    links.push({
      url: record.url,
      clicks: figure(record.total_clicks) ?? 0,
      uniqueClicks: figure(record.unique_clicks) ?? 0,
    })
  }
  return links.sort((a, b) => b.clicks - a.clicks)
}

/** fr, de or en from the words; null when there are too few. */
export function languageOf(subject: string, plainText: string): string | null {
  return itemLanguage(`${subject}\n${plainText}`.slice(0, 4000))
}
