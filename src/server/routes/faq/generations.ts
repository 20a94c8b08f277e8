// Starting an FAQ generation and following it. Only document questions with no language model is
// refused at once (faq.modelRequired): nothing could come of it. One generation per collection at a time.
import { randomUUID } from 'node:crypto'
import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { AiRefusal, resolveChatModel } from '../../ai/gateway.ts'
import { faqGenerations } from '../../db/faq-tables.ts'
import { enqueueFaqGeneration } from '../../faq/generate-faq-job.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { visibleCollection, type KnowledgeUser } from '../../knowledge/file-access.ts'
import { toGenerationDto } from './dto.ts'

interface CreateBody {
  collectionId: string
  fromDocuments: boolean
  fromUserQuestions: boolean
  maxPairs?: number
}

export default async function generationRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const collectionOr404 = async (user: KnowledgeUser, collectionId: string) => {
    const collection = await visibleCollection(app.db, user, collectionId)
    if (!collection) throw notFound('No such collection')
    return collection
  }

  /** The model a generation would answer with now: its label, or null for the offline engine's quotes. */
  const currentModel = async (tenantGroup: string): Promise<string | null> => {
    try {
      const model = await resolveChatModel(app.db, tenantGroup)
      return model.kind === 'provider' ? model.label : null
    } catch (error) {
      if (error instanceof AiRefusal) return null
      throw error
    }
  }

  /** Generations whose job ended without them (a crash on the last attempt) are failed, so they block nothing. */
  const settleAbandoned = (tenantGroup: string) =>
    app.db.execute(sql`
      update faq_generations g set status = 'failed', error_code = 'faq.generationFailed', updated_at = now()
      where g.tenant_group = ${tenantGroup} and g.status in ('queued', 'running') and g.job_id is not null
        and not exists (select 1 from jobs j where j.id = g.job_id and j.status in ('queued', 'running'))`)

  app.get<{ Querystring: { collectionId: string } }>('/api/faq/generations', { schema: contract.schemaFor('faq-generations-list') }, async (request) => {
    const user = request.user!
    await collectionOr404(user, request.query.collectionId)
    await settleAbandoned(user.group)
    const rows = await app.db
      .select()
      .from(faqGenerations)
      .where(and(eq(faqGenerations.tenantGroup, user.group), eq(faqGenerations.collectionId, request.query.collectionId)))
      .orderBy(desc(faqGenerations.createdAt))
      .limit(10)
    return { items: rows.map(toGenerationDto), model: await currentModel(user.group) }
  })

  app.post<{ Body: CreateBody }>('/api/faq/generations', { schema: contract.schemaFor('faq-generations-create') }, async (request, reply) => {
    const user = request.user!
    const { collectionId, fromDocuments, fromUserQuestions } = request.body
    const maxPairs = request.body.maxPairs ?? 10
    if (!fromDocuments && !fromUserQuestions) throw new HttpError(400, 'Choose documents, user questions or both', { code: 'faq.noSource' })
    await collectionOr404(user, collectionId)
    if (fromDocuments && !fromUserQuestions && (await currentModel(user.group)) === null) {
      throw new HttpError(409, 'Only a language model can ask questions of the documents; none is set up for this group', { code: 'faq.modelRequired' })
    }
    await settleAbandoned(user.group)
    const running = await app.db
      .select({ id: faqGenerations.id })
      .from(faqGenerations)
      .where(and(eq(faqGenerations.tenantGroup, user.group), eq(faqGenerations.collectionId, collectionId), inArray(faqGenerations.status, ['queued', 'running'])))
    if (running.length > 0) throw new HttpError(409, 'A generation is already running for this collection', { code: 'faq.generationRunning' })
    const [row] = await app.db
      .insert(faqGenerations)
      .values({ id: randomUUID(), tenantGroup: user.group, collectionId, createdBy: user.id, fromDocuments, fromUserQuestions, maxPairs, createdAt: app.now(), updatedAt: app.now() })
      .returning()
    const jobId = await enqueueFaqGeneration(app.db, user.group, { generationId: row!.id, minSimilarity: app.config.knowledgeVectorMinSimilarity })
    await app.db.update(faqGenerations).set({ jobId }).where(eq(faqGenerations.id, row!.id))
    await app.audit(request, { action: 'faq.generation.started', target: row!.id, result: 'success', detail: { collectionId, fromDocuments, fromUserQuestions, maxPairs } })
    return reply.status(202).send(toGenerationDto(row!))
  })

  app.get<{ Params: { generationId: string } }>('/api/faq/generations/:generationId', { schema: contract.schemaFor('faq-generations-get') }, async (request) => {
    const user = request.user!
    const [row] = await app.db.select().from(faqGenerations).where(and(eq(faqGenerations.id, request.params.generationId), eq(faqGenerations.tenantGroup, user.group)))
    if (!row) throw notFound('No such generation')
    return toGenerationDto(row)
  })
}
