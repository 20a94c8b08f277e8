// A podcast feed's entry to an episode item. The transcript comes from, in this order: the
// publisher's <podcast:transcript> (WebVTT preferred, then SRT, then JSON); else the tenant's
// transcription model over the episode's audio; else none: the episode keeps its show notes and the
// page says a transcription model is needed (podcast.transcriptionModelNeeded). The audio itself is
// not copied: the player streams it from the publisher through the audio route (Range passed on).
import { analysisSources } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { resolveTranscriptionModel } from '../../ai/transcribe-audio.ts'
import { podcastTranscriptions } from '../../db/podcast-tables.ts'
import { ingestItem } from '../items/ingest-item.ts'
import { fetchText, SourceFetchFailed } from './fetch-text.ts'
import { htmlToText } from './page-text.ts'
import type { FeedEntry } from './parse-feed.ts'
import {
  parseTranscript,
  rankTranscripts,
  segmentsToText,
  transcriptFormatOf,
  TranscriptUnreadable,
  type TranscriptSegment,
} from './parse-transcript.ts'
import { transcribeFromUrl } from './transcribe-episode.ts'

type Source = typeof analysisSources.$inferSelect

interface EpisodeTranscript {
  readonly segments: TranscriptSegment[] | null
  readonly origin: 'publisher' | 'model' | 'none'
  readonly language?: string | null
  /** origin model: who transcribed how many seconds at what cost (podcast_transcriptions). */
  readonly transcription?: { modelId: string; modelLabel: string; seconds: number; cost: number | null }
}

export async function ingestEpisode(
  db: Database,
  source: Source,
  entry: FeedEntry,
  signal?: AbortSignal,
): Promise<boolean> {
  const transcript = await episodeTranscript(db, source, entry, signal)
  const notes = htmlToText(entry.html)
  const text = transcript.segments ? segmentsToText(transcript.segments) : notes || entry.title
  if (!text) return false
  const { itemId, created } = await ingestItem(db, {
    tenantGroup: source.tenantGroup,
    tool: source.tool,
    sourceId: source.id,
    sourceKind: source.kind,
    title: entry.title || text.slice(0, 80),
    text,
    language: languageOf(transcript.language),
    url: entry.link ?? undefined,
    externalId: entry.guid,
    publishedAt: entry.publishedAt ?? undefined,
    audioUrl: entry.audioUrl ?? undefined,
    durationSeconds:
      entry.durationSeconds ?? (transcript.segments ? Math.ceil(transcript.segments.at(-1)!.end) : undefined),
    segments: transcript.segments ?? undefined,
    transcriptOrigin: transcript.origin,
  })
  if (created && transcript.transcription)
    await db.insert(podcastTranscriptions).values({
      itemId,
      tenantGroup: source.tenantGroup,
      status: 'done',
      audioFrom: 'publisher',
      ...transcript.transcription,
    })
  return created
}

async function episodeTranscript(
  db: Database,
  source: Source,
  entry: FeedEntry,
  signal?: AbortSignal,
): Promise<EpisodeTranscript> {
  for (const link of rankTranscripts(entry.transcripts)) {
    try {
      const fetched = await fetchText(link.url)
      if (fetched.status !== 200) continue
      return {
        segments: parseTranscript(fetched.text, transcriptFormatOf(link.type, link.url)!),
        origin: 'publisher',
        language: link.language,
      }
    } catch (error) {
      // One unreadable transcript is no reason to lose the episode: the next one, or the model, is tried.
      if (!(error instanceof SourceFetchFailed) && !(error instanceof TranscriptUnreadable)) throw error
    }
  }
  if (!entry.audioUrl) return { segments: null, origin: 'none' }
  const model = await resolveTranscriptionModel(db, source.tenantGroup)
  if (!model) return { segments: null, origin: 'none' }
  try {
    const result = await transcribeFromUrl(
      { db, tenantGroup: source.tenantGroup, userId: null, tool: 'podcast', signal },
      model.id,
      entry.audioUrl,
    )
    const transcription = {
      modelId: model.id,
      modelLabel: model.label,
      seconds: result.duration,
      cost: result.cost,
    }
    return result.segments.length > 0
      ? { segments: result.segments, origin: 'model', language: result.language, transcription }
      : { segments: null, origin: 'none' }
  } catch (error) {
    if (signal?.aborted) throw error
    // The model failed (budget, provider, audio not reachable): the episode is kept with its show notes.
    return { segments: null, origin: 'none' }
  }
}

/** de, fr, en from a language tag (de-DE, fr, english ...); undefined for others (ingestItem detects it). */
function languageOf(tag: string | null | undefined): string | undefined {
  const code = tag?.slice(0, 2).toLowerCase()
  return code === 'de' || code === 'fr' || code === 'en' ? code : undefined
}
