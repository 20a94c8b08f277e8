// What extraction hands to chunking: the document's text in the units a citation can point at
// (a PDF page, a slide, a section under its headings, a range of code lines) and its language.

export type UnitKind = 'page' | 'slide' | 'section' | 'lines'

export interface ExtractedUnit {
  readonly kind: UnitKind
  /** Page or slide number (1-based), first line of a code range; null for sections. */
  readonly number: number | null
  /** The heading path of the unit ("Wirksamkeit > Schnelle Schmerzlinderung"), "lines a-b" for code, or ''. */
  readonly heading: string
  readonly text: string
}

export type DocumentLanguage = 'german' | 'french' | 'english'

export interface ExtractedDocument {
  readonly units: ExtractedUnit[]
  /** The text-search configuration for the document; null when too little prose to tell. */
  readonly language: DocumentLanguage | null
  /** For code files: the programming language. */
  readonly codeLanguage?: string
}

/** What the extraction worker posts: the units in order, a batch a message, then the rest. */
export type ExtractedPart = { readonly units: ExtractedUnit[] } | Omit<ExtractedDocument, 'units'>
