// Models: the ROOT of PARENT manages them; every tenant admin reads the list to choose from
// (names, capabilities and prices; provider connections are never part of it).
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { aiModels, aiProviders } from '../../db/ai-tables.ts'
import { fieldError, fieldErrors, HttpError, notFound } from '../../lib/http-error.ts'
import { listModels, toModelDto } from '../../ai/catalogue.ts'
import { assertMinutePrice, minutePriceOf, writeMinutePrice } from '../../ai/minute-prices.ts'
import { AiRefusal } from '../../ai/errors.ts'
import { AiCallFailed, completeText, resolveModelToTry, type ChatTurn } from '../../ai/gateway.ts'
import { isParentRoot } from '../users/scope.ts'

interface ModelBody {
  providerId?: string
  modelName?: string
  displayName?: string
  capabilities?: string[]
  contextWindow?: number | null
  priceInputPerMillion?: number | null
  priceOutputPerMillion?: number | null
  pricePerImage?: number | null
  /** EUR per minute of a transcription model: its own table (db/ai-model-prices-tables.ts). */
  pricePerMinute?: number | null
  enabled?: boolean
}

async function providerName(app: FastifyInstance, providerId: string): Promise<string> {
  const [provider] = await app.db
    .select({ name: aiProviders.name })
    .from(aiProviders)
    .where(eq(aiProviders.id, providerId))
  if (!provider) throw fieldErrors({ providerId: fieldError('ai.providerUnknown', 'No such provider') })
  return provider.name
}

/** The unique index (provider, model name) refuses a model twice; answered as 409. */
function isDuplicate(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code
  return code === '23505'
}

export function registerModelRoutes(app: FastifyInstance, contract: Contract) {
  app.get('/api/ai-admin/models', { schema: contract.schemaFor('ai-models-list') }, async (request) => ({
    items: await listModels(app.db, { onlyUsable: !isParentRoot(request.user!) }),
  }))

  app.post<{
    Body: Required<Pick<ModelBody, 'providerId' | 'modelName' | 'displayName' | 'capabilities'>> & ModelBody
  }>('/api/ai-admin/models', { schema: contract.schemaFor('ai-models-create') }, async (request, reply) => {
    const name = await providerName(app, request.body.providerId)
    const { pricePerMinute = null, ...fields } = request.body
    const capabilities = [...new Set(fields.capabilities)]
    assertMinutePrice(pricePerMinute, capabilities)
    const now = app.now()
    try {
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(aiModels)
          .values({ id: randomUUID(), ...fields, capabilities, createdAt: now, updatedAt: now })
          .returning()
        await writeMinutePrice(tx, {
          modelId: created!.id,
          pricePerMinute,
          capabilities,
          userId: request.user!.id,
        })
        return created!
      })
      await app.audit(request, {
        action: 'ai.model.created',
        target: row.id,
        result: 'success',
        detail: { modelName: row.modelName, providerId: row.providerId },
      })
      return reply.status(201).send(toModelDto(row, name, await minutePriceOf(app.db, row.id)))
    } catch (error) {
      if (isDuplicate(error))
        throw new HttpError(409, 'This provider already has a model of that name', {
          code: 'ai.modelDuplicate',
        })
      throw error
    }
  })

  app.patch<{ Params: { modelId: string }; Body: ModelBody }>(
    '/api/ai-admin/models/:modelId',
    { schema: contract.schemaFor('ai-models-update') },
    async (request) => {
      const { providerId, pricePerMinute, ...fields } = request.body
      if (providerId !== undefined) await providerName(app, providerId)
      try {
        const changed = await app.db.transaction(async (tx) => {
          const [updated] = await tx
            .update(aiModels)
            .set({
              ...fields,
              ...(providerId !== undefined ? { providerId } : {}),
              ...(fields.capabilities ? { capabilities: [...new Set(fields.capabilities)] } : {}),
              updatedAt: app.now(),
            })
            .where(eq(aiModels.id, request.params.modelId))
            .returning()
          if (!updated) return null
          // Checked against the capabilities after the change; a refusal rolls the change back.
          assertMinutePrice(pricePerMinute, updated.capabilities)
          if (pricePerMinute !== undefined || !updated.capabilities.includes('transcription'))
            await writeMinutePrice(tx, {
              modelId: updated.id,
              pricePerMinute: pricePerMinute ?? null,
              capabilities: updated.capabilities,
              userId: request.user!.id,
            })
          return { row: updated, price: await minutePriceOf(tx, updated.id) }
        })
        if (!changed) throw notFound('Model not found')
        const { row, price } = changed
        await app.audit(request, {
          action: 'ai.model.changed',
          target: row.id,
          result: 'success',
          detail: { fields: Object.keys(request.body) },
        })
        return toModelDto(row, await providerName(app, row.providerId), price)
      } catch (error) {
        if (isDuplicate(error))
          throw new HttpError(409, 'This provider already has a model of that name', {
            code: 'ai.modelDuplicate',
          })
        throw error
      }
    },
  )

  app.delete<{ Params: { modelId: string } }>(
    '/api/ai-admin/models/:modelId',
    { schema: contract.schemaFor('ai-models-delete') },
    async (request, reply) => {
      const [row] = await app.db
        .delete(aiModels)
        .where(eq(aiModels.id, request.params.modelId))
        .returning({ id: aiModels.id, modelName: aiModels.modelName })
      if (!row) throw notFound('Model not found')
      await app.audit(request, {
        action: 'ai.model.deleted',
        target: row.id,
        result: 'success',
        detail: { modelName: row.modelName },
      })
      return reply.status(204).send()
    },
  )

  // "Try this model": a short chat with any chat model of the catalogue that is switched on, with its
  // provider (422 ai.modelDisabled / ai.providerDisabled otherwise), through the gateway (its timeouts,
  // retries and budget), each turn in the ledger under PARENT as tool `model-try`.
  app.post<{ Params: { modelId: string }; Body: { messages: ChatTurn[] } }>(
    '/api/ai-admin/models/:modelId/try',
    { schema: contract.schemaFor('ai-models-try') },
    async (request) => {
      const found = await resolveModelToTry(app.db, request.params.modelId)
      if (!found) throw notFound('No chat model with this id')
      if ('refused' in found)
        throw new HttpError(
          422,
          found.refused === 'ai.modelDisabled' ? 'The model is disabled' : "The model's provider is disabled",
          { code: found.refused },
        )
      const { model } = found
      const user = request.user!
      const abort = new AbortController()
      request.raw.once('close', () => abort.abort())
      const started = performance.now()
      try {
        const answer = await completeText(
          {
            db: app.db,
            tenantGroup: user.group,
            userId: user.id,
            tool: 'model-try',
            signal: abort.signal,
            log: request.log,
          },
          { model, maxOutputTokens: TRY_MAX_OUTPUT_TOKENS, messages: request.body.messages },
        )
        return {
          text: answer.text,
          inputTokens: answer.inputTokens,
          outputTokens: answer.outputTokens,
          latencyMs: Math.round(performance.now() - started),
        }
      } catch (error) {
        if (error instanceof AiCallFailed || error instanceof AiRefusal)
          throw new HttpError(409, `The model did not answer (${error.code})`, { code: error.code })
        throw error
      }
    },
  )
}

/** A try is a few sentences, not a document: the answer's tokens are capped (and so its cost). */
const TRY_MAX_OUTPUT_TOKENS = 400
