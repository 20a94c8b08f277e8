// The pairs of a collection: list (by status), edit, approve or send back to draft, delete, publish,
// export. A change that takes a published pair out of the published set writes the FAQ document again.
import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Contract } from '../../contract.ts'
import { faqEntries } from '../../db/faq-tables.ts'
import { answerLanguageFor } from '../../chat/answer-language.ts'
import { faqJson, faqJsonLd, faqMarkdown } from '../../faq/faq-formats.ts'
import { readPublication, writeFaqDocument } from '../../faq/publish-faq.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { visibleCollection, type KnowledgeUser } from '../../knowledge/file-access.ts'
import type { Citation } from '../../../shared/ai/chat-protocol.ts'
import { toEntryDto, toPublicationDto } from './dto.ts'

type Status = 'draft' | 'approved' | 'published'
interface EntryParams {
  entryId: string
}
interface EntryPatch {
  question?: string
  answer?: string
  status?: 'draft' | 'approved'
}

const formats = {
  markdown: { type: 'text/markdown; charset=utf-8', extension: 'md' },
  json: { type: 'application/json; charset=utf-8', extension: 'json' },
  jsonld: { type: 'application/ld+json; charset=utf-8', extension: 'jsonld' },
} as const

export default async function entryRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const limits = { maxFileBytes: app.config.knowledgeMaxFileBytes, defaultQuotaBytes: app.config.knowledgeTenantQuotaBytes }
  const collectionOr404 = async (user: KnowledgeUser, collectionId: string) => {
    const collection = await visibleCollection(app.db, user, collectionId)
    if (!collection) throw notFound('No such collection')
    return collection
  }
  const entryOr404 = async (user: KnowledgeUser, entryId: string) => {
    const [row] = await app.db.select().from(faqEntries).where(and(eq(faqEntries.id, entryId), eq(faqEntries.tenantGroup, user.group)))
    if (!row) throw notFound('No such FAQ entry')
    return row
  }
  const entriesOf = (user: KnowledgeUser, collectionId: string, status: Status | undefined) =>
    app.db
      .select()
      .from(faqEntries)
      .where(and(eq(faqEntries.tenantGroup, user.group), eq(faqEntries.collectionId, collectionId), status ? eq(faqEntries.status, status) : undefined))
      .orderBy(asc(faqEntries.createdAt), asc(faqEntries.position), asc(faqEntries.id))
  const republish = async (request: FastifyRequest, collectionId: string, reason: string) => {
    const user = request.user!
    const publication = await writeFaqDocument(app.db, user, await collectionOr404(user, collectionId), limits, app.now())
    await app.audit(request, { action: 'faq.published', target: collectionId, result: 'success', detail: { reason, entryCount: publication?.entryCount ?? 0, fileId: publication?.fileId ?? null } })
    return publication
  }

  app.get<{ Querystring: { collectionId: string; status?: Status } }>('/api/faq/entries', { schema: contract.schemaFor('faq-entries-list') }, async (request) => {
    const user = request.user!
    await collectionOr404(user, request.query.collectionId)
    const rows = await entriesOf(user, request.query.collectionId, request.query.status)
    return { items: rows.map(toEntryDto), publication: toPublicationDto(await readPublication(app.db, user.group, request.query.collectionId)) }
  })

  app.patch<{ Params: EntryParams; Body: EntryPatch }>('/api/faq/entries/:entryId', { schema: contract.schemaFor('faq-entries-update') }, async (request) => {
    const user = request.user!
    const entry = await entryOr404(user, request.params.entryId)
    const { question, answer, status } = request.body
    const textChanged = (question !== undefined && question.trim() !== entry.question) || (answer !== undefined && answer.trim() !== entry.answer)
    // Changed words need a new review: the pair goes back to draft unless approved in the same request.
    const nextStatus: Status = status ?? (textChanged ? 'draft' : (entry.status as Status))
    const [row] = await app.db
      .update(faqEntries)
      .set({
        ...(question !== undefined ? { question: question.trim() } : {}),
        ...(answer !== undefined ? { answer: answer.trim() } : {}),
        ...(textChanged ? { edited: true } : {}),
        status: nextStatus,
        updatedAt: app.now(),
      })
      .where(and(eq(faqEntries.id, entry.id), eq(faqEntries.tenantGroup, user.group)))
      .returning()
    await app.audit(request, { action: 'faq.entry.changed', target: entry.id, result: 'success', detail: { collectionId: entry.collectionId, fields: Object.keys(request.body), status: nextStatus } })
    if (entry.status === 'published' && nextStatus !== 'published') await republish(request, entry.collectionId, 'entry changed')
    return toEntryDto(row!)
  })

  app.delete<{ Params: EntryParams }>('/api/faq/entries/:entryId', { schema: contract.schemaFor('faq-entries-delete') }, async (request, reply) => {
    const user = request.user!
    const entry = await entryOr404(user, request.params.entryId)
    await app.db.delete(faqEntries).where(and(eq(faqEntries.id, entry.id), eq(faqEntries.tenantGroup, user.group)))
    await app.audit(request, { action: 'faq.entry.deleted', target: entry.id, result: 'success', detail: { collectionId: entry.collectionId, status: entry.status } })
    if (entry.status === 'published') await republish(request, entry.collectionId, 'entry deleted')
    return reply.status(204).send()
  })

  app.post<{ Body: { collectionId: string } }>('/api/faq/publish', { schema: contract.schemaFor('faq-publish') }, async (request) => {
    const user = request.user!
    const collection = await collectionOr404(user, request.body.collectionId)
    const approved = await entriesOf(user, collection.id, 'approved')
    if (approved.length === 0) throw new HttpError(400, 'There are no approved pairs to publish', { code: 'faq.nothingToPublish' })
    await app.db
      .update(faqEntries)
      .set({ status: 'published', updatedAt: app.now() })
      .where(and(eq(faqEntries.tenantGroup, user.group), eq(faqEntries.collectionId, collection.id), eq(faqEntries.status, 'approved')))
    return toPublicationDto(await republish(request, collection.id, 'published'))
  })

  app.get<{ Querystring: { collectionId: string; format: keyof typeof formats; status?: Status } }>('/api/faq/export', { schema: contract.schemaFor('faq-export') }, async (request, reply) => {
    const user = request.user!
    const collection = await collectionOr404(user, request.query.collectionId)
    const status = request.query.status ?? 'published'
    const rows = await entriesOf(user, collection.id, status)
    if (rows.length === 0) throw new HttpError(400, 'There are no pairs with this status to export', { code: 'faq.nothingToExport' })
    const pairs = rows.map((row) => ({ question: row.question, answer: row.answer, citations: row.citations as Citation[], status: row.status }))
    const format = formats[request.query.format]
    const body =
      request.query.format === 'markdown'
        ? faqMarkdown(collection.name, pairs, answerLanguageFor(user.group))
        : JSON.stringify(request.query.format === 'json' ? faqJson(collection.name, pairs, app.now()) : faqJsonLd(pairs), null, 2)
    const filename = `faq-${collection.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').toLowerCase() || 'export'}.${format.extension}`
    return reply.header('content-type', format.type).header('content-disposition', attachmentDisposition(filename)).header('x-content-type-options', 'nosniff').send(body)
  })
}
