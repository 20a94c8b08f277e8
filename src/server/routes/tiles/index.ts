// Tiles (issue 17 items 1 and 4; decision 0046): every user lists and runs the tiles their level may
// run; the tenant's ADMIN and up make, change and delete their own (audited). A run streams as
// NDJSON like a chat answer and is kept as the user's own; another tenant's tile or run is 404.
import { and, asc, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { listUsableChatModels } from '../../ai/gateway.ts'
import { listAssistantsForUser } from '../../chat/assistants/assistant-view.ts'
import { knowledgeCollections, knowledgeFiles } from '../../db/ai-tables.ts'
import type { AuditAction } from '../../db/audit.ts'
import { isAtLeast } from '../../knowledge/file-access.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { startNdjson } from '../../lib/ndjson-reply.ts'
import type { TileInputs } from '../../../shared/ai/tile-template.ts'
import { starterTiles } from '../../../generated/tiles.gen.ts'
import { prepareRun } from '../../tiles/prepare-run.ts'
import { toLanguage } from '../../prompts/response-optimizations.ts'
import { reworkRun } from '../../tiles/rework-run.ts'
import { deleteOwnRun, failInterruptedRuns, findOwnRun, listOwnRuns, refuseRunOverRate, runsPerMinuteFrom, toRunView } from '../../tiles/run-store.ts'
import { runTile, type TileRunEvent } from '../../tiles/run-tile.ts'
import { createTile, deleteTile, updateTile, type TileInput } from '../../tiles/save-tile.ts'
import { findTileForUser, listTilesForUser, type TileView } from '../../tiles/tile-catalogue.ts'

type TileParams = { Params: { tileId: string } }
type RunParams = { Params: { runId: string } }

export default async function tileRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const running = new Set<AbortController>()
  const runsPerMinute = runsPerMinuteFrom(process.env)
  app.addHook('onReady', async () => {
    const failed = await failInterruptedRuns(app.db, app.now())
    if (failed > 0) app.log.warn({ failed }, 'tile runs left streaming by a stopped server marked interrupted')
  })
  app.addHook('onClose', async () => {
    // Runs still streaming end as stopped when the server shuts down, rather than hold it open.
    for (const controller of running) controller.abort()
  })
  const audit = (request: FastifyRequest, action: AuditAction, tile: TileView) =>
    app.audit(request, { action, target: tile.id, result: 'success', detail: { title: tile.title } })
  const refuseStarter = (tileId: string) => {
    if (starterTiles.some((tile) => tile.id === tileId)) throw new HttpError(409, 'Starter tiles cannot be changed or deleted', { code: 'tiles.starterReadOnly' })
  }

  app.get('/api/tiles', { schema: contract.schemaFor('tiles-list') }, async (request) => ({ items: await listTilesForUser(app.db, request.user!) }))

  app.get('/api/tiles/options', { schema: contract.schemaFor('tiles-options') }, async (request) => {
    const user = request.user!
    return {
      models: await listUsableChatModels(app.db, user.group),
      assistants: (await listAssistantsForUser(app.db, user)).map((assistant) => ({ id: assistant.id, name: assistant.name })),
    }
  })

  app.get('/api/tiles/files', { schema: contract.schemaFor('tiles-files') }, async (request) => {
    const user = request.user!
    const rows = await app.db
      .select({ id: knowledgeFiles.id, filename: knowledgeFiles.filename, collection: knowledgeCollections.name, internal: knowledgeCollections.internal })
      .from(knowledgeFiles)
      .innerJoin(knowledgeCollections, eq(knowledgeCollections.id, knowledgeFiles.collectionId))
      .where(and(eq(knowledgeFiles.tenantGroup, user.group), isNotNull(knowledgeFiles.collectionId), inArray(knowledgeFiles.status, ['ready'])))
      .orderBy(asc(knowledgeCollections.name), asc(knowledgeFiles.filename))
      .limit(1000)
    // The user's own uploads from tile forms (decision 0052), newest first, after the data pool's.
    const own = await app.db
      .select({ id: knowledgeFiles.id, filename: knowledgeFiles.filename })
      .from(knowledgeFiles)
      .where(
        and(
          eq(knowledgeFiles.tenantGroup, user.group),
          eq(knowledgeFiles.uploadedBy, user.id),
          isNull(knowledgeFiles.collectionId),
          isNull(knowledgeFiles.threadId),
          isNull(knowledgeFiles.assistantId),
          eq(knowledgeFiles.status, 'ready'),
        ),
      )
      .orderBy(desc(knowledgeFiles.createdAt))
      .limit(200)
    // Internal collections from WRITE up, as the data pool shows them.
    return {
      items: [
        ...rows.filter((row) => !row.internal || isAtLeast(user, 'WRITE')).map(({ id, filename, collection }) => ({ id, filename, collection })),
        ...own.map(({ id, filename }) => ({ id, filename, collection: null })),
      ],
    }
  })

  app.post<{ Body: TileInput }>('/api/tiles', { schema: contract.schemaFor('tiles-create') }, async (request, reply) => {
    const tile = await createTile(app.db, request.user!, request.body, app.now())
    await audit(request, 'tile.created', tile)
    return reply.status(201).send(tile)
  })

  app.get<TileParams>('/api/tiles/:tileId', { schema: contract.schemaFor('tiles-get') }, async (request) => {
    const tile = await findTileForUser(app.db, request.user!, request.params.tileId)
    if (!tile) throw notFound('Tile not found')
    return tile
  })

  app.put<TileParams & { Body: TileInput }>('/api/tiles/:tileId', { schema: contract.schemaFor('tiles-update') }, async (request) => {
    refuseStarter(request.params.tileId)
    const tile = await updateTile(app.db, request.user!, request.params.tileId, request.body, app.now())
    await audit(request, 'tile.changed', tile)
    return tile
  })

  app.delete<TileParams>('/api/tiles/:tileId', { schema: contract.schemaFor('tiles-delete') }, async (request, reply) => {
    refuseStarter(request.params.tileId)
    const tile = await deleteTile(app.db, request.user!, request.params.tileId)
    await audit(request, 'tile.deleted', tile)
    return reply.status(204).send()
  })

  app.post<TileParams & { Body: { inputs: TileInputs } }>('/api/tiles/:tileId/run', { schema: contract.schemaFor('tiles-run') }, async (request, reply) => {
    const user = request.user!
    const tile = await findTileForUser(app.db, user, request.params.tileId)
    if (!tile || !tile.runnable) throw notFound('Tile not found')
    await refuseRunOverRate(app.db, user, app.now(), runsPerMinute)
    const prepared = await prepareRun(app.db, user, tile, request.body.inputs, app.now())
    const controller = new AbortController()
    running.add(controller)
    const stream = startNdjson<TileRunEvent>(reply, () => controller.abort())
    try {
      await runTile({ db: app.db, user, tile, prepared, signal: controller.signal, now: app.now, log: request.log, emit: stream.emit })
    } catch (error) {
      request.log.error({ err: error }, 'tile run failed')
    } finally {
      running.delete(controller)
      stream.end()
    }
  })

  app.get<{ Querystring: { q?: string; tileId?: string; cursor?: string } }>('/api/tile-runs', { schema: contract.schemaFor('tile-runs-list') }, async (request) => {
    await failInterruptedRuns(app.db, app.now(), request.user!)
    return listOwnRuns(app.db, request.user!, request.query)
  })

  app.get<RunParams>('/api/tile-runs/:runId', { schema: contract.schemaFor('tile-runs-get') }, async (request) => {
    await failInterruptedRuns(app.db, app.now(), request.user!)
    const run = await findOwnRun(app.db, request.user!, request.params.runId)
    if (!run) throw notFound('Run not found')
    return toRunView(run)
  })

  app.delete<RunParams>('/api/tile-runs/:runId', { schema: contract.schemaFor('tile-runs-delete') }, async (request, reply) => {
    if (!(await deleteOwnRun(app.db, request.user!, request.params.runId))) throw notFound('Run not found')
    return reply.status(204).send()
  })

  app.post<RunParams & { Body: { optimizationId: string; language?: string } }>('/api/tile-runs/:runId/reworks', { schema: contract.schemaFor('tile-runs-rework') }, async (request, reply) => {
    const run = await reworkRun(app.db, request.user!, {
      runId: request.params.runId,
      optimizationId: request.body.optimizationId,
      language: toLanguage(request.body.language),
      now: app.now(),
      log: request.log,
    })
    return reply.status(201).send(run)
  })
}
