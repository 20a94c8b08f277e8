// The analysis: figures per dimension (with n and Wilson intervals), their CSV, the answers behind them
// and one answer with its mentions (offsets into the text; the page highlights them as text) and verdict.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import {
  visibilityAnswers,
  visibilityMentions,
  visibilityPrompts,
  visibilityVerdicts,
} from '../../db/visibility-tables.ts'
import { csvText, workbookBytes } from '../../analysis/exports/write-table.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { HttpError } from '../../lib/http-error.ts'
import { answerColumns, answerRows } from '../../visibility/answer-rows.ts'
import { figureColumns, figureRow } from '../../visibility/figure-table.ts'
import { queryFigures, type FigureDimension, type FigureFilter } from '../../visibility/figure-query.ts'
import { answerOr404, projectOr404 } from '../../visibility/project-queries.ts'

interface FigureQuery {
  dimension?: FigureDimension
  from?: string
  to?: string
  runId?: string
  includeBranded?: boolean
}

const dayOf = (value: string | undefined, field: string): Date | null => {
  if (!value) return null
  const date = new Date(`${value}T00:00:00Z`)
  if (Number.isNaN(date.getTime()))
    throw new HttpError(400, `${field} is not a date`, { code: 'visibility.badDate' })
  return date
}

export default async function figureRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const filterOf = async (group: string, projectId: string, q: FigureQuery): Promise<FigureFilter> => {
    const project = await projectOr404(app.db, group, projectId)
    const to = dayOf(q.to, 'to')
    return {
      tenantGroup: group,
      projectId: project.id,
      from: dayOf(q.from, 'from'),
      // `to` is a day: its answers count.
      to: to ? new Date(to.getTime() + 86_400_000) : null,
      runId: q.runId ?? null,
      includeBranded: q.includeBranded ?? false,
    }
  }

  app.get<{ Params: { projectId: string }; Querystring: FigureQuery }>(
    '/api/visibility/projects/:projectId/figures',
    { schema: contract.schemaFor('visibility-figures') },
    async (request) => {
      const filter = await filterOf(request.user!.group, request.params.projectId, request.query)
      const dimension = request.query.dimension ?? 'all'
      return { dimension, groups: await queryFigures(app.db, filter, dimension) }
    },
  )

  app.get<{ Params: { projectId: string }; Querystring: FigureQuery & { format?: 'csv' | 'xlsx' } }>(
    '/api/visibility/projects/:projectId/figures/export',
    { schema: contract.schemaFor('visibility-figures-export') },
    async (request, reply) => {
      const filter = await filterOf(request.user!.group, request.params.projectId, request.query)
      const dimension = request.query.dimension ?? 'all'
      const format = request.query.format ?? 'csv'
      const figures = {
        name: 'figures',
        header: figureColumns(dimension),
        rows: (await queryFigures(app.db, filter, dimension)).map(figureRow),
      }
      reply.header('content-disposition', attachmentDisposition(`visibility-${dimension}.${format}`))
      if (format === 'csv')
        return reply.type('text/csv; charset=utf-8').send(await csvText(figures.header, figures.rows, ','))
      // The workbook holds the answers behind the figures too, each with its verdict's two quotes.
      const answers = await answerRows(app.db, filter)
      if (answers.truncated) reply.header('x-export-truncated', 'true')
      const bytes = await workbookBytes([
        figures,
        { name: 'answers', header: [...answerColumns], rows: answers.rows },
      ])
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    },
  )

  app.get<{
    Params: { projectId: string }
    Querystring: FigureQuery & {
      engine?: string
      market?: string
      topic?: string
      category?: string
      mentioned?: boolean
      offset?: number
      limit?: number
    }
  }>(
    '/api/visibility/projects/:projectId/answers',
    { schema: contract.schemaFor('visibility-answers-list') },
    async (request) => {
      const q = request.query
      const filter = await filterOf(request.user!.group, request.params.projectId, q)
      const a = visibilityAnswers
      const where: SQL[] = [eq(a.tenantGroup, filter.tenantGroup), eq(a.projectId, filter.projectId)]
      if (!filter.includeBranded) where.push(eq(a.branded, false))
      if (filter.runId) where.push(eq(a.runId, filter.runId))
      if (filter.from) where.push(sql`${a.askedAt} >= ${filter.from.toISOString()}::timestamptz`)
      if (filter.to) where.push(sql`${a.askedAt} < ${filter.to.toISOString()}::timestamptz`)
      if (q.engine) where.push(eq(a.modelId, q.engine))
      if (q.market) where.push(eq(a.market, q.market))
      if (q.topic !== undefined) where.push(eq(a.topic, q.topic))
      if (q.category) where.push(eq(a.category, q.category))
      if (q.mentioned !== undefined) where.push(eq(a.brandMentioned, q.mentioned))
      const rows = await app.db
        .select({
          id: a.id,
          promptId: a.promptId,
          market: a.market,
          topic: a.topic,
          category: a.category,
          modelLabel: a.modelLabel,
          sample: a.sample,
          status: a.status,
          brandMentioned: a.brandMentioned,
          brandPosition: a.brandPosition,
          citations: sql<number>`jsonb_array_length(${a.citations})::int`,
          askedAt: a.askedAt,
          excerpt: sql<string>`left(${a.text}, 200)`,
        })
        .from(a)
        .where(and(...where))
        .orderBy(desc(a.askedAt), asc(a.id))
        .limit(Math.min(q.limit ?? 50, 200))
        .offset(q.offset ?? 0)
      return { items: rows.map((r) => ({ ...r, askedAt: r.askedAt.toISOString() })) }
    },
  )

  app.get<{ Params: { answerId: string } }>(
    '/api/visibility/answers/:answerId',
    { schema: contract.schemaFor('visibility-answers-get') },
    async (request) => {
      const answer = await answerOr404(app.db, request.user!.group, request.params.answerId)
      const mentions = await app.db
        .select()
        .from(visibilityMentions)
        .where(eq(visibilityMentions.answerId, answer.id))
        .orderBy(asc(visibilityMentions.start))
      const [verdict] = await app.db
        .select()
        .from(visibilityVerdicts)
        .where(eq(visibilityVerdicts.answerId, answer.id))
      const [prompt] = await app.db
        .select({ text: visibilityPrompts.text })
        .from(visibilityPrompts)
        .where(eq(visibilityPrompts.id, answer.promptId))
      return {
        id: answer.id,
        runId: answer.runId,
        promptId: answer.promptId,
        promptText: prompt?.text ?? null,
        market: answer.market,
        topic: answer.topic,
        category: answer.category,
        modelLabel: answer.modelLabel,
        sample: answer.sample,
        status: answer.status,
        errorCode: answer.errorCode,
        text: answer.text,
        citations: answer.citations,
        tokensIn: answer.tokensIn,
        tokensOut: answer.tokensOut,
        brandPosition: answer.brandPosition,
        askedAt: answer.askedAt.toISOString(),
        mentions: mentions.map((m) => ({
          entity: m.entity,
          kind: m.kind,
          start: m.start,
          end: m.end,
          matched: m.matched,
          listPosition: m.listPosition,
        })),
        verdict: verdict
          ? {
              sentiment: verdict.sentiment,
              accuracy: verdict.accuracy,
              answerQuote: verdict.answerQuote,
              labelQuote: verdict.labelQuote,
              labelSource: verdict.labelSource,
              reason: verdict.reason,
              modelLabel: verdict.modelLabel,
              promptVersion: verdict.promptVersion,
            }
          : null,
      }
    },
  )
}
