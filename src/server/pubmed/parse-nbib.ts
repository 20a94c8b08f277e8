// PubMed's MEDLINE text format (.nbib, "Send to: Citation manager"): records of `TAG - value` lines,
// continuation lines indented, records apart by blank lines. Same rules as the XML: a record without
// a PMID or a title is skipped and counted. Abstracts in this format carry no section labels unless
// written inline ("BACKGROUND: ..."), which are split out again.
import type { AbstractSection, PubmedArticle } from './types.ts'
import type { ParsedPubmedXml } from './parse-pubmed-xml.ts'

const labelPattern = /(?:^|\s)([A-Z][A-Z /&-]{2,40}):\s/g

export function parseNbib(text: string): ParsedPubmedXml {
  const articles: PubmedArticle[] = []
  let skipped = 0
  for (const block of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const fields = readFields(block)
    if (fields.size === 0) continue
    const one = (tag: string) => fields.get(tag)?.[0] ?? null
    const pmid = one('PMID') ?? ''
    const title = one('TI') ?? ''
    if (!/^\d{1,9}$/.test(pmid) || !title) {
      skipped++
      continue
    }
    const doi = [...(fields.get('LID') ?? []), ...(fields.get('AID') ?? [])]
      .find((id) => id.endsWith('[doi]'))
      ?.replace(/\s*\[doi\]$/, '')
    const year = /\b(1[89]\d\d|20\d\d)\b/.exec(one('DP') ?? '')
    articles.push({
      pmid,
      title,
      abstract: splitAbstract(one('AB')),
      journal: one('JT'),
      journalAbbreviation: one('TA'),
      year: year ? Number(year[1]) : null,
      volume: one('VI'),
      issue: one('IP'),
      pages: one('PG'),
      authors: fields.get('AU') ?? [],
      publicationTypes: fields.get('PT') ?? [],
      doi: doi ?? null,
      language: one('LA'),
    })
  }
  return { articles, skipped }
}

function readFields(block: string): Map<string, string[]> {
  const fields = new Map<string, string[]>()
  let current: { tag: string; index: number } | null = null
  for (const line of block.split('\n')) {
    const field = /^([A-Z]{2,4})\s*-\s?(.*)$/.exec(line)
    if (field) {
      const [, tag, value] = field
      const values = fields.get(tag!) ?? []
      values.push(value!.trim())
      fields.set(tag!, values)
      current = { tag: tag!, index: values.length - 1 }
    } else if (current && /^\s+\S/.test(line)) {
      const values = fields.get(current.tag)!
      values[current.index] = `${values[current.index]} ${line.trim()}`
    }
  }
  return fields
}

function splitAbstract(text: string | null): AbstractSection[] {
  if (!text) return []
  const marks = [...text.matchAll(labelPattern)]
  if (marks.length === 0) return [{ label: null, text }]
  const sections: AbstractSection[] = []
  const lead = text.slice(0, marks[0]!.index).trim()
  if (lead) sections.push({ label: null, text: lead })
  marks.forEach((mark, i) => {
    const start = mark.index! + mark[0].length
    const end = i + 1 < marks.length ? marks[i + 1]!.index : text.length
    const body = text.slice(start, end).trim()
    if (body) sections.push({ label: mark[1]!.trim(), text: body })
  })
  return sections
}
