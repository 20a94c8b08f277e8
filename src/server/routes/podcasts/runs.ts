// Analysing a podcast's episodes: a run of the podcastEpisode profile through the analysis engine's
// runs (startRun: estimate, budget, gateway, validation, findings). Without a language model nothing
// is started (podcast.modelNeeded): the matcher's mentions are there already, nothing is made up.
// startRun's other refusals (budget, too many items) pass through with their analysisRun.* / ai.* code.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { findPodcast, listEpisodes, podcastTool } from '../../analysis/podcasts/podcast-queries.ts'
import { cancelRun } from '../../analysis/runs/cancel-run.ts'
import { RunRefused, startRun } from '../../analysis/runs/start-run.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'

export default async function runRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.post<{ Params: { podcastId: string }; Body: { episodeIds?: string[] } }>(
    '/api/podcasts/:podcastId/runs',
    { schema: contract.schemaFor('podcasts-runs-create') },
    async (request, reply) => {
      const user = request.user!
      const podcast = await findPodcast(app.db, user.group, request.params.podcastId)
      if (!podcast) throw notFound('No such podcast')
      const episodes = await listEpisodes(app.db, user.group, podcast.id)
      const wanted = request.body?.episodeIds
      if (wanted?.some((id) => !episodes.some((episode) => episode.id === id)))
        throw notFound('No such episode')
      const itemIds = episodes
        .filter((episode) => !wanted || wanted.includes(episode.id))
        .map((episode) => episode.id)
      if (itemIds.length === 0)
        throw new HttpError(409, 'The podcast has no episode to analyse', {
          code: 'podcast.nothingToAnalyse',
        })
      const run = await startRun(app.db, {
        tenantGroup: user.group,
        tool: podcastTool,
        profile: 'podcastEpisode',
        itemIds,
        user,
      }).catch((error: unknown) => {
        if (!(error instanceof RunRefused)) throw error
        if (error.code === 'analysisRun.noModel')
          throw new HttpError(
            409,
            'No language model is set up; the keyword mentions are shown without one',
            { code: 'podcast.modelNeeded' },
          )
        throw new HttpError(error.statusCode, error.message, { code: error.code })
      })
      await app.audit(request, {
        action: 'podcast.run.started',
        target: run.runId,
        result: 'success',
        detail: { podcastId: podcast.id, episodes: itemIds.length },
      })
      return reply.status(202).send({ runId: run.runId })
    },
  )

  app.post<{ Params: { runId: string } }>(
    '/api/podcasts/runs/:runId/cancel',
    { schema: contract.schemaFor('podcasts-runs-cancel') },
    async (request) => {
      const user = request.user!
      const run = await cancelRun(
        app.db,
        { tenantGroup: user.group, tool: podcastTool },
        request.params.runId,
      )
      await app.audit(request, {
        action: 'podcast.run.cancelled',
        target: run.id,
        result: 'success',
        detail: { itemsDone: run.itemsDone, itemsTotal: run.itemsTotal },
      })
      return { runId: run.id, status: run.status }
    },
  )
}
