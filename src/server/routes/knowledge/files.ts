// Knowledge files: upload (raw bytes, so the browser can report progress), list per collection or
// thread, read one, its content, describe it, re-index it, delete it.
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { knowledgeFiles } from '../../db/ai-tables.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { HttpError, notFound } from '../../lib/http-error.ts'
import { mayChangeFile, ownsThread, visibleCollection, visibleFile } from '../../knowledge/file-access.ts'
import { deleteFile, readFileBytes } from '../../knowledge/file-store.ts'
import { enqueueIndexJob, uploadFile } from '../../knowledge/upload-file.ts'
import { readProfiles, saveEditedProfile } from '../../knowledge/profile/profile-store.ts'
import { documentTypes, type DocumentProfile } from '../../knowledge/profile/read-document-profile.ts'
import { strengthsIn } from '../../knowledge/strength.ts'
import { toFileDto } from './dto.ts'

interface UploadQuery {
  filename: string
  collectionId?: string
  threadId?: string
  assistantId?: string
  personal?: boolean
}
interface FileParams {
  fileId: string
}
const metadataKeys = ['product', 'country', 'language', 'documentType', 'validFrom', 'validTo'] as const

export default async function fileRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  const maxFileBytes = app.config.knowledgeMaxFileBytes
  // The body arrives as bytes; the limit is ours (checked below with our own code), with room for the check.
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxFileBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.post<{ Querystring: UploadQuery; Body: Buffer }>(
    '/api/knowledge/files',
    {
      schema: contract.schemaFor('knowledge-files-upload'),
      bodyLimit: maxFileBytes + 1,
      onRequest: async (request) => {
        const length = Number(request.headers['content-length'] ?? 0)
        if (length > maxFileBytes)
          throw new HttpError(413, `The file is larger than ${maxFileBytes} bytes`, {
            code: 'knowledge.fileTooLarge',
          })
      },
    },
    async (request, reply) => {
      const bytes = Buffer.isBuffer(request.body) ? new Uint8Array(request.body) : new Uint8Array()
      const file = await uploadFile(app.db, request.user!, request.query, bytes, {
        maxFileBytes,
        defaultQuotaBytes: app.config.knowledgeTenantQuotaBytes,
      })
      return reply.status(201).send(toFileDto(file))
    },
  )

  app.get<{ Querystring: { collectionId?: string; threadId?: string } }>(
    '/api/knowledge/files',
    { schema: contract.schemaFor('knowledge-files-list') },
    async (request) => {
      const user = request.user!
      const { collectionId, threadId } = request.query
      if (collectionId && !threadId) {
        if (!(await visibleCollection(app.db, user, collectionId))) throw notFound('No such collection')
        const rows = await app.db
          .select()
          .from(knowledgeFiles)
          .where(
            and(eq(knowledgeFiles.tenantGroup, user.group), eq(knowledgeFiles.collectionId, collectionId)),
          )
          .orderBy(desc(knowledgeFiles.createdAt))
        const profiles = await readProfiles(
          app.db,
          user.group,
          rows.map((row) => row.id),
        )
        return rows.map((row) => toFileDto(row, profiles.get(row.id)))
      }
      if (threadId && !collectionId) {
        if (!(await ownsThread(app.db, user, threadId))) throw notFound('No such thread')
        const rows = await app.db
          .select()
          .from(knowledgeFiles)
          .where(and(eq(knowledgeFiles.tenantGroup, user.group), eq(knowledgeFiles.threadId, threadId)))
          .orderBy(desc(knowledgeFiles.createdAt))
        return rows.map((row) => toFileDto(row))
      }
      throw new HttpError(400, 'Name exactly one of collectionId, threadId', {
        code: 'knowledge.placeRequired',
      })
    },
  )

  const fileOr404 = async (request: { user: Parameters<typeof visibleFile>[1] | null }, fileId: string) => {
    const file = await visibleFile(app.db, request.user!, fileId)
    if (!file) throw notFound('No such file')
    return file
  }
  const changeableOr404 = async (
    request: { user: Parameters<typeof visibleFile>[1] | null },
    fileId: string,
  ) => {
    const file = await fileOr404(request, fileId)
    if (!mayChangeFile(request.user!, file))
      throw new HttpError(403, 'Only administrators change data-pool files', { code: 'knowledge.forbidden' })
    return file
  }

  app.get<{ Params: FileParams }>(
    '/api/knowledge/files/:fileId',
    { schema: contract.schemaFor('knowledge-files-get') },
    async (request) => {
      const file = await fileOr404(request, request.params.fileId)
      return toFileDto(file, (await readProfiles(app.db, request.user!.group, [file.id])).get(file.id))
    },
  )

  app.put<{ Params: FileParams; Body: DocumentProfile }>(
    '/api/knowledge/files/:fileId/profile',
    { schema: contract.schemaFor('knowledge-files-profile') },
    async (request) => {
      const file = await changeableOr404(request, request.params.fileId)
      const profile = profileFrom(request.body)
      await saveEditedProfile(
        app.db,
        { fileId: file.id, tenantGroup: request.user!.group },
        profile,
        app.now(),
      )
      return toFileDto(file, (await readProfiles(app.db, request.user!.group, [file.id])).get(file.id))
    },
  )

  app.get<{ Params: FileParams }>(
    '/api/knowledge/files/:fileId/content',
    { schema: contract.schemaFor('knowledge-files-content') },
    async (request, reply) => {
      const file = await fileOr404(request, request.params.fileId)
      const bytes = await readFileBytes(app.db, request.user!.group, file.id)
      if (!bytes) throw notFound('No such file')
      return reply
        .header('content-type', file.mediaType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', attachmentDisposition(file.filename))
        .send(Buffer.from(bytes))
    },
  )

  app.patch<{ Params: FileParams; Body: { metadata: Record<string, string> } }>(
    '/api/knowledge/files/:fileId',
    { schema: contract.schemaFor('knowledge-files-update') },
    async (request) => {
      const file = await changeableOr404(request, request.params.fileId)
      const metadata = Object.fromEntries(
        metadataKeys.flatMap((key) =>
          request.body.metadata[key] ? [[key, request.body.metadata[key]!.trim()]] : [],
        ),
      )
      const [row] = await app.db
        .update(knowledgeFiles)
        .set({ metadata, updatedAt: app.now() })
        .where(eq(knowledgeFiles.id, file.id))
        .returning()
      return toFileDto(row!)
    },
  )

  app.post<{ Params: FileParams }>(
    '/api/knowledge/files/:fileId/reindex',
    { schema: contract.schemaFor('knowledge-files-reindex') },
    async (request, reply) => {
      const file = await changeableOr404(request, request.params.fileId)
      const [row] = await app.db
        .update(knowledgeFiles)
        .set({ status: 'queued', errorCode: null, errorDetail: null, updatedAt: app.now() })
        .where(eq(knowledgeFiles.id, file.id))
        .returning()
      await enqueueIndexJob(app.db, row!)
      return reply.status(202).send(toFileDto(row!))
    },
  )

  app.delete<{ Params: FileParams }>(
    '/api/knowledge/files/:fileId',
    { schema: contract.schemaFor('knowledge-files-delete') },
    async (request, reply) => {
      const file = await changeableOr404(request, request.params.fileId)
      await deleteFile(app.db, request.user!.group, file.id)
      return reply.status(204).send()
    },
  )
}

/** The profile as sent, trimmed, empty texts as null, the strength written as retrieval compares it. */
function profileFrom(body: DocumentProfile): DocumentProfile {
  const text = (value: string | null) => (value === null || value.trim() === '' ? null : value.trim())
  const strength = text(body.strength)
  const normalized = strength === null ? null : (strengthsIn(strength)[0] ?? null)
  if (strength !== null && normalized === null)
    throw new HttpError(400, 'The strength must be an amount with its unit, e.g. 1 % or 20 mg', {
      code: 'knowledge.badStrength',
    })
  if (body.documentType !== null && !documentTypes.includes(body.documentType))
    throw new HttpError(400, 'Unknown document type', { code: 'knowledge.badDocumentType' })
  return {
    product: text(body.product),
    strength: normalized,
    form: text(body.form),
    documentType: body.documentType,
    market: text(body.market)?.toUpperCase() ?? null,
    language: body.language,
    versionDate: body.versionDate,
  }
}
