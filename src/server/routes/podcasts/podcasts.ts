// Podcasts: a feed (episodes fetched now and on its schedule) or an upload podcast (episodes added by
// hand). Reading is for every level of the podcast groups, managing for ADMIN and up (the manifest);
// another tenant's podcast answers 404.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { AiRefusal, resolveChatModel } from '../../ai/gateway.ts'
import { minutePriceOf } from '../../ai/minute-prices.ts'
import { resolveTranscriptionModel } from '../../ai/transcribe-audio.ts'
import { deleteEpisodeAudio } from '../../analysis/podcasts/episode-audio.ts'
import {
  findingCounts,
  findPodcast,
  hitCounts,
  latestResults,
  latestRuns,
  listEpisodes,
  listPodcasts,
  podcastTool,
} from '../../analysis/podcasts/podcast-queries.ts'
import { transcriptionDto, transcriptionRows } from '../../analysis/podcasts/transcription-state.ts'
import { enqueueSourceFetch } from '../../analysis/sources/fetch-source-job.ts'
import { analysisItems, analysisSources } from '../../db/analysis-tables.ts'
import type { Database } from '../../db/connect.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { iso, toPodcastDto } from './dto.ts'

interface CreateBody {
  kind: 'feed' | 'upload'
  url?: string
  title?: string
  schedule?: 'manual' | 'hourly' | 'daily'
}

export default async function podcastRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const podcastOr404 = async (tenantGroup: string, podcastId: string) => {
    const podcast = await findPodcast(app.db, tenantGroup, podcastId)
    if (!podcast) throw notFound('No such podcast')
    return podcast
  }

  app.get('/api/podcasts', { schema: contract.schemaFor('podcasts-list') }, async (request) => {
    const user = request.user!
    const rows = await listPodcasts(app.db, user.group)
    const transcription = await resolveTranscriptionModel(app.db, user.group)
    return {
      items: rows.map((row) => toPodcastDto(row.podcast, Number(row.episodes))),
      transcriptionModel: transcription?.label ?? null,
      transcriptionPrice: transcription ? await minutePriceOf(app.db, transcription.id) : null,
    }
  })

  app.post<{ Body: CreateBody }>(
    '/api/podcasts',
    { schema: contract.schemaFor('podcasts-create') },
    async (request, reply) => {
      const user = request.user!
      const { kind } = request.body
      const title = request.body.title?.trim() ?? ''
      const url = request.body.url?.trim() ?? ''
      if (kind === 'feed') {
        if (!isHttpUrl(url))
          throw new HttpError(400, 'A feed needs its http or https address', { code: 'podcast.badUrl' })
        const [same] = await app.db
          .select({ id: analysisSources.id })
          .from(analysisSources)
          .where(
            and(
              eq(analysisSources.tenantGroup, user.group),
              eq(analysisSources.tool, podcastTool),
              eq(analysisSources.url, url),
            ),
          )
        if (same)
          throw new HttpError(409, 'This feed is already subscribed', { code: 'podcast.alreadySubscribed' })
      } else if (!title)
        throw new HttpError(400, 'An upload podcast needs a title', { code: 'podcast.titleRequired' })
      const now = app.now()
      const [row] = await app.db
        .insert(analysisSources)
        .values({
          id: randomUUID(),
          tenantGroup: user.group,
          tool: podcastTool,
          kind,
          // A feed without a title is named by its address until the first fetch reads the feed's own.
          title: title || url,
          url: kind === 'feed' ? url : null,
          schedule: kind === 'feed' ? (request.body.schedule ?? 'daily') : 'manual',
          createdBy: user.id,
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      if (kind === 'feed') await enqueueSourceFetch(app.db, user.group, row!.id)
      await app.audit(request, {
        action: 'podcast.created',
        target: row!.id,
        result: 'success',
        detail: { kind, url: row!.url, schedule: row!.schedule },
      })
      return reply.status(201).send(toPodcastDto(row!, 0))
    },
  )

  app.get<{ Params: { podcastId: string } }>(
    '/api/podcasts/:podcastId',
    { schema: contract.schemaFor('podcasts-get') },
    async (request) => {
      const user = request.user!
      const podcast = await podcastOr404(user.group, request.params.podcastId)
      const episodes = await listEpisodes(app.db, user.group, podcast.id)
      const ids = episodes.map((episode) => episode.id)
      const [hits, findings, results, runs, transcription, chat, transcriptions] = await Promise.all([
        hitCounts(app.db, user.group, ids),
        findingCounts(app.db, user.group, ids),
        latestResults(app.db, user.group, ids),
        latestRuns(app.db, user.group),
        resolveTranscriptionModel(app.db, user.group),
        chatModelLabel(app.db, user.group),
        transcriptionRows(app.db, user.group, ids),
      ])
      const priced = [...transcriptions.values()].filter((row) => row.cost !== null)
      const hitsOf = (id: string, kind: string) =>
        Number(hits.find((one) => one.itemId === id && one.kind === kind)?.hits ?? 0)
      const findingsOf = (id: string, types: string[]) =>
        findings
          .filter((one) => one.itemId === id && types.includes(one.type))
          .reduce((sum, one) => sum + Number(one.findings), 0)
      return {
        podcast: toPodcastDto(podcast, episodes.length),
        episodes: episodes.map((episode) => {
          const result = results.get(episode.id)
          const topics = (result?.output as { topics?: unknown } | null)?.topics
          return {
            id: episode.id,
            title: episode.title,
            publishedAt: iso(episode.publishedAt),
            fetchedAt: iso(episode.fetchedAt),
            durationSeconds: episode.durationSeconds,
            transcriptOrigin: (episode.transcriptOrigin ?? 'none') as
              'publisher' | 'model' | 'upload' | 'none',
            hasAudio: episode.audioFileId !== null || episode.audioUrl !== null,
            language: episode.language,
            mentions: {
              own: hitsOf(episode.id, 'own'),
              competitor: hitsOf(episode.id, 'competitor'),
              ingredient: hitsOf(episode.id, 'ingredient'),
              indication: hitsOf(episode.id, 'indication'),
            },
            adverseEvents: findingsOf(episode.id, ['aeSuspected', 'aePossibleKeywords']),
            healthClaims: findingsOf(episode.id, ['healthClaim']),
            summary: result?.summary ?? null,
            topics: Array.isArray(topics)
              ? topics.filter((topic): topic is string => typeof topic === 'string')
              : [],
            analysedAt: iso(result?.createdAt),
            modelLabel: result?.modelLabel ?? null,
            promptVersion: result?.promptVersion ?? null,
            transcription: transcriptionDto(episode, transcriptions.get(episode.id), transcription !== null),
          }
        }),
        runs: runs.map((run) => ({
          id: run.id,
          status: run.status,
          itemsTotal: run.itemsTotal,
          itemsDone: run.itemsDone,
          itemsFailed: run.itemsFailed,
          modelLabel: run.modelLabel,
          errorCode: run.errorCode,
          createdAt: run.createdAt.toISOString(),
        })),
        transcriptionModel: transcription?.label ?? null,
        chatModel: chat,
        transcriptionCosts: {
          minutes:
            Math.round(
              ([...transcriptions.values()].reduce((sum, row) => sum + (row.seconds ?? 0), 0) / 60) * 100,
            ) / 100,
          cost: priced.length > 0 ? priced.reduce((sum, row) => sum + row.cost!, 0) : null,
        },
      }
    },
  )

  app.post<{ Params: { podcastId: string }; Body: { enabled: boolean } }>(
    '/api/podcasts/:podcastId/pause',
    { schema: contract.schemaFor('podcasts-pause') },
    async (request) => {
      const user = request.user!
      const podcast = await podcastOr404(user.group, request.params.podcastId)
      const [row] = await app.db
        .update(analysisSources)
        .set({ enabled: request.body.enabled, updatedAt: app.now() })
        .where(and(eq(analysisSources.tenantGroup, user.group), eq(analysisSources.id, podcast.id)))
        .returning()
      await app.audit(request, {
        action: request.body.enabled ? 'podcast.resumed' : 'podcast.paused',
        target: podcast.id,
        result: 'success',
      })
      const episodes = await listEpisodes(app.db, user.group, podcast.id)
      return toPodcastDto(row!, episodes.length)
    },
  )

  app.delete<{ Params: { podcastId: string } }>(
    '/api/podcasts/:podcastId',
    { schema: contract.schemaFor('podcasts-delete') },
    async (request, reply) => {
      const user = request.user!
      const podcast = await podcastOr404(user.group, request.params.podcastId)
      const episodes = await listEpisodes(app.db, user.group, podcast.id)
      await deleteEpisodeAudio(
        app.db,
        user.group,
        episodes.map((episode) => episode.id),
      )
      // Episodes go with their podcast (their hits, results and findings cascade).
      await app.db
        .delete(analysisItems)
        .where(and(eq(analysisItems.tenantGroup, user.group), eq(analysisItems.sourceId, podcast.id)))
      await app.db
        .delete(analysisSources)
        .where(and(eq(analysisSources.tenantGroup, user.group), eq(analysisSources.id, podcast.id)))
      await app.audit(request, {
        action: 'podcast.deleted',
        target: podcast.id,
        result: 'success',
        detail: { title: podcast.title, episodes: episodes.length },
      })
      return reply.status(204).send()
    },
  )

  app.post<{ Params: { podcastId: string } }>(
    '/api/podcasts/:podcastId/fetch',
    { schema: contract.schemaFor('podcasts-fetch') },
    async (request, reply) => {
      const user = request.user!
      const podcast = await podcastOr404(user.group, request.params.podcastId)
      if (podcast.kind !== 'feed')
        throw new HttpError(409, 'Only a feed podcast can be fetched', { code: 'podcast.notAFeed' })
      const jobId = await enqueueSourceFetch(app.db, user.group, podcast.id)
      await app.audit(request, { action: 'podcast.fetchRequested', target: podcast.id, result: 'success' })
      return reply.status(202).send({ queued: jobId !== null })
    },
  )
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** The label of the model a run would use now; null when none is set up (only the matcher's mentions). */
async function chatModelLabel(db: Database, tenantGroup: string): Promise<string | null> {
  try {
    const model = await resolveChatModel(db, tenantGroup)
    return model.kind === 'provider' ? model.label : null
  } catch (error) {
    if (error instanceof AiRefusal) return null
    throw error
  }
}
