// One table of the team activity as CSV, as the product-data export writes it: every field quoted,
// the separator (and decimal mark) of the caller's language's spreadsheets, formula-like cells
// neutralised (a user name such as "=HYPERLINK(...)" runs nothing), the file name in
// Content-Disposition. Column titles come from the same catalogue as the page's table headers.
import type { FastifyReply, FastifyRequest } from 'fastify'
import de from '../../../generated/messages-de.gen.ts'
import en from '../../../generated/messages-en.gen.ts'
import fr from '../../../generated/messages-fr.gen.ts'
import type { TeamActivity } from '../../ai/team-activity.ts'
import { attachmentDisposition } from '../../lib/content-disposition.ts'
import { csvLines, delimiterOf, type Delimiter } from '../../lib/csv-lines.ts'
import { neutraliseCell } from '../../lib/spreadsheet-cells.ts'
import { languageOf } from '../resources/access.ts'

export type ActivityTable = 'day' | 'user' | 'assistant' | 'tile' | 'model'

type Cell = string | number | null
interface Column<Row> {
  /** teamActivity.column.<key> in the catalogue. */
  key: string
  value: (row: Row) => Cell
}

const figures = <Row extends { messages: number; tileRuns: number; tokensIn: number; tokensOut: number; tokens: number; costEstimate: number }>(): Column<Row>[] => [
  { key: 'messages', value: (row) => row.messages },
  { key: 'tileRuns', value: (row) => row.tileRuns },
  { key: 'tokensIn', value: (row) => row.tokensIn },
  { key: 'tokensOut', value: (row) => row.tokensOut },
  { key: 'tokens', value: (row) => row.tokens },
  { key: 'costEstimate', value: (row) => row.costEstimate },
]

/** Each table's rows and columns. */
function tableOf(activity: TeamActivity, by: ActivityTable): { rows: object[]; columns: Column<never>[] } {
  const pick = <Row>(rows: Row[], columns: Column<Row>[]) => ({ rows: rows as object[], columns: columns as Column<never>[] })
  switch (by) {
    case 'day':
      return pick(activity.byDay, [{ key: 'day', value: (row) => row.day }, { key: 'activeUsers', value: (row) => row.activeUsers }, ...figures()])
    case 'user':
      return pick(activity.byUser, [{ key: 'user', value: (row) => row.username }, { key: 'email', value: (row) => row.email }, ...figures(), { key: 'lastActiveAt', value: (row) => row.lastActiveAt }])
    case 'assistant':
      return pick(activity.byAssistant, [{ key: 'assistant', value: (row) => row.name ?? row.assistantId }, { key: 'activeUsers', value: (row) => row.activeUsers }, ...figures()])
    case 'tile':
      return pick(activity.byTile, [{ key: 'tile', value: (row) => row.name ?? row.tileId }, { key: 'activeUsers', value: (row) => row.activeUsers }, ...figures()])
    case 'model':
      return pick(activity.byModel, [{ key: 'model', value: (row) => row.modelName }, { key: 'calls', value: (row) => row.calls }, ...figures()])
  }
}

const catalogues: Record<string, Record<string, string>> = { de, en, fr }

export function sendActivityCsv(reply: FastifyReply, request: FastifyRequest, activity: TeamActivity, query: { by?: ActivityTable; delimiter?: Delimiter }, name: string) {
  const by = query.by ?? 'day'
  const language = languageOf(request)
  const messages = catalogues[language]!
  const delimiter = delimiterOf(query.delimiter, language)
  // A comma separates the fields of an English file; German and French spreadsheets read 0,25.
  const decimal = (value: number) => (delimiter === ';' ? String(value).replace('.', ',') : String(value))
  const { rows, columns } = tableOf(activity, by)
  const header = columns.map((column) => messages[`teamActivity.column.${column.key}`] ?? column.key)
  const cells = rows.map((row) =>
    columns.map((column) => {
      const value = column.value(row as never)
      if (value === null) return ''
      return typeof value === 'number' ? neutraliseCell(decimal(Number(value.toFixed(6))), true) : neutraliseCell(value)
    }),
  )
  const fileName = `${name}-${activity.group.toLowerCase()}-${by}-${activity.from}-${activity.to}.csv`
  return reply
    .header('content-disposition', attachmentDisposition(fileName))
    .type('text/csv; charset=utf-8')
    .send(`\uFEFF${csvLines([header, ...cells], delimiter)}`)
}
