// The cited references of an answer as RIS (reference managers), BibTeX and Vancouver text
// (ICMJE/NLM: up to six authors, then "et al."). Fields the record lacks are left out, not filled.
import type { PubmedArticle } from './types.ts'

export type ReferenceFormat = 'ris' | 'bibtex' | 'vancouver'

export const referenceFormats: Record<ReferenceFormat, { type: string; extension: string }> = {
  ris: { type: 'application/x-research-info-systems', extension: 'ris' },
  bibtex: { type: 'application/x-bibtex', extension: 'bib' },
  vancouver: { type: 'text/plain', extension: 'txt' },
}

export function exportReferences(articles: readonly PubmedArticle[], format: ReferenceFormat): string {
  if (format === 'ris') return articles.map(toRis).join('\n')
  if (format === 'bibtex') return articles.map(toBibtex).join('\n')
  return articles.map((article, i) => `${i + 1}. ${toVancouver(article)}`).join('\n') + '\n'
}

function toRis(a: PubmedArticle): string {
  const lines = ['TY  - JOUR']
  const add = (tag: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') lines.push(`${tag}  - ${value}`)
  }
  for (const author of a.authors) add('AU', author)
  add('TI', a.title)
  add('JO', a.journal)
  add('J2', a.journalAbbreviation)
  add('PY', a.year)
  add('VL', a.volume)
  add('IS', a.issue)
  const [start, end] = (a.pages ?? '').split('-')
  add('SP', start)
  add('EP', end)
  add('DO', a.doi)
  add('AN', a.pmid)
  add('UR', `https://pubmed.ncbi.nlm.nih.gov/${a.pmid}/`)
  add('AB', a.abstract.map((s) => (s.label ? `${s.label}: ${s.text}` : s.text)).join(' '))
  lines.push('ER  - ')
  return lines.join('\n') + '\n'
}

function bibtexValue(value: string): string {
  return value.replace(/([{}\\])/g, '\\$1')
}

function toBibtex(a: PubmedArticle): string {
  const fields: [string, string | number | null][] = [
    ['author', a.authors.length ? a.authors.join(' and ') : null],
    ['title', a.title],
    ['journal', a.journal],
    ['year', a.year],
    ['volume', a.volume],
    ['number', a.issue],
    ['pages', a.pages?.replace('-', '--') ?? null],
    ['doi', a.doi],
    ['pmid', a.pmid],
    ['url', `https://pubmed.ncbi.nlm.nih.gov/${a.pmid}/`],
  ]
  const body = fields
    .filter((field): field is [string, string | number] => field[1] !== null && field[1] !== '')
    .map(([name, value]) => `  ${name} = {${bibtexValue(String(value))}}`)
    .join(',\n')
  return `@article{pmid${a.pmid},\n${body}\n}\n`
}

export function toVancouver(a: PubmedArticle): string {
  const authors =
    a.authors.length > 6
      ? `${a.authors.slice(0, 6).join(', ')}, et al.`
      : a.authors.length
        ? `${a.authors.join(', ')}.`
        : ''
  const title = /[.?!]$/.test(a.title) ? a.title : `${a.title}.`
  const journal = a.journalAbbreviation ?? a.journal
  let source = journal ? `${journal}.` : ''
  if (a.year) source += ` ${a.year}`
  if (a.volume) source += `;${a.volume}`
  if (a.issue) source += `(${a.issue})`
  if (a.pages) source += `:${a.pages}`
  if (a.year || a.volume || a.pages) source += '.'
  const parts = [authors, title, source.trim(), a.doi ? `doi:${a.doi}.` : '', `PMID: ${a.pmid}.`]
  return parts.filter(Boolean).join(' ')
}
