// Without a key: Mailchimp's campaign report export (CSV) and campaign HTML files, read through the
// file guard (size first, then the parser in a worker with heap and time limits). A CSV row becomes
// a campaign keyed by its Unique Id; an HTML file named after a Unique Id (`<id>.html`) is that
// campaign's e-mail, any other HTML file a campaign of its own keyed by the file name.
import { normaliseFileName } from '../../shared/files/file-name.ts'
import { decodeText, detectEncoding } from '../files/detect-encoding.ts'
import { readUntrustedFile } from '../files/guard-file.ts'
import { FileRefusedError } from '../files/run-in-worker.ts'
import { UntrustedFileError } from '../files/untrusted-file-error.ts'
import { defaultFileLimits } from '../files/file-limits.ts'
import { HttpError } from '../lib/http-error.ts'
import { languageOf, type ReportFields } from './campaign-record.ts'
import type { CampaignWrite } from './campaign-store.ts'
import type { ExportData, ExportInput } from './read-export-worker.ts'

export const maxImportBytes = 20 * 1024 * 1024
const worker = new URL('./read-export-worker.ts', import.meta.url)

/** A count ("1,234"), a rate ("23.4%" → 0.234) or a date of the export; null when blank or unreadable. */
function count(value: string | undefined): number | null {
  const cleaned = (value ?? '').replace(/[\s,\u202f\u00a0]/g, '')
  return /^\d+(\.\d+)?$/.test(cleaned) ? Number(cleaned) : null
}
function rate(value: string | undefined): number | null {
  const cleaned = (value ?? '').replace(/[\s%]/g, '').replace(',', '.')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const number = Number(cleaned)
  return (value ?? '').includes('%') || number > 1 ? number / 100 : number
}
function date(value: string | undefined): Date | null {
  if (!value?.trim()) return null
  const parsed = Date.parse(value.replace(/\s+(am|pm)$/i, ' $1').trim())
  return Number.isNaN(parsed) ? null : new Date(parsed)
}

function reportOf(row: Record<string, string>): ReportFields {
  const hard = count(row['Hard Bounces'])
  const soft = count(row['Soft Bounces'])
  return {
    emailsSent: count(row['Successful Deliveries']) ?? count(row['Total Recipients']),
    uniqueOpens: count(row['Unique Opens']),
    openRate: rate(row['Open Rate']),
    uniqueClicks: count(row['Unique Clicks']),
    clickRate: rate(row['Click Rate']),
    unsubscribes: count(row['Unsubscribes']),
    bounces:
      count(row['Total Bounces']) ?? (hard === null && soft === null ? null : (hard ?? 0) + (soft ?? 0)),
  }
}

export interface ImportedCampaigns {
  /** csv: report rows; html: one campaign's e-mail (its content only when the campaign exists). */
  readonly kind: 'csv' | 'html'
  readonly rows: CampaignWrite[]
  /** Rows without a Unique Id (left out). */
  readonly skipped: number
}

async function parse(bytes: Buffer, kind: 'csv' | 'html'): Promise<ExportData[]> {
  const data: ExportData[] = []
  const text = decodeText(bytes, detectEncoding(bytes))
  try {
    await readUntrustedFile<ExportInput, ExportData>(
      { bytes, kind: 'text' },
      { entry: worker, input: { text, kind }, onData: (part) => void data.push(part) },
      { ...defaultFileLimits, maxBytes: maxImportBytes },
    )
  } catch (error) {
    if (error instanceof UntrustedFileError || error instanceof FileRefusedError) {
      const tooLarge = error.code.startsWith('file.')
      throw new HttpError(tooLarge ? 413 : 422, error.message, {
        code: tooLarge ? 'campaigns.importTooLarge' : 'campaigns.importUnreadable',
      })
    }
    throw error
  }
  return data
}

export async function readCampaignExport(bytes: Buffer, rawFilename: string): Promise<ImportedCampaigns> {
  const filename = normaliseFileName(rawFilename)
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  if (!['csv', 'html', 'htm'].includes(extension))
    throw new HttpError(415, 'A Mailchimp export is a .csv file or a campaign .html file', {
      code: 'campaigns.importType',
    })
  if (bytes.byteLength === 0) throw new HttpError(400, 'The file is empty', { code: 'campaigns.importEmpty' })
  if (bytes.byteLength > maxImportBytes)
    throw new HttpError(413, `The file is larger than ${maxImportBytes} bytes`, {
      code: 'campaigns.importTooLarge',
    })
  if (extension === 'csv') {
    const rows = (await parse(bytes, 'csv')).flatMap((part) => (part.kind === 'rows' ? part.rows : []))
    if (rows.length > 0 && !('Unique Id' in rows[0]!) && !('Subject' in rows[0]!))
      throw new HttpError(
        422,
        'This CSV is not a Mailchimp campaign export (no Unique Id or Subject column)',
        {
          code: 'campaigns.importNotExport',
        },
      )
    const written = rows
      .filter((row) => row['Unique Id']?.trim())
      .map((row) => ({
        externalId: row['Unique Id']!.trim(),
        title: row['Title']?.trim() ?? '',
        subject: row['Subject']?.trim() ?? '',
        previewText: '',
        fromName: '',
        audienceId: null,
        audienceName: row['List']?.trim() || null,
        sentAt: date(row['Send Date']),
        ...reportOf(row),
        html: '',
        plainText: '',
        language: null,
        links: [],
      }))
    if (written.length === 0)
      throw new HttpError(422, 'The CSV holds no campaign with a Unique Id', {
        code: 'campaigns.importNotExport',
      })
    return { kind: 'csv', rows: written, skipped: rows.length - written.length }
  }
  const [html] = (await parse(bytes, 'html')).filter((part) => part.kind === 'html')
  const stem = filename.replace(/\.[^.]+$/, '')
  const source = decodeText(bytes, detectEncoding(bytes))
  return {
    kind: 'html',
    rows: [
      {
        externalId: stem,
        title: html?.title || stem,
        subject: html?.title || stem,
        previewText: '',
        fromName: '',
        audienceId: null,
        audienceName: null,
        sentAt: null,
        emailsSent: null,
        uniqueOpens: null,
        openRate: null,
        uniqueClicks: null,
        clickRate: null,
        unsubscribes: null,
        bounces: null,
        html: source,
        plainText: html?.plainText ?? '',
        language: html?.plainText ? languageOf(html.title, html.plainText) : null,
        links: [],
      },
    ],
    skipped: 0,
  }
}
