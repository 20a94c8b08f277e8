// The job kind `podcast.transcribeEpisode` { episodeId, userId } (decision 0113): one stored episode
// transcribed later in the job runner. Asking marks the episode queued (podcast_transcriptions) and
// queues the job once per episode; the job runs transcribeStoredEpisode.
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/connect.ts'
import { podcastTranscriptions } from '../../db/podcast-tables.ts'
import { enqueueJob, registerJobKind, type JobContext, type JobInput } from '../../jobs/index.ts'
import { transcribeStoredEpisode } from './transcribe-stored-episode.ts'

export const transcribeEpisodeJobKind = 'podcast.transcribeEpisode'

export function registerTranscribeEpisodeJob(): void {
  registerJobKind(transcribeEpisodeJobKind, runTranscribeEpisode, {
    // A long episode is many parts, each a provider call of up to its timeout.
    timeoutMs: 60 * 60_000,
    concurrency: 2,
    perTenant: 1,
  })
}

async function runTranscribeEpisode(job: JobInput, { db, signal }: JobContext) {
  const outcome = await transcribeStoredEpisode(db, {
    tenantGroup: job.tenantGroup ?? '',
    episodeId: String(job.payload.episodeId ?? ''),
    userId: typeof job.payload.userId === 'string' ? job.payload.userId : null,
    signal,
  })
  return { ...outcome }
}

/** Episodes among `episodeIds` whose transcription is queued or running. */
export async function transcriptionsUnderWay(
  db: Database,
  tenantGroup: string,
  episodeIds: readonly string[],
): Promise<Set<string>> {
  if (episodeIds.length === 0) return new Set()
  const rows = await db
    .select({ itemId: podcastTranscriptions.itemId })
    .from(podcastTranscriptions)
    .where(
      and(
        eq(podcastTranscriptions.tenantGroup, tenantGroup),
        inArray(podcastTranscriptions.itemId, [...episodeIds]),
        inArray(podcastTranscriptions.status, ['queued', 'running']),
      ),
    )
  return new Set(rows.map((row) => row.itemId))
}

/** Marks the episode queued (a failed or earlier attempt is overwritten) and queues its job. */
export async function enqueueTranscription(
  db: Database,
  input: { tenantGroup: string; episodeId: string; userId: string },
): Promise<void> {
  const values = {
    status: 'queued',
    errorCode: null,
    seconds: null,
    cost: null,
    audioFrom: null,
    requestedBy: input.userId,
    updatedAt: new Date(),
  }
  await db
    .insert(podcastTranscriptions)
    .values({ itemId: input.episodeId, tenantGroup: input.tenantGroup, ...values })
    .onConflictDoUpdate({ target: podcastTranscriptions.itemId, set: values })
  const jobId = await enqueueJob(db, {
    kind: transcribeEpisodeJobKind,
    tenantGroup: input.tenantGroup,
    payload: { episodeId: input.episodeId, userId: input.userId },
    dedupeKey: `${transcribeEpisodeJobKind}:${input.episodeId}`,
    maxAttempts: 1,
  })
  if (jobId !== null)
    await db
      .update(podcastTranscriptions)
      .set({ jobId })
      .where(eq(podcastTranscriptions.itemId, input.episodeId))
}
