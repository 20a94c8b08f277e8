// The library's list (search, filters, sort, choices, medians) and the import of Mailchimp's export
// (CSV of reports, a campaign's HTML) for tenants without a key.
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Contract } from '../../contract.ts'
import { upsertCampaigns } from '../../campaigns/campaign-store.ts'
import { enqueueCampaignEmbedding } from '../../campaigns/embed-campaigns.ts'
import { maxImportBytes, readCampaignExport } from '../../campaigns/import-export.ts'
import {
  libraryFacets,
  libraryMedians,
  listCampaigns,
  type LibraryQuery,
} from '../../campaigns/library-query.ts'
import {
  campaignsWithoutVector,
  embedQuery,
  semanticSearchState,
  type SemanticMissing,
} from '../../campaigns/semantic-search.ts'
import { campaigns } from '../../db/campaign-tables.ts'
import { HttpError } from '../../lib/http-error.ts'
import { toCampaignListItem } from './dto.ts'

export default async function libraryRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.addContentTypeParser(
    'application/octet-stream',
    { parseAs: 'buffer', bodyLimit: maxImportBytes + 1 },
    (_request, body, done) => done(null, body),
  )

  app.get<{ Querystring: LibraryQuery }>(
    '/api/campaigns',
    { schema: contract.schemaFor('campaigns-list') },
    async (request) => {
      const group = request.user!.group
      const query = request.query
      if (query.from && query.to && query.from > query.to)
        throw new HttpError(400, 'The start date is after the end date', { code: 'campaigns.badDates' })
      // Search by meaning where the database and the tenant allow it (decision 0107); said plainly when not.
      const state = await semanticSearchState(app.db, group)
      const q = query.q?.trim()
      let missing: SemanticMissing | null = state.available ? null : state.missing
      let queryVector = null
      if (state.available && q) {
        const vector = await embedQuery(
          app.db,
          { tenantGroup: group, userId: request.user!.id, modelId: state.modelId, log: request.log },
          q,
        )
        if (vector)
          queryVector = {
            modelId: state.modelId,
            vector,
            minSimilarity: app.config.knowledgeVectorMinSimilarity,
          }
        else missing = 'queryNotEmbedded'
      }
      const [list, facets, medians, withoutVector] = await Promise.all([
        listCampaigns(app.db, group, query, queryVector),
        libraryFacets(app.db, group),
        libraryMedians(app.db, group),
        state.available ? campaignsWithoutVector(app.db, group, state.modelId) : null,
      ])
      return {
        items: list.items.map(toCampaignListItem),
        total: list.total,
        facets,
        medians,
        semanticSearch: missing === null,
        semanticSearchMissing: missing,
        campaignsWithoutVector: withoutVector,
      }
    },
  )

  app.post<{ Querystring: { filename: string }; Body: Buffer }>(
    '/api/campaigns/import',
    {
      schema: contract.schemaFor('campaigns-import'),
      bodyLimit: maxImportBytes + 1,
      onRequest: async (request) => {
        if (Number(request.headers['content-length'] ?? 0) > maxImportBytes)
          throw new HttpError(413, `The file is larger than ${maxImportBytes} bytes`, {
            code: 'campaigns.importTooLarge',
          })
      },
    },
    async (request) => {
      const group = request.user!.group
      const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const imported = await readCampaignExport(bytes, request.query.filename)
      let written = 0
      const [html] = imported.kind === 'html' ? imported.rows : []
      const now = app.now()
      if (html) {
        // A campaign of the CSV with this Unique Id gets its e-mail; its figures stay.
        const updated = await app.db
          .update(campaigns)
          .set({ html: html.html, plainText: html.plainText, language: html.language, updatedAt: now })
          .where(
            and(
              eq(campaigns.tenantGroup, group),
              eq(campaigns.source, 'import'),
              eq(campaigns.externalId, html.externalId),
            ),
          )
          .returning({ id: campaigns.id })
        written = updated.length
      }
      if (written === 0) written = await upsertCampaigns(app.db, group, 'import', imported.rows, now)
      if (written > 0) await enqueueCampaignEmbedding(app.db, group)
      await app.audit(request, {
        action: 'campaigns.imported',
        target: group,
        result: 'success',
        detail: { filename: request.query.filename, kind: imported.kind, written, skipped: imported.skipped },
      })
      return { written, skipped: imported.skipped }
    },
  )
}
