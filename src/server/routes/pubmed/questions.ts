// The chatbot's questions: ask (the whole chain, src/server/pubmed/ask-pubmed.ts), the user's own
// history, one question, its deletion and the export of its cited references. Another user's
// question answers 404, as another tenant's would.
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { pubmedQuestions } from '../../db/pubmed-tables.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { askPubmed, type AskContext, type AskInput, type PubmedQuestionRow } from '../../pubmed/ask-pubmed.ts'
import { followUpOf } from '../../pubmed/pubmed-threads.ts'
import { exportReferences, referenceFormats, type ReferenceFormat } from '../../pubmed/export-references.ts'

export type AskBody = AskInput & { threadId?: string }

/** The question trimmed and its years checked: a refusal before anything is searched or streamed. */
export function checkedAsk(body: AskBody): AskInput {
  const question = body.question.trim()
  if (!question) throw new HttpError(400, 'The question is empty', { code: 'pubmed.noTerms' })
  if (body.fromYear && body.toYear && body.fromYear > body.toYear)
    throw new HttpError(400, 'The first year comes after the last', { code: 'pubmed.badYears' })
  const { threadId: _threadId, ...input } = body
  return { ...input, question }
}

/**
 * What both ask routes (JSON and streamed) start with: the checked question, the thread it follows up
 * (404 for another user's), and the chain's context, whose E-utilities and model calls stop when the
 * browser leaves before the answer. (The request's own 'close' fires once its body is read, so the
 * response's is the one to watch.)
 */
export async function startAsk(
  app: FastifyInstance,
  request: FastifyRequest<{ Body: AskBody }>,
  reply: FastifyReply,
  baseUrl: string,
): Promise<{ input: AskInput; context: AskContext; abort: () => void }> {
  const user = request.user!
  const input = checkedAsk(request.body)
  const thread = request.body.threadId ? await followUpOf(app.db, user, request.body.threadId) : undefined
  const controller = new AbortController()
  reply.raw.on('close', () => {
    if (!reply.raw.writableEnded) controller.abort()
  })
  const context: AskContext = {
    db: app.db,
    tenantGroup: user.group,
    userId: user.id,
    now: () => app.now(),
    baseUrl,
    signal: controller.signal,
    log: request.log,
    thread,
  }
  return { input, context, abort: () => controller.abort() }
}

export function toQuestionDto(row: PubmedQuestionRow) {
  return {
    id: row.id,
    threadId: row.threadId ?? row.id,
    question: row.question,
    language: row.language,
    queries: row.queries,
    filters: row.filters,
    source: row.source,
    mode: row.mode,
    answer: row.answer,
    citedPmids: row.citedPmids,
    evidence: row.evidence,
    articles: row.articles.map((a) => ({
      pmid: a.pmid,
      title: a.title,
      year: a.year,
      journal: a.journal,
      authors: a.authors,
    })),
    modelLabel: row.modelLabel,
    ownMs: row.ownMs,
    createdAt: row.createdAt.toISOString(),
  }
}

export default async function questionRoutes(
  app: FastifyInstance,
  { contract, baseUrl }: { contract: Contract; baseUrl: string },
) {
  const ownQuestion = async (tenantGroup: string, userId: string, questionId: string) => {
    const [row] = await app.db
      .select()
      .from(pubmedQuestions)
      .where(
        and(
          eq(pubmedQuestions.id, questionId),
          eq(pubmedQuestions.tenantGroup, tenantGroup),
          eq(pubmedQuestions.userId, userId),
        ),
      )
    if (!row) throw notFound('No such question')
    return row
  }

  app.get(
    '/api/pubmed/questions',
    { schema: contract.schemaFor('pubmed-questions-list') },
    async (request) => {
      const user = request.user!
      const rows = await app.db
        .select({
          id: pubmedQuestions.id,
          question: pubmedQuestions.question,
          mode: pubmedQuestions.mode,
          createdAt: pubmedQuestions.createdAt,
        })
        .from(pubmedQuestions)
        .where(and(eq(pubmedQuestions.tenantGroup, user.group), eq(pubmedQuestions.userId, user.id)))
        .orderBy(desc(pubmedQuestions.createdAt))
        .limit(100)
      return { items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }
    },
  )

  app.post<{ Body: AskBody }>(
    '/api/pubmed/questions',
    { schema: contract.schemaFor('pubmed-questions-ask') },
    async (request, reply) => {
      const { input, context } = await startAsk(app, request, reply, baseUrl)
      const row = await askPubmed(context, input)
      return reply.code(201).send(toQuestionDto(row))
    },
  )

  app.get<{ Params: { questionId: string } }>(
    '/api/pubmed/questions/:questionId',
    { schema: contract.schemaFor('pubmed-questions-get') },
    async (request) => {
      const user = request.user!
      return toQuestionDto(await ownQuestion(user.group, user.id, request.params.questionId))
    },
  )

  app.delete<{ Params: { questionId: string } }>(
    '/api/pubmed/questions/:questionId',
    { schema: contract.schemaFor('pubmed-questions-delete') },
    async (request, reply) => {
      const user = request.user!
      const row = await ownQuestion(user.group, user.id, request.params.questionId)
      await app.db.delete(pubmedQuestions).where(eq(pubmedQuestions.id, row.id))
      return reply.code(204).send()
    },
  )

  app.get<{ Params: { questionId: string }; Querystring: { format: ReferenceFormat } }>(
    '/api/pubmed/questions/:questionId/references',
    { schema: contract.schemaFor('pubmed-questions-references') },
    async (request, reply) => {
      const user = request.user!
      const row = await ownQuestion(user.group, user.id, request.params.questionId)
      const cited = row.citedPmids.flatMap((pmid) => row.articles.filter((a) => a.pmid === pmid))
      const { format } = request.query
      const { type, extension } = referenceFormats[format]
      return reply
        .header('content-type', `${type}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="pubmed-references.${extension}"`)
        .send(exportReferences(cited, format))
    },
  )
}
