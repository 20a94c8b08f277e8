// Exports of the analysis (decision 0098): the items of the items list's filters with their latest
// result and findings, and the keyword statistics, as CSV or XLSX with column titles in the caller's
// language.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import type { Contract } from '../../contract.ts'
import { analysisColumns, analysisRows, type ItemFilters } from '../../analysis/exports/analysis-rows.ts'
import {
  keywordStatsColumns,
  keywordStatsRows,
  type KeywordStatsFilters,
} from '../../analysis/exports/keyword-stats-rows.ts'
import { sendTable } from '../../analysis/exports/write-table.ts'
import { delimiterOf, type Delimiter } from '../../lib/csv-lines.ts'
import { languageOf } from '../resources/access.ts'

const tool = 'medicheck'
const catalogues: Record<string, Record<string, string>> = { de, en, fr }
type FileQuery = { format: 'csv' | 'xlsx'; delimiter?: Delimiter }

function textsOf(request: FastifyRequest) {
  const language = languageOf(request)
  const messages = catalogues[language] ?? en
  return { language, text: (key: string) => messages[key] ?? (en as Record<string, string>)[key] ?? key }
}

export default async function exportRoutes(app: FastifyInstance, { contract }: { contract: Contract }) {
  app.get<{ Querystring: ItemFilters & FileQuery }>(
    '/api/medicheck/export',
    { schema: contract.schemaFor('medicheck-export') },
    async (request, reply) => {
      const { format, delimiter, ...filters } = request.query
      const { language, text } = textsOf(request)
      const { rows, truncated } = await analysisRows(app.db, request.user!.group, tool, filters)
      if (truncated) reply.header('x-export-truncated', 'true')
      const day = app.now().toISOString().slice(0, 10)
      return sendTable(reply, {
        format,
        fileName: `medicheck-analysis-${day}`,
        delimiter: delimiterOf(delimiter, language),
        sheet: {
          name: text('safety.export.sheet.analysis'),
          header: analysisColumns.map((key) => text(`safety.export.column.${key}`)),
          rows,
        },
      })
    },
  )

  app.get<{ Querystring: KeywordStatsFilters & FileQuery }>(
    '/api/medicheck/keyword-stats/export',
    { schema: contract.schemaFor('medicheck-keyword-stats-export') },
    async (request, reply) => {
      const { format, delimiter, ...filters } = request.query
      const { language, text } = textsOf(request)
      const rows = await keywordStatsRows(app.db, request.user!.group, tool, filters)
      const day = app.now().toISOString().slice(0, 10)
      return sendTable(reply, {
        format,
        fileName: `medicheck-keyword-stats-${day}`,
        delimiter: delimiterOf(delimiter, language),
        sheet: {
          name: text('safety.export.sheet.keywordStats'),
          header: keywordStatsColumns.map((key) => text(`safety.export.keywordColumn.${key}`)),
          rows,
        },
      })
    },
  )
}
