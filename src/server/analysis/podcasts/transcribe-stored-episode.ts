// A stored episode without a transcript (fetched while the tenant had no transcription model) is
// transcribed later (decision 0113): from its kept audio while the tenant's retention keeps it, else
// from the publisher's enclosure through the outbound client; through the gateway's transcribeAudio
// (allow-list, budget, ledger). The transcript replaces the show notes as the episode's text, and the
// episode is analysed as every new episode is (keyword hits with their seconds, the rules). The row
// in podcast_transcriptions says how it went, with the minutes and, where priced, the cost.
import { and, eq } from 'drizzle-orm'
import { AiRefusal } from '../../ai/errors.ts'
import { resolveTranscriptionModel, TranscriptionFailed } from '../../ai/transcribe-audio.ts'
import { analysisItems } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { podcastTranscriptions } from '../../db/podcast-tables.ts'
import { itemLanguage } from '../items/item-language.ts'
import { contentHash, normaliseText } from '../items/normalise-text.ts'
import { analyseItem } from '../keywords/analyse-item.ts'
import { SourceFetchFailed } from '../sources/fetch-text.ts'
import { segmentsToText } from '../sources/parse-transcript.ts'
import { transcribeChunks, transcribeFromUrl, type Transcription } from '../sources/transcribe-episode.ts'
import { keptAudio, readStoredParts } from './episode-audio.ts'
import { findEpisode } from './podcast-queries.ts'

export type TranscriptionOutcome =
  | { status: 'done'; seconds: number; cost: number | null }
  | { status: 'failed'; errorCode: string }
  | { status: 'skipped'; reason: string }

class TranscriptionStopped extends Error {
  readonly code: string
  constructor(code: string) {
    super(code)
    this.code = code
  }
}

export async function transcribeStoredEpisode(
  db: Database,
  input: { tenantGroup: string; episodeId: string; userId: string | null; signal?: AbortSignal },
): Promise<TranscriptionOutcome> {
  const episode = await findEpisode(db, input.tenantGroup, input.episodeId)
  if (!episode) return { status: 'skipped', reason: 'no such episode' }
  if (episode.transcriptOrigin && episode.transcriptOrigin !== 'none')
    return { status: 'skipped', reason: 'has a transcript' }
  const row = (set: Partial<typeof podcastTranscriptions.$inferInsert>) =>
    db
      .update(podcastTranscriptions)
      .set({ ...set, updatedAt: new Date() })
      .where(eq(podcastTranscriptions.itemId, episode.id))
  try {
    const model = await resolveTranscriptionModel(db, input.tenantGroup)
    if (!model) throw new TranscriptionStopped('podcast.transcriptionModelNeeded')
    await row({ status: 'running', errorCode: null, modelId: model.id, modelLabel: model.label })
    const ctx = {
      db,
      tenantGroup: input.tenantGroup,
      userId: input.userId,
      tool: 'podcast',
      signal: input.signal,
    }
    const file = await keptAudio(db, episode, new Date())
    let result: Transcription
    if (file) {
      await row({ audioFrom: 'stored' })
      result = await transcribeChunks(ctx, model.id, readStoredParts(db, file.id), file)
    } else if (episode.audioUrl) {
      await row({ audioFrom: 'publisher' })
      result = await transcribeFromUrl(ctx, model.id, episode.audioUrl)
    } else throw new TranscriptionStopped('podcast.noAudio')
    const cost = result.cost
    // The parts' calls are in the ledger (and paid) even when nothing usable came back.
    await row({ seconds: result.duration, cost })
    if (result.segments.length === 0) throw new TranscriptionStopped('podcast.transcriptEmpty')
    await replaceText(db, episode.id, input.tenantGroup, result, episode.durationSeconds)
    await analyseItem(db, episode.id)
    await row({ status: 'done' })
    return { status: 'done', seconds: result.duration, cost }
  } catch (error) {
    const errorCode = codeOf(error)
    if (!errorCode) {
      await row({ status: 'failed', errorCode: 'podcast.transcriptionFailed' })
      throw error
    }
    await row({ status: 'failed', errorCode })
    return { status: 'failed', errorCode }
  }
}

async function replaceText(
  db: Database,
  episodeId: string,
  tenantGroup: string,
  result: Transcription,
  durationSeconds: number | null,
): Promise<void> {
  const text = normaliseText(segmentsToText(result.segments))
  const given = result.language?.slice(0, 2).toLowerCase()
  try {
    await db
      .update(analysisItems)
      .set({
        text,
        contentHash: contentHash(text),
        segments: result.segments,
        transcriptOrigin: 'model',
        language: itemLanguage(text, given),
        durationSeconds: durationSeconds ?? Math.ceil(result.segments.at(-1)!.end),
      })
      .where(and(eq(analysisItems.id, episodeId), eq(analysisItems.tenantGroup, tenantGroup)))
  } catch (error) {
    // Another episode of the tenant has this very transcript (the same text is one item).
    const pg = error as { code?: string; cause?: { code?: string } }
    if (pg.code === '23505' || pg.cause?.code === '23505')
      throw new TranscriptionStopped('podcast.episodeExists')
    throw error
  }
}

function codeOf(error: unknown): string | null {
  if (error instanceof TranscriptionStopped) return error.code
  if (error instanceof TranscriptionFailed || error instanceof AiRefusal) return error.code
  if (error instanceof SourceFetchFailed) return error.code
  return null
}
