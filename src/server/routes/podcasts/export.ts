// The findings of a podcast's episodes as CSV or XLSX (decision 0110), for every level of the podcast
// groups: the way a suspected AE of a tenant without the safety inbox reaches its PV process.
import type { FastifyInstance } from 'fastify'
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import type { Contract } from '../../contract.ts'
import { sendTable } from '../../analysis/exports/write-table.ts'
import { podcastFindingColumns, podcastFindingRows } from '../../analysis/podcasts/podcast-findings-rows.ts'
import { findPodcast } from '../../analysis/podcasts/podcast-queries.ts'
import { delimiterOf, type Delimiter } from '../../lib/csv-lines.ts'
import { notFound } from '../../lib/http-error.ts'
import { languageOf } from '../resources/access.ts'

const catalogues: Record<string, Record<string, string>> = { de, en, fr }

export default async function podcastExportRoutes(
  app: FastifyInstance,
  { contract }: { contract: Contract },
) {
  app.get<{
    Params: { podcastId: string }
    Querystring: { format: 'csv' | 'xlsx'; delimiter?: Delimiter }
  }>(
    '/api/podcasts/:podcastId/findings/export',
    { schema: contract.schemaFor('podcasts-findings-export') },
    async (request, reply) => {
      const user = request.user!
      const podcast = await findPodcast(app.db, user.group, request.params.podcastId)
      if (!podcast) throw notFound('No such podcast')
      const language = languageOf(request)
      const messages = catalogues[language] ?? en
      const text = (key: string) => messages[key] ?? (en as Record<string, string>)[key] ?? key
      const rows = await podcastFindingRows(app.db, user.group, podcast.id)
      const day = app.now().toISOString().slice(0, 10)
      return sendTable(reply, {
        format: request.query.format,
        fileName: `podcast-findings-${day}`,
        delimiter: delimiterOf(request.query.delimiter, language),
        sheet: {
          name: text('podcast.export.sheet'),
          header: podcastFindingColumns.map((key) => text(`podcast.export.column.${key}`)),
          rows,
        },
      })
    },
  )
}
