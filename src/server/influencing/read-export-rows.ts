// An export's rows as posts with figures, or the reasons row by row (line, column, code): the whole
// file is checked before anything is written, so a file with one bad row changes nothing.
import type { ParsedFile } from '../routes/bulk-uploads/parse-file.ts'
import { labelOf, mapColumns, type ExportField } from './export-columns.ts'
import type { PostFigures } from './figures.ts'
import { canonicalPostUrl } from './post-url.ts'
import { isBlank, readCount, readDay } from './read-values.ts'

export interface ImportRow {
  readonly line: number
  readonly ambassadorId: string
  readonly url: string
  readonly publishedOn: string
  /** null: the export has no text for it (a re-import keeps the text there is). */
  readonly text: string | null
  readonly takenOn: string
  readonly figures: PostFigures
}

export interface RowError {
  readonly line: number
  readonly column: string
  readonly code: string
  readonly message: string
}

export interface ReadContext {
  /** The tenant's ambassadors by folded name. */
  readonly ambassadorsByName: ReadonlyMap<string, string>
  /** For rows without an ambassador column or cell. */
  readonly defaultAmbassadorId: string | null
  readonly today: string
}

export const maxRowErrors = 200
export const foldName = (name: string) => name.trim().toLocaleLowerCase('de').replace(/\s+/g, ' ')

export function readExportRows(
  file: ParsedFile,
  context: ReadContext,
): { rows: ImportRow[]; errors: RowError[]; missing: ExportField[] } {
  const { columns, missing } = mapColumns(file.headers)
  if (missing.length > 0) return { rows: [], errors: [], missing }
  const rows: ImportRow[] = []
  const errors: RowError[] = []
  const seen = new Map<string, number>()
  for (const { line, cells } of file.rows) {
    if (errors.length >= maxRowErrors) break
    const cell = (field: ExportField) =>
      columns[field] === undefined ? null : (cells[columns[field]] ?? null)
    const fail = (field: ExportField, code: string, message: string) =>
      errors.push({ line, column: labelOf(field), code, message })
    const before = errors.length
    const url = canonicalPostUrl(String(cell('url') ?? ''))
    if (!url) fail('url', 'influencing.badUrl', 'Not an http(s) address of a post')
    const publishedOn = readDay(cell('publishedOn'))
    if (!publishedOn)
      fail('publishedOn', 'influencing.badDate', 'Not a date (YYYY-MM-DD, D.M.YYYY or M/D/YYYY)')
    else if (publishedOn > context.today)
      fail('publishedOn', 'influencing.futureDate', 'The post is dated after today')
    const takenOn = isBlank(cell('takenOn')) ? context.today : readDay(cell('takenOn'))
    if (!takenOn) fail('takenOn', 'influencing.badDate', 'Not a date (YYYY-MM-DD, D.M.YYYY or M/D/YYYY)')
    else if (takenOn > context.today)
      fail('takenOn', 'influencing.futureDate', 'The figures are dated after today')
    else if (publishedOn && takenOn < publishedOn)
      fail('takenOn', 'influencing.figuresBeforePost', 'The figures are dated before the post')
    const count = (field: 'impressions' | 'reactions' | 'comments' | 'reshares' | 'membersReached') => {
      const raw = cell(field)
      if (field === 'membersReached' && isBlank(raw)) return null
      const value = readCount(raw)
      if (value === null && isBlank(raw)) fail(field, 'influencing.missingValue', 'The cell is empty')
      else if (value === null) fail(field, 'influencing.badCount', 'Not a whole number of at least 0')
      return value
    }
    const impressions = count('impressions')
    const membersReached = count('membersReached')
    const reactions = count('reactions')
    const comments = count('comments')
    const reshares = count('reshares')
    const name = isBlank(cell('ambassador')) ? null : String(cell('ambassador')).trim()
    const ambassadorId =
      name === null ? context.defaultAmbassadorId : (context.ambassadorsByName.get(foldName(name)) ?? null)
    if (!ambassadorId && name === null)
      fail(
        'ambassador',
        'influencing.ambassadorRequired',
        'No ambassador: name one in the file or choose one for the import',
      )
    else if (!ambassadorId)
      fail('ambassador', 'influencing.unknownAmbassador', `No ambassador is called ${name}`)
    if (url && takenOn) {
      const key = `${url} ${takenOn}`
      const first = seen.get(key)
      if (first !== undefined)
        fail('url', 'influencing.duplicateRow', `The same post and day as line ${first}`)
      else seen.set(key, line)
    }
    if (errors.length > before) continue
    const text = isBlank(cell('text')) ? null : String(cell('text')).trim()
    rows.push({
      line,
      ambassadorId: ambassadorId!,
      url: url!,
      publishedOn: publishedOn!,
      text,
      takenOn: takenOn!,
      figures: {
        impressions: impressions!,
        membersReached,
        reactions: reactions!,
        comments: comments!,
        reshares: reshares!,
      },
    })
  }
  return { rows, errors: errors.slice(0, maxRowErrors), missing: [] }
}
