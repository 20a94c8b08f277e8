// Transcribing stored episodes later (decision 0113): one episode, or every episode of a podcast still
// waiting for its transcript, queued in the job runner (podcast.transcribeEpisode). ADMIN and up (the
// manifest); another tenant's podcast or episode answers 404. Without a transcription model nothing is
// queued (409 podcast.transcriptionModelNeeded).
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { resolveTranscriptionModel } from '../../ai/transcribe-audio.ts'
import { findEpisode, findPodcast, listEpisodes } from '../../analysis/podcasts/podcast-queries.ts'
import { enqueueTranscription } from '../../analysis/podcasts/transcribe-episode-job.ts'
import {
  mayTranscribe,
  transcriptionRows,
  transcriptionState,
} from '../../analysis/podcasts/transcription-state.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'

async function assertModel(db: Database, tenantGroup: string) {
  if (!(await resolveTranscriptionModel(db, tenantGroup)))
    throw new HttpError(409, 'No transcription model is set up for this tenant', {
      code: 'podcast.transcriptionModelNeeded',
    })
}

export default async function transcriptionRoutes(
  app: FastifyInstance,
  { contract }: { contract: Contract },
) {
  app.post<{ Params: { episodeId: string } }>(
    '/api/podcasts/episodes/:episodeId/transcribe',
    { schema: contract.schemaFor('podcasts-episode-transcribe') },
    async (request, reply) => {
      const user = request.user!
      const episode = await findEpisode(app.db, user.group, request.params.episodeId)
      if (!episode) throw notFound('No such episode')
      await assertModel(app.db, user.group)
      const rows = await transcriptionRows(app.db, user.group, [episode.id])
      const state = transcriptionState(episode, rows.get(episode.id), true)
      if (state === 'queued' || state === 'running')
        throw new HttpError(409, 'The episode is being transcribed', {
          code: 'podcast.transcriptionUnderWay',
        })
      if (!mayTranscribe(state))
        throw new HttpError(
          409,
          state === 'noAudio' ? 'The episode has no audio to transcribe' : 'The episode has a transcript',
          { code: state === 'noAudio' ? 'podcast.noAudioToTranscribe' : 'podcast.hasTranscript' },
        )
      await enqueueTranscription(app.db, { tenantGroup: user.group, episodeId: episode.id, userId: user.id })
      await app.audit(request, {
        action: 'podcast.transcriptionRequested',
        target: episode.id,
        result: 'success',
        detail: { podcastId: episode.sourceId },
      })
      return reply.status(202).send({ queued: 1 })
    },
  )

  app.post<{ Params: { podcastId: string } }>(
    '/api/podcasts/:podcastId/transcribe',
    { schema: contract.schemaFor('podcasts-transcribe-waiting') },
    async (request, reply) => {
      const user = request.user!
      const podcast = await findPodcast(app.db, user.group, request.params.podcastId)
      if (!podcast) throw notFound('No such podcast')
      await assertModel(app.db, user.group)
      const episodes = await listEpisodes(app.db, user.group, podcast.id)
      const rows = await transcriptionRows(
        app.db,
        user.group,
        episodes.map((episode) => episode.id),
      )
      const waiting = episodes.filter((episode) =>
        mayTranscribe(transcriptionState(episode, rows.get(episode.id), true)),
      )
      if (waiting.length === 0)
        throw new HttpError(409, 'No episode of the podcast waits for a transcript', {
          code: 'podcast.nothingToTranscribe',
        })
      for (const episode of waiting)
        await enqueueTranscription(app.db, {
          tenantGroup: user.group,
          episodeId: episode.id,
          userId: user.id,
        })
      await app.audit(request, {
        action: 'podcast.transcriptionRequested',
        target: podcast.id,
        result: 'success',
        detail: { episodes: waiting.length },
      })
      return reply.status(202).send({ queued: waiting.length })
    },
  )
}
