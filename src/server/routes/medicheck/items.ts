// Media items: the list with hit counts, latest result and open findings (every level of DEMO), one item
// with its text, hits, results and findings, and for admins pasted text, uploads and deletion.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ingestItem } from '../../analysis/items/ingest-item.ts'
import { findItem, itemDetail } from '../../analysis/items/item-detail.ts'
import { listItems, type ItemListQuery } from '../../analysis/items/list-items.ts'
import { checkItemOptions, checkItemText, checkItemTitle } from '../../analysis/items/paste-input.ts'
import { readUpload } from '../../analysis/items/read-upload.ts'
import type { Contract } from '../../contract.ts'
import { analysisItems } from '../../db/analysis-tables.ts'
import { safetyCases } from '../../db/analysis-review-tables.ts'
import { HttpError } from '../../lib/http-error.ts'
import { scopeOf } from './scope.ts'

type ItemParams = { Params: { itemId: string } }
type UploadQuery = { filename: string; language?: string; promotional?: string; market?: string }

export default async function itemRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const maxFileBytes = app.config.knowledgeMaxFileBytes
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxFileBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.get<{ Querystring: ItemListQuery }>(
    '/api/medicheck/items',
    { schema: contract.schemaFor('medicheck-items-list') },
    async (request) => listItems(app.db, scopeOf(request), request.query),
  )

  app.post<{ Body: Record<string, unknown> }>(
    '/api/medicheck/items/paste',
    // A text of 1,000,000 characters is up to 4 MB of UTF-8 (the default limit is 1 MB).
    { schema: contract.schemaFor('medicheck-items-paste'), bodyLimit: 4 * 1024 * 1024 },
    async (request, reply) => {
      const body = request.body ?? {}
      const text = checkItemText(body.text)
      const title = checkItemTitle(body.title)
      const options = checkItemOptions(body)
      const scope = scopeOf(request)
      const result = await ingestItem(app.db, {
        ...scope,
        sourceKind: 'paste',
        title,
        text,
        ...options,
        createdBy: request.user!.id,
      })
      if (result.created)
        await app.audit(request, {
          action: 'analysis.item.created',
          target: result.itemId,
          result: 'success',
          detail: { sourceKind: 'paste', promotional: options.promotional },
        })
      return reply.status(result.created ? 201 : 200).send(result)
    },
  )

  app.post<{ Querystring: UploadQuery; Body: Buffer }>(
    '/api/medicheck/items/upload',
    {
      schema: contract.schemaFor('medicheck-items-upload'),
      bodyLimit: maxFileBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxFileBytes)
          throw new HttpError(413, `The file is larger than ${maxFileBytes} bytes`, {
            code: 'analysis.fileTooLarge',
          })
      },
    },
    async (request, reply) => {
      const options = checkItemOptions(request.query)
      const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array()
      const upload = await readUpload(bytes, request.query.filename, maxFileBytes)
      if (!upload.text.trim())
        throw new HttpError(422, 'The file contains no text', { code: 'analysis.noText' })
      const result = await ingestItem(app.db, {
        ...scopeOf(request),
        sourceKind: 'upload',
        title: upload.title,
        text: upload.text,
        ...options,
        publishedAt: options.publishedAt ?? upload.publishedAt,
        createdBy: request.user!.id,
      })
      if (result.created)
        await app.audit(request, {
          action: 'analysis.item.created',
          target: result.itemId,
          result: 'success',
          detail: {
            sourceKind: 'upload',
            filename: request.query.filename,
            promotional: options.promotional,
          },
        })
      return reply.status(result.created ? 201 : 200).send(result)
    },
  )

  app.get<ItemParams>(
    '/api/medicheck/items/:itemId',
    { schema: contract.schemaFor('medicheck-items-get') },
    async (request) => itemDetail(app.db, scopeOf(request), request.params.itemId),
  )

  app.delete<ItemParams>(
    '/api/medicheck/items/:itemId',
    { schema: contract.schemaFor('medicheck-items-delete') },
    async (request, reply) => {
      const item = await findItem(app.db, scopeOf(request), request.params.itemId)
      // A case in the safety inbox is a PV record: its item stays while the case does.
      const [held] = await app.db
        .select({ id: safetyCases.id })
        .from(safetyCases)
        .where(and(eq(safetyCases.itemId, item.id), eq(safetyCases.tenantGroup, item.tenantGroup)))
        .limit(1)
      if (held)
        throw new HttpError(409, 'The item is part of a case in the safety inbox', {
          code: 'analysis.itemInSafetyInbox',
        })
      await app.db
        .delete(analysisItems)
        .where(and(eq(analysisItems.id, item.id), eq(analysisItems.tenantGroup, item.tenantGroup)))
      await app.audit(request, {
        action: 'analysis.item.deleted',
        target: item.id,
        result: 'success',
        detail: { title: item.title, sourceKind: item.sourceKind },
      })
      return reply.status(204).send()
    },
  )
}
