// The columns of a LinkedIn post-analytics export as Tessera reads them (decision 0103): one post per
// row, the header in row 1 of the first sheet (CSV or XLSX). LinkedIn's English and German labels
// and the labels of our own export are accepted, compared without case, accents or punctuation.

export type ExportField =
  | 'url'
  | 'publishedOn'
  | 'text'
  | 'ambassador'
  | 'takenOn'
  | 'impressions'
  | 'membersReached'
  | 'reactions'
  | 'comments'
  | 'reshares'

const labels: Record<ExportField, readonly string[]> = {
  url: ['Post URL', 'Post link', 'URL', 'Link', 'Beitrags-URL', 'Beitragslink', 'Lien du post'],
  publishedOn: [
    'Post publish date',
    'Post date',
    'Created date',
    'Published',
    'Date',
    'Veröffentlichungsdatum',
    'Datum',
    'Date de publication',
  ],
  text: ['Post text', 'Post commentary', 'Post title', 'Text', 'Beitragstext', 'Texte'],
  ambassador: ['Ambassador', 'Author', 'Posted by', 'Botschafter', 'Autor', 'Ambassadeur', 'Auteur'],
  takenOn: ['Snapshot date', 'Export date', 'Figures as of', 'Stand', 'Exportdatum'],
  impressions: ['Impressions', 'Impressionen'],
  membersReached: ['Members reached', 'Unique impressions', 'Erreichte Mitglieder', 'Membres touchés'],
  reactions: ['Reactions', 'Likes', 'Reaktionen', 'Réactions'],
  comments: ['Comments', 'Kommentare', 'Commentaires'],
  reshares: ['Reposts', 'Reshares', 'Shares', 'Reposts (shares)', 'Geteilt', 'Republications', 'Partages'],
}

export const requiredFields: readonly ExportField[] = [
  'url',
  'publishedOn',
  'impressions',
  'reactions',
  'comments',
  'reshares',
]

const fold = (label: string) =>
  label
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')

const byLabel = new Map<string, ExportField>(
  (Object.entries(labels) as [ExportField, readonly string[]][]).flatMap(([field, names]) =>
    names.map((name) => [fold(name), field] as const),
  ),
)

/** Which column holds which field (the first column with a known label wins), and the required ones missing. */
export function mapColumns(headers: readonly string[]): {
  columns: Partial<Record<ExportField, number>>
  missing: ExportField[]
} {
  const columns: Partial<Record<ExportField, number>> = {}
  headers.forEach((header, index) => {
    const field = byLabel.get(fold(header))
    if (field && columns[field] === undefined) columns[field] = index
  })
  return { columns, missing: requiredFields.filter((field) => columns[field] === undefined) }
}

/** The English label a message names a field by. */
export const labelOf = (field: ExportField) => labels[field][0]!
