// Import of a LinkedIn post-analytics export (CSV or XLSX) as the request body: read through the file
// guard by the bulk upload's parser (a worker, row and size caps), checked row by row, then written
// in one transaction. Any bad row: 422 with every row's reason and nothing written.
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { influencingAmbassadors } from '../../db/influencing-tables.ts'
import { labelOf } from '../../influencing/export-columns.ts'
import { foldName, readExportRows } from '../../influencing/read-export-rows.ts'
import { writePosts } from '../../influencing/write-posts.ts'
import { HttpError } from '../../lib/http-error.ts'
import { parseFile } from '../bulk-uploads/parse-file.ts'

/** LinkedIn's exports are some KB; 10,000 posts as XLSX about 1 MB. 10 MB bounds the parse. */
export const maxImportBytes = 10 * 1024 * 1024

interface ImportQuery {
  filename: string
  ambassadorId?: string
}

const tooLarge = () =>
  new HttpError(413, `The file is larger than ${maxImportBytes} bytes`, { code: 'influencing.fileTooLarge' })

export default async function importRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxImportBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.post<{ Querystring: ImportQuery; Body: Buffer }>(
    '/api/influencing/imports',
    {
      schema: contract.schemaFor('influencing-imports-create'),
      bodyLimit: maxImportBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxImportBytes) throw tooLarge()
      },
    },
    async (request, reply) => {
      const group = request.user!.group
      const bytes = request.body
      if (!Buffer.isBuffer(bytes) || bytes.byteLength === 0)
        throw new HttpError(400, 'The file is empty', { code: 'influencing.fileEmpty' })
      if (bytes.byteLength > maxImportBytes) throw tooLarge()
      const name = request.query.filename.toLowerCase()
      const format = name.endsWith('.xlsx') ? 'xlsx' : name.endsWith('.csv') ? 'csv' : null
      if (!format)
        throw new HttpError(415, 'An export is a .csv or .xlsx file', { code: 'influencing.fileType' })
      const ambassadors = await app.db
        .select({ id: influencingAmbassadors.id, name: influencingAmbassadors.name })
        .from(influencingAmbassadors)
        .where(eq(influencingAmbassadors.tenantGroup, group))
      const chosen = request.query.ambassadorId ?? null
      if (chosen && !ambassadors.some((a) => a.id === chosen))
        throw new HttpError(400, 'No such ambassador', { code: 'influencing.unknownAmbassador' })
      const file = await parseFile(format, bytes)
      const today = app.now().toISOString().slice(0, 10)
      const { rows, errors, missing } = readExportRows(file, {
        ambassadorsByName: new Map(ambassadors.map((a) => [foldName(a.name), a.id])),
        defaultAmbassadorId: chosen,
        today,
      })
      if (missing.length > 0) {
        const columns = missing.map(labelOf).join(', ')
        throw new HttpError(400, `The file has no column ${columns}`, {
          code: 'influencing.missingColumns',
          fieldErrors: {
            content: {
              code: 'influencing.missingColumns',
              message: `The file has no column ${columns}`,
              params: { columns },
            },
          },
        })
      }
      // The handler answers this one itself: the error handler's body has no place for row reasons.
      if (errors.length > 0)
        return reply.status(422).send({
          message: `${errors.length} rows cannot be imported`,
          code: 'influencing.badRows',
          rowErrors: errors,
        })
      if (rows.length === 0)
        throw new HttpError(400, 'The file has no post rows', { code: 'influencing.noRows' })
      const result = await writePosts(app.db, group, rows, 'import')
      await app.audit(request, {
        action: 'influencing.import',
        result: 'success',
        detail: {
          filename: request.query.filename,
          rows: rows.length,
          postsCreated: result.postsCreated,
          postsUpdated: result.postsUpdated,
        },
      })
      return {
        rows: rows.length,
        postsCreated: result.postsCreated,
        postsUpdated: result.postsUpdated,
        snapshots: result.snapshots,
      }
    },
  )
}
