// The job kind `analysis.fetchSource` { sourceId } (decision 0096): fetches a feed (RSS 2.0 or Atom,
// conditional GET) or a page by URL and stores each entry as an item through ingestItem, which
// dedupes (the same guid of the same source, or the same text, is one item). Podcast feeds become
// episodes with their transcript (podcast-episode.ts). The source row says how it went: lastFetchedAt,
// lastStatus ok | notModified | failed, lastError (an analysisFetch.* code) and lastAdded.
import { and, eq } from 'drizzle-orm'
import { analysisSources } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { enqueueJob, registerJobKind, type JobContext, type JobInput } from '../../jobs/index.ts'
import { ingestItem } from '../items/ingest-item.ts'
import { fetchText, SourceFetchFailed, type FetchedText } from './fetch-text.ts'
import { sourceFetchLimits } from './fetch-limits.ts'
import { htmlToText, pageTitle } from './page-text.ts'
import { NotAFeed, parseFeed, type FeedEntry } from './parse-feed.ts'
import { ingestEpisode } from './podcast-episode.ts'
import { knownExternalIds } from './source-queries.ts'

export const fetchSourceJobKind = 'analysis.fetchSource'

type Source = typeof analysisSources.$inferSelect

export function registerFetchSourceJob(): void {
  registerJobKind(fetchSourceJobKind, runFetchSource, {
    timeoutMs: 30 * 60_000,
    concurrency: 2,
    perTenant: 1,
  })
}

/** Queues a fetch of the source (null when one already waits or runs). */
export function enqueueSourceFetch(
  db: Database,
  tenantGroup: string,
  sourceId: string,
): Promise<number | null> {
  return enqueueJob(db, {
    kind: fetchSourceJobKind,
    tenantGroup,
    payload: { sourceId },
    dedupeKey: `${fetchSourceJobKind}:${sourceId}`,
    maxAttempts: 1,
  })
}

async function runFetchSource(
  job: JobInput,
  { db, log, signal }: JobContext,
): Promise<Record<string, unknown>> {
  const sourceId = String(job.payload.sourceId ?? '')
  const tenantGroup = job.tenantGroup ?? ''
  const [source] = await db
    .select()
    .from(analysisSources)
    .where(and(eq(analysisSources.id, sourceId), eq(analysisSources.tenantGroup, tenantGroup)))
  if (!source) return { skipped: 'no such source' }
  if (!source.url || (source.kind !== 'feed' && source.kind !== 'url'))
    return { skipped: `nothing to fetch for ${source.kind}` }
  const outcome = await fetchSource(db, source, signal).catch((error: unknown) => {
    if (error instanceof SourceFetchFailed) return { status: 'failed' as const, added: 0, error }
    throw error
  })
  await db
    .update(analysisSources)
    .set({
      lastFetchedAt: new Date(),
      lastStatus: outcome.status,
      lastError: 'error' in outcome ? outcome.error.code : null,
      lastAdded: outcome.added,
      ...('validators' in outcome ? outcome.validators : {}),
      updatedAt: new Date(),
    })
    .where(eq(analysisSources.id, source.id))
  if ('error' in outcome)
    log.info({ sourceId, code: outcome.error.code, reason: outcome.error.message }, 'source fetch failed')
  return {
    status: outcome.status,
    added: outcome.added,
    ...('error' in outcome ? { error: outcome.error.code } : {}),
  }
}

type Outcome = {
  status: 'ok' | 'notModified'
  added: number
  validators: { etag: string | null; lastModified: string | null }
}

/** Fetches and ingests; throws SourceFetchFailed when the source could not be read. */
export async function fetchSource(db: Database, source: Source, signal?: AbortSignal): Promise<Outcome> {
  const fetched = await fetchText(source.url!, { etag: source.etag, lastModified: source.lastModified })
  const validators = {
    etag: fetched.etag ?? source.etag,
    lastModified: fetched.lastModified ?? source.lastModified,
  }
  if (fetched.status === 304) return { status: 'notModified', added: 0, validators }
  const added =
    source.kind === 'feed'
      ? await ingestFeed(db, source, fetched, signal)
      : await ingestPage(db, source, fetched)
  return { status: 'ok', added, validators }
}

async function ingestFeed(
  db: Database,
  source: Source,
  fetched: FetchedText,
  signal?: AbortSignal,
): Promise<number> {
  let feed: ReturnType<typeof parseFeed>
  try {
    feed = parseFeed(fetched.text)
  } catch (error) {
    if (error instanceof NotAFeed) throw new SourceFetchFailed('analysisFetch.notAFeed', error.message)
    throw error
  }
  const entries: FeedEntry[] = feed.entries
  // A source named by its address until now takes the feed's own title.
  if (source.title === source.url && feed.title)
    await db
      .update(analysisSources)
      .set({ title: feed.title.slice(0, 200) })
      .where(eq(analysisSources.id, source.id))
  const newest = entries
    .map((entry, order) => ({ entry, order }))
    .sort(
      (a, b) => (b.entry.publishedAt?.getTime() ?? -b.order) - (a.entry.publishedAt?.getTime() ?? -a.order),
    )
    .slice(0, sourceFetchLimits().maxEntries)
    .map(({ entry }) => entry)
  // An entry seen before is not fetched again (its transcript, its transcription).
  const known = await knownExternalIds(
    db,
    source.tenantGroup,
    source.id,
    newest.map((entry) => entry.guid),
  )
  let added = 0
  for (const entry of newest) {
    signal?.throwIfAborted()
    if (known.has(entry.guid)) continue
    const created =
      source.tool === 'podcast'
        ? await ingestEpisode(db, source, entry, signal)
        : await ingestEntry(db, source, entry)
    if (created) added += 1
  }
  return added
}

async function ingestEntry(db: Database, source: Source, entry: FeedEntry): Promise<boolean> {
  const text = htmlToText(entry.html) || entry.title
  if (!text) return false
  const { created } = await ingestItem(db, {
    tenantGroup: source.tenantGroup,
    tool: source.tool,
    sourceId: source.id,
    sourceKind: source.kind,
    title: entry.title || text.slice(0, 80),
    text: entry.title && !text.startsWith(entry.title) ? `${entry.title}\n\n${text}` : text,
    url: entry.link ?? undefined,
    externalId: entry.guid,
    publishedAt: entry.publishedAt ?? undefined,
  })
  return created
}

async function ingestPage(db: Database, source: Source, fetched: FetchedText): Promise<number> {
  const html = /html|xml/i.test(fetched.contentType) || /^\s*</.test(fetched.text)
  const text = html ? htmlToText(fetched.text) : fetched.text.trim()
  if (!text) return 0
  const { created } = await ingestItem(db, {
    tenantGroup: source.tenantGroup,
    tool: source.tool,
    sourceId: source.id,
    sourceKind: source.kind,
    title: (html ? pageTitle(fetched.text) : null) ?? source.title,
    text,
    url: source.url!,
  })
  return created ? 1 : 0
}
