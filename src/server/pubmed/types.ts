// One PubMed record as Tessera keeps it: what the evidence table, the answer and the reference
// exports need. Fields PubMed leaves out stay null (or empty), never guessed.

export interface AbstractSection {
  /** BACKGROUND, METHODS, RESULTS, CONCLUSIONS, ... as the record labels it; null: unstructured. */
  readonly label: string | null
  readonly text: string
}

export interface PubmedArticle {
  readonly pmid: string
  readonly title: string
  readonly abstract: AbstractSection[]
  readonly journal: string | null
  /** The journal's ISO abbreviation (Vancouver style); null when the record has none. */
  readonly journalAbbreviation: string | null
  readonly year: number | null
  readonly volume: string | null
  readonly issue: string | null
  readonly pages: string | null
  /** "Family Initials" per author, in the record's order. */
  readonly authors: string[]
  readonly publicationTypes: string[]
  readonly doi: string | null
  readonly language: string | null
}

/** The study type shown in the evidence table: the most telling publication type of the record. */
export function studyTypeOf(article: Pick<PubmedArticle, 'publicationTypes'>): string | null {
  const ranked = [
    'Meta-Analysis',
    'Systematic Review',
    'Randomized Controlled Trial',
    'Clinical Trial',
    'Observational Study',
    'Review',
    'Case Reports',
  ]
  for (const type of ranked) if (article.publicationTypes.includes(type)) return type
  return (
    article.publicationTypes.find((type) => type !== 'Journal Article') ?? article.publicationTypes[0] ?? null
  )
}

/** The number of participants where the abstract states it ("n = 120", "120 patients"); null otherwise. */
export function sampleSizeOf(article: Pick<PubmedArticle, 'abstract'>): number | null {
  const text = article.abstract.map((section) => section.text).join(' ')
  const explicit = /\b[nN]\s*=\s*(\d[\d,]{0,8})/.exec(text)
  const counted =
    explicit ??
    /\b(\d[\d,]{0,8})\s+(?:patients|participants|subjects|adults|children|women|men|individuals|volunteers)\b/.exec(
      text,
    )
  if (!counted) return null
  const n = Number(counted[1]!.replace(/,/g, ''))
  return Number.isFinite(n) && n > 0 ? n : null
}
