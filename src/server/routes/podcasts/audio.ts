// An episode's audio for the player: from the file store (an upload) or streamed from the publisher
// through the outbound client (a feed episode; nothing is copied). Both answer byte ranges (206), so
// the <audio> element can start at a mention's second. ADMIN and up attach an uploaded episode's audio.
import { Readable } from 'node:stream'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Contract } from '../../contract.ts'
import { detectAudioType, storeEpisodeAudio } from '../../analysis/podcasts/episode-audio.ts'
import { openAudioTicket } from '../../analysis/podcasts/audio-ticket.ts'
import { findEpisode, type EpisodeRow } from '../../analysis/podcasts/podcast-queries.ts'
import { outboundLimitsFor, sourceFetchLimits } from '../../analysis/sources/fetch-limits.ts'
import { readTenantStorage } from '../../knowledge/knowledge-limits.ts'
import { findFile } from '../../knowledge/file-store.ts'
import { outboundFetch } from '../../net/outbound/outbound-fetch.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { sendFileRange } from '../../lib/send-file-range.ts'

export const maxAudioUploadBytes = 200 * 1024 * 1024

export default async function audioRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxAudioUploadBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.get<{ Params: { episodeId: string } }>(
    '/api/podcasts/episodes/:episodeId/audio',
    { schema: contract.schemaFor('podcasts-episode-audio') },
    async (request, reply) => {
      const episode = await findEpisode(app.db, request.user!.group, request.params.episodeId)
      if (!episode) throw notFound('No such episode')
      return sendEpisodeAudio(app, reply, episode, request.headers.range)
    },
  )

  // The player's way in (no Authorization header): a sealed ticket from the episode's page.
  app.get<{ Querystring: { ticket: string } }>(
    '/api/podcasts/audio',
    { schema: contract.schemaFor('podcasts-audio-by-ticket') },
    async (request, reply) => {
      const opened = openAudioTicket(request.query.ticket, app.now())
      if (!opened)
        throw new HttpError(404, 'This audio link is not valid (any more)', {
          code: 'podcast.audioLinkExpired',
        })
      const episode = await findEpisode(app.db, opened.tenantGroup, opened.episodeId)
      if (!episode) throw notFound('No such episode')
      return sendEpisodeAudio(app, reply, episode, request.headers.range)
    },
  )

  app.put<{ Params: { episodeId: string }; Querystring: { filename: string }; Body: Buffer }>(
    '/api/podcasts/episodes/:episodeId/audio',
    {
      schema: contract.schemaFor('podcasts-episode-audio-upload'),
      bodyLimit: maxAudioUploadBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxAudioUploadBytes)
          throw new HttpError(413, `The audio is larger than ${maxAudioUploadBytes} bytes`, {
            code: 'podcast.audioTooLarge',
          })
      },
    },
    async (request, reply) => {
      const user = request.user!
      const episode = await findEpisode(app.db, user.group, request.params.episodeId)
      if (!episode) throw notFound('No such episode')
      const bytes = request.body
      if (!Buffer.isBuffer(bytes) || bytes.byteLength > maxAudioUploadBytes)
        throw new HttpError(413, `The audio is larger than ${maxAudioUploadBytes} bytes`, {
          code: 'podcast.audioTooLarge',
        })
      const type = detectAudioType(bytes)
      if (!type)
        throw new HttpError(415, 'This is not an audio file (MP3, M4A, Ogg, WAV, FLAC, WebM)', {
          code: 'podcast.notAudio',
        })
      const storage = await readTenantStorage(app.db, user.group, app.config.knowledgeTenantQuotaBytes)
      if (storage.usedBytes + bytes.byteLength > storage.quotaBytes)
        throw new HttpError(413, 'The audio does not fit in the storage left', {
          code: 'podcast.quotaExceeded',
        })
      const filename =
        request.query.filename.replace(/[\\/\p{Cc}]/gu, '').slice(0, 200) || `episode.${type.extension}`
      const file = await storeEpisodeAudio(app.db, episode, { bytes, filename, ...type }, user.id)
      await app.audit(request, {
        action: 'podcast.audio.uploaded',
        target: episode.id,
        result: 'success',
        detail: { bytes: file.sizeBytes, mediaType: file.mediaType },
      })
      return reply.status(204).send()
    },
  )
}

async function sendEpisodeAudio(
  app: FastifyInstance,
  reply: FastifyReply,
  episode: EpisodeRow,
  range: string | undefined,
) {
  if (episode.audioFileId) {
    const file = await findFile(app.db, episode.tenantGroup, episode.audioFileId)
    if (!file) throw new HttpError(404, 'The audio is no longer kept', { code: 'podcast.noAudio' })
    return sendFileRange(app.db, reply, file, range)
  }
  if (episode.audioUrl) return relayPublisherAudio(reply, episode.audioUrl, range)
  throw new HttpError(404, 'This episode has no audio', { code: 'podcast.noAudio' })
}

/** Passes the player's range on to the publisher and its answer back (audio only, size-limited). */
async function relayPublisherAudio(reply: FastifyReply, audioUrl: string, range: string | undefined) {
  let response: Response
  try {
    response = await outboundFetch(
      audioUrl,
      { headers: range ? { range } : {} },
      outboundLimitsFor(sourceFetchLimits().maxAudioBytes),
    )
  } catch {
    throw new HttpError(502, "The publisher's audio cannot be reached", { code: 'podcast.audioUnavailable' })
  }
  const type = response.headers.get('content-type') ?? ''
  if (
    (response.status !== 200 && response.status !== 206) ||
    !response.body ||
    !/^(audio\/|application\/octet-stream)/i.test(type)
  ) {
    await response.body?.cancel()
    throw new HttpError(502, "The publisher's audio cannot be reached", { code: 'podcast.audioUnavailable' })
  }
  reply.status(response.status).header('content-type', type).header('accept-ranges', 'bytes')
  for (const name of ['content-length', 'content-range'])
    if (response.headers.get(name)) reply.header(name, response.headers.get(name)!)
  return reply.send(Readable.fromWeb(response.body as import('node:stream/web').ReadableStream))
}
