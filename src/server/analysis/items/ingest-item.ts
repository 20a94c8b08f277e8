// The one way an item enters the analysis engine (issue 39, decision 0094): normalised, hashed, deduplicated
// (the same text, or the same feed entry, is one item), its language detected, then matched against the
// tenant's keyword lists and checked by the deterministic rules (analyse-item.ts).
import { randomUUID } from 'node:crypto'
import { and, eq, or } from 'drizzle-orm'
import { analysisItems } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError } from '../../lib/http-error.ts'
import { analyseItem } from '../keywords/analyse-item.ts'
import { itemLanguage } from './item-language.ts'
import { contentHash, normaliseText } from './normalise-text.ts'
import type { TranscriptSegment } from './segment-seconds.ts'

export interface IngestItemInput {
  readonly tenantGroup: string
  /** medicheck, podcast */
  readonly tool: string
  readonly sourceId?: string | null
  /** feed, url, upload, paste, chat */
  readonly sourceKind: string
  readonly title: string
  readonly text: string
  readonly language?: string | null
  readonly url?: string | null
  readonly externalId?: string | null
  readonly publishedAt?: Date | null
  readonly fileId?: string | null
  readonly audioFileId?: string | null
  readonly audioUrl?: string | null
  readonly durationSeconds?: number | null
  readonly segments?: TranscriptSegment[] | null
  readonly transcriptOrigin?: string | null
  /** A promotional text of the tenant's own: checked for the mandatory text of lay advertising. */
  readonly promotional?: boolean
  /** DE, AT, FR: the market of a promotional text. */
  readonly market?: string | null
  readonly createdBy?: string | null
}

export interface IngestedItem {
  readonly itemId: string
  /** false: the same text (or the same source entry) was already an item; nothing was written. */
  readonly created: boolean
}

export const maxTitleLength = 500

async function findExisting(db: Database, input: IngestItemInput, hash: string): Promise<string | undefined> {
  const sameEntry =
    input.sourceId && input.externalId
      ? and(eq(analysisItems.sourceId, input.sourceId), eq(analysisItems.externalId, input.externalId))
      : undefined
  const [row] = await db
    .select({ id: analysisItems.id })
    .from(analysisItems)
    .where(
      and(
        eq(analysisItems.tenantGroup, input.tenantGroup),
        eq(analysisItems.tool, input.tool),
        sameEntry ? or(eq(analysisItems.contentHash, hash), sameEntry) : eq(analysisItems.contentHash, hash),
      ),
    )
    .limit(1)
  return row?.id
}

export async function ingestItem(db: Database, input: IngestItemInput): Promise<IngestedItem> {
  const text = normaliseText(input.text)
  if (!text) throw new HttpError(400, 'The item has no text', { code: 'analysis.emptyText' })
  const title = normaliseText(input.title).replace(/\s+/g, ' ').slice(0, maxTitleLength) || text.slice(0, 80)
  const hash = contentHash(text)
  const existing = await findExisting(db, input, hash)
  if (existing) return { itemId: existing, created: false }
  const id = randomUUID()
  const inserted = await db
    .insert(analysisItems)
    .values({
      id,
      tenantGroup: input.tenantGroup,
      tool: input.tool,
      sourceId: input.sourceId ?? null,
      sourceKind: input.sourceKind,
      title,
      text,
      language: itemLanguage(text, input.language),
      url: input.url ?? null,
      externalId: input.externalId ?? null,
      publishedAt: input.publishedAt ?? null,
      contentHash: hash,
      fileId: input.fileId ?? null,
      audioFileId: input.audioFileId ?? null,
      audioUrl: input.audioUrl ?? null,
      durationSeconds: input.durationSeconds ?? null,
      segments: input.segments ?? null,
      transcriptOrigin: input.transcriptOrigin ?? null,
      promotional: input.promotional ?? false,
      market: input.market ?? null,
      createdBy: input.createdBy ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: analysisItems.id })
  // Two arrivals of the same text side by side: the unique hash lets one in; the other finds it.
  if (inserted.length === 0) {
    const winner = await findExisting(db, input, hash)
    if (!winner) throw new Error('analysis item conflict without a winner')
    return { itemId: winner, created: false }
  }
  await analyseItem(db, id)
  return { itemId: id, created: true }
}
