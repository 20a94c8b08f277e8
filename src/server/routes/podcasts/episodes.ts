// Episodes: an upload (a transcript file — WebVTT, SRT, Podcasting 2.0 JSON or plain text — as the
// body; the audio follows on its own route) and one episode with everything the results page shows.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { resolveTranscriptionModel } from '../../ai/transcribe-audio.ts'
import { issueAudioTicket } from '../../analysis/podcasts/audio-ticket.ts'
import { transcriptionDto, transcriptionRows } from '../../analysis/podcasts/transcription-state.ts'
import { episodeView } from '../../analysis/podcasts/episode-view.ts'
import { findEpisode, findPodcast } from '../../analysis/podcasts/podcast-queries.ts'
import { ingestItem } from '../../analysis/items/ingest-item.ts'
import {
  parseTranscript,
  segmentsToText,
  transcriptFormatOf,
  TranscriptUnreadable,
  type TranscriptSegment,
} from '../../analysis/sources/parse-transcript.ts'
import { decodeText, detectEncoding } from '../../files/detect-encoding.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { iso } from './dto.ts'

/** A transcript of several hours is some hundreds of KB; 5 MB leaves room and bounds the parse. */
export const maxTranscriptBytes = 5 * 1024 * 1024

interface UploadQuery {
  filename: string
  title: string
  publishedAt?: string
}

export default async function episodeRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxTranscriptBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.post<{ Params: { podcastId: string }; Querystring: UploadQuery; Body: Buffer }>(
    '/api/podcasts/:podcastId/episodes',
    {
      schema: contract.schemaFor('podcasts-episodes-upload'),
      bodyLimit: maxTranscriptBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxTranscriptBytes)
          throw new HttpError(413, `The transcript is larger than ${maxTranscriptBytes} bytes`, {
            code: 'podcast.transcriptTooLarge',
          })
      },
    },
    async (request, reply) => {
      const user = request.user!
      const podcast = await findPodcast(app.db, user.group, request.params.podcastId)
      if (!podcast) throw notFound('No such podcast')
      const bytes = request.body
      if (!Buffer.isBuffer(bytes) || bytes.byteLength === 0)
        throw new HttpError(400, 'The transcript is empty', { code: 'podcast.transcriptEmpty' })
      if (bytes.byteLength > maxTranscriptBytes)
        throw new HttpError(413, `The transcript is larger than ${maxTranscriptBytes} bytes`, {
          code: 'podcast.transcriptTooLarge',
        })
      const { filename } = request.query
      const plain = /\.(txt|text)$/i.test(filename)
      const format = transcriptFormatOf('', filename)
      if (!plain && !format)
        throw new HttpError(415, 'A transcript is a .vtt, .srt, .json or .txt file', {
          code: 'podcast.transcriptType',
        })
      const text = decodeText(bytes, detectEncoding(bytes))
      let segments: TranscriptSegment[] | undefined
      try {
        if (format) segments = parseTranscript(text, format)
      } catch (error) {
        if (error instanceof TranscriptUnreadable)
          throw new HttpError(422, `The ${format} transcript has no timed cue that can be read`, {
            code: 'podcast.transcriptUnreadable',
          })
        throw error
      }
      const body = segments ? segmentsToText(segments) : text.trim()
      if (!body) throw new HttpError(400, 'The transcript is empty', { code: 'podcast.transcriptEmpty' })
      const publishedAt = request.query.publishedAt ? new Date(request.query.publishedAt) : undefined
      if (publishedAt && Number.isNaN(publishedAt.getTime()))
        throw new HttpError(400, 'publishedAt is not a date', { code: 'podcast.badDate' })
      const { itemId, created } = await ingestItem(app.db, {
        tenantGroup: user.group,
        tool: podcast.tool,
        sourceId: podcast.id,
        sourceKind: 'upload',
        title: request.query.title.trim(),
        text: body,
        publishedAt,
        segments,
        durationSeconds: segments ? Math.ceil(segments.at(-1)!.end) : undefined,
        transcriptOrigin: 'upload',
        createdBy: user.id,
      })
      if (!created)
        throw new HttpError(409, 'An episode with this transcript exists already', {
          code: 'podcast.episodeExists',
        })
      await app.audit(request, {
        action: 'podcast.episode.uploaded',
        target: itemId,
        result: 'success',
        detail: { podcastId: podcast.id, filename },
      })
      return reply.status(201).send({ id: itemId })
    },
  )

  app.get<{ Params: { episodeId: string } }>(
    '/api/podcasts/episodes/:episodeId',
    { schema: contract.schemaFor('podcasts-episode-get') },
    async (request) => {
      const user = request.user!
      const episode = await findEpisode(app.db, user.group, request.params.episodeId)
      if (!episode) throw notFound('No such episode')
      const [view, transcriptions, model] = await Promise.all([
        episodeView(app.db, episode),
        transcriptionRows(app.db, user.group, [episode.id]),
        resolveTranscriptionModel(app.db, user.group),
      ])
      return {
        id: episode.id,
        podcastId: episode.sourceId,
        title: episode.title,
        publishedAt: iso(episode.publishedAt),
        durationSeconds: episode.durationSeconds,
        transcriptOrigin: (episode.transcriptOrigin ?? 'none') as string,
        hasAudio: episode.audioFileId !== null || episode.audioUrl !== null,
        transcription: transcriptionDto(episode, transcriptions.get(episode.id), model !== null),
        audioSrc:
          episode.audioFileId !== null || episode.audioUrl !== null
            ? `/api/podcasts/audio?ticket=${encodeURIComponent(issueAudioTicket(user.group, episode.id, app.now()))}`
            : null,
        language: episode.language,
        url: episode.url,
        text: episode.text,
        segments: episode.segments ?? null,
        ...view,
        result: view.result ? { ...view.result, createdAt: view.result.createdAt.toISOString() } : null,
      }
    },
  )
}
