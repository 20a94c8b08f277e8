// What the page says of an episode's transcript (decision 0113): not needed (the publisher's, an
// upload's), waiting for a model (no transcription model yet), waiting (a model exists; an admin may
// start it), no audio (nothing to transcribe), queued, running, done or failed with the reason; with
// the minutes and, where the model is priced, the cost of the latest transcription.
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { podcastTranscriptions } from '../../db/podcast-tables.ts'

export type TranscriptionRow = typeof podcastTranscriptions.$inferSelect

export type TranscriptionState =
  'notNeeded' | 'waitingForModel' | 'waiting' | 'noAudio' | 'queued' | 'running' | 'done' | 'failed'

export async function transcriptionRows(
  db: Database,
  tenantGroup: string,
  episodeIds: readonly string[],
): Promise<Map<string, TranscriptionRow>> {
  if (episodeIds.length === 0) return new Map()
  const rows = await db
    .select()
    .from(podcastTranscriptions)
    .where(
      and(
        eq(podcastTranscriptions.tenantGroup, tenantGroup),
        inArray(podcastTranscriptions.itemId, [...episodeIds]),
      ),
    )
  return new Map(rows.map((row) => [row.itemId, row]))
}

export function transcriptionState(
  episode: { transcriptOrigin: string | null; audioFileId: string | null; audioUrl: string | null },
  row: TranscriptionRow | undefined,
  hasModel: boolean,
): TranscriptionState {
  if (row && row.status !== 'done') return row.status as TranscriptionState
  if (episode.transcriptOrigin && episode.transcriptOrigin !== 'none') return row ? 'done' : 'notNeeded'
  if (episode.audioFileId === null && episode.audioUrl === null) return 'noAudio'
  return hasModel ? 'waiting' : 'waitingForModel'
}

/** Whether "transcribe" may be asked for: no transcript yet, audio to transcribe, nothing under way. */
export const mayTranscribe = (state: TranscriptionState) => state === 'waiting' || state === 'failed'

export function transcriptionDto(
  episode: Parameters<typeof transcriptionState>[0],
  row: TranscriptionRow | undefined,
  hasModel: boolean,
) {
  return {
    state: transcriptionState(episode, row, hasModel),
    errorCode: row?.status === 'failed' ? row.errorCode : null,
    modelLabel: row?.modelLabel ?? null,
    minutes: row?.seconds != null ? Math.round((row.seconds / 60) * 100) / 100 : null,
    cost: row?.cost ?? null,
  }
}
