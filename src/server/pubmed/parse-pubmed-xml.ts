// PubMed/MEDLINE XML (efetch's answer and PubMed's "Save as XML" file) to records. Structured
// abstracts keep their labels; missing fields stay null; a record without a PMID or a title is
// skipped and counted, never invented. Entities are decoded by hand (no DOCTYPE expansion), and the
// inline markup of titles and abstracts (<i>, <sup>, ...) is dropped, its text kept.
import { XMLParser } from 'fast-xml-parser'
import { decodeXmlEntities } from '../analysis/sources/parse-feed.ts'
import type { AbstractSection, PubmedArticle } from './types.ts'

export interface ParsedPubmedXml {
  readonly articles: PubmedArticle[]
  /** Records left out because they lack a PMID or a title. */
  readonly skipped: number
}

/** Not PubMed XML at all (no PubmedArticleSet). */
export class NotPubmedXml extends Error {
  readonly code = 'pubmed.notPubmedXml'
}

const lists = new Set([
  'PubmedArticle',
  'AbstractText',
  'Author',
  'PublicationType',
  'ArticleId',
  'ELocationID',
])
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  stopNodes: ['*.AbstractText', '*.ArticleTitle'],
  isArray: (name) => lists.has(name),
})

type Node = Record<string, unknown>

export function parsePubmedXml(xml: string): ParsedPubmedXml {
  let document: Node
  try {
    document = parser.parse(xml) as Node
  } catch (error) {
    throw new NotPubmedXml(`Not well-formed XML: ${(error as Error).message}`)
  }
  const set = document.PubmedArticleSet
  if (set === undefined) throw new NotPubmedXml('No PubmedArticleSet element')
  const articles: PubmedArticle[] = []
  let skipped = 0
  for (const entry of asList(nodeOf(set).PubmedArticle)) {
    const article = toArticle(entry)
    if (article) articles.push(article)
    else skipped++
  }
  return { articles, skipped }
}

function toArticle(entry: Node): PubmedArticle | null {
  const citation = nodeOf(entry.MedlineCitation)
  const article = nodeOf(citation.Article)
  const pmid = textOf(citation.PMID)
  const title = markupText(article.ArticleTitle)
  if (!/^\d{1,9}$/.test(pmid) || !title) return null
  const journal = nodeOf(article.Journal)
  const issue = nodeOf(journal.JournalIssue)
  const abstract: AbstractSection[] = asList(nodeOf(article.Abstract).AbstractText)
    .map((part) => ({
      label: typeof part === 'object' && part['@Label'] ? String(part['@Label']) : null,
      text: markupText(part),
    }))
    .filter((section) => section.text)
  const ids = asList(nodeOf(nodeOf(entry.PubmedData).ArticleIdList).ArticleId)
  const doi =
    ids.find((id) => id['@IdType'] === 'doi') ??
    asList(article.ELocationID).find((id) => id['@EIdType'] === 'doi')
  return {
    pmid,
    title,
    abstract,
    journal: textOf(journal.Title) || null,
    journalAbbreviation: textOf(journal.ISOAbbreviation) || null,
    year: yearOf(nodeOf(issue.PubDate)),
    volume: textOf(issue.Volume) || null,
    issue: textOf(issue.Issue) || null,
    pages: textOf(nodeOf(article.Pagination).MedlinePgn) || null,
    authors: asList(nodeOf(article.AuthorList).Author)
      .map((author) => {
        const collective = textOf(author.CollectiveName)
        if (collective) return collective
        const last = textOf(author.LastName)
        return last ? `${last} ${textOf(author.Initials)}`.trim() : ''
      })
      .filter(Boolean),
    publicationTypes: asList(nodeOf(article.PublicationTypeList).PublicationType).map(textOf).filter(Boolean),
    doi: doi ? textOf(doi) || null : null,
    language: textOf(article.Language) || null,
  }
}

function yearOf(date: Node): number | null {
  const match = /\b(1[89]\d\d|20\d\d)\b/.exec(textOf(date.Year) || textOf(date.MedlineDate))
  return match ? Number(match[1]) : null
}

/** Text of a stop node (raw inner XML): tags dropped, entities decoded, whitespace folded. */
function markupText(value: unknown): string {
  const inner = typeof value === 'object' && value !== null ? (value as Node)['#text'] : value
  const raw = String(inner ?? '')
  return decodeXmlEntities(raw.replace(/<[^>]*>/g, ''))
    .replace(/\s+/g, ' ')
    .trim()
}

function textOf(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (typeof value === 'object') return textOf((value as Node)['#text'])
  return decodeXmlEntities(String(value)).trim()
}

function nodeOf(value: unknown): Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Node) : {}
}

function asList(value: unknown): Node[] {
  if (value === undefined || value === null) return []
  return (Array.isArray(value) ? value : [value]).map((one) =>
    typeof one === 'object' && one !== null ? (one as Node) : ({ '#text': one } as Node),
  )
}
