// The tenant's literature collection (offline answers): its size, and the admin's import of PubMed
// XML or MEDLINE .nbib files through the file guard.
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { knowledgeFileLimits } from '../../knowledge/extract/extract-limits.ts'
import { HttpError } from '../../lib/http-error.ts'
import { countLibrary } from '../../pubmed/article-store.ts'
import { importLiterature } from '../../pubmed/import-literature.ts'

const maxBytes = knowledgeFileLimits.maxBytes

export default async function libraryRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.get('/api/pubmed/library', { schema: contract.schemaFor('pubmed-library-get') }, async (request) => ({
    count: await countLibrary(app.db, request.user!.group),
  }))

  app.post<{ Querystring: { filename: string }; Body: Buffer }>(
    '/api/pubmed/library',
    {
      schema: contract.schemaFor('pubmed-library-import'),
      bodyLimit: maxBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxBytes)
          throw new HttpError(413, `The file is larger than ${maxBytes} bytes`, {
            code: 'pubmed.fileTooLarge',
          })
      },
    },
    async (request, reply) => {
      const user = request.user!
      const bytes = request.body
      if (!Buffer.isBuffer(bytes) || bytes.byteLength === 0)
        throw new HttpError(400, 'The file is empty', { code: 'pubmed.noRecords' })
      const result = await importLiterature(
        app.db,
        { tenantGroup: user.group, userId: user.id, now: app.now() },
        bytes,
        request.query.filename,
      )
      await app.audit(request, {
        action: 'pubmed.literature.imported',
        target: request.query.filename.slice(0, 200),
        result: 'success',
        detail: result,
      })
      return reply.code(201).send({ ...result, count: await countLibrary(app.db, user.group) })
    },
  )
}
