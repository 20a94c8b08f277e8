// A conversation as a download, like the chat's export (src/server/routes/chat-history/export-thread.ts):
// Markdown for reading (each answer with its [PMID] links, queries, evidence table and the cited
// references in Vancouver style), JSON for machines. Texts in the language of the first question.
import { answerText, type AnswerLanguage } from '../chat/answer-language.ts'
import type { PubmedQuestionRow } from './ask-pubmed.ts'
import { toVancouver } from './export-references.ts'

const recordUrl = (pmid: string) => `https://pubmed.ncbi.nlm.nih.gov/${pmid}/`
const cell = (value: string | number | null, empty: string) =>
  value === null || value === '' ? empty : String(value).replace(/\|/g, '\\|').replace(/\s+/g, ' ')

function fileBase(title: string): string {
  // Characters that no file system accepts in a name (control characters included) become spaces.
  const cleaned = [...title]
    .map((char) => ('\\/:*?"<>|'.includes(char) || char < ' ' ? ' ' : char))
    .join('')
    .trim()
  return cleaned.slice(0, 80) || 'pubmed'
}

export function exportThread(
  rows: readonly PubmedQuestionRow[],
  format: 'md' | 'json',
  toDto: (row: PubmedQuestionRow) => unknown,
) {
  const head = rows[0]!
  const baseName = fileBase(head.question)
  if (format === 'json')
    return {
      fileName: `${baseName}.json`,
      contentType: 'application/json; charset=utf-8',
      body: JSON.stringify(
        { thread: { id: head.id, title: head.question }, questions: rows.map(toDto) },
        null,
        2,
      ),
    }
  const language = (['de', 'en', 'fr'].includes(head.language) ? head.language : 'en') as AnswerLanguage
  const t = (key: string) => answerText(language, key)
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'UTC',
  })
  const lines = [`# ${head.question}`, '', `PubMed · ${when.format(head.createdAt)} UTC`, '']
  for (const row of rows) {
    lines.push(`## ${t('pubmed.export.you')} · ${when.format(row.createdAt)} UTC`, '', row.question, '')
    lines.push(`## ${t('pubmed.export.answer')}`, '')
    if (row.source === 'library') lines.push(`> ${t('pubmed.source.library')}`, '')
    if (row.source === 'unavailable') lines.push(t('pubmed.source.unavailable'), '')
    else if (row.mode === 'none') lines.push(t('pubmed.answer.none'), '')
    else {
      if (row.mode === 'extractive') lines.push(`> ${t('pubmed.answer.extractive')}`, '')
      lines.push(
        row.answer.replace(/\[(\d{1,9})\]/g, (_m, pmid: string) => `[${pmid}](${recordUrl(pmid)})`),
        '',
      )
    }
    lines.push(`${t('pubmed.queries.title')}: ${row.queries.map((query) => `\`${query}\``).join('; ')}`, '')
    if (row.evidence.length > 0) {
      const empty = t('pubmed.evidence.notStated')
      const heads = ['pmid', 'title', 'year', 'journal', 'studyType', 'n'].map((key) =>
        t(`pubmed.evidence.${key}`),
      )
      lines.push(
        `### ${t('pubmed.evidence.heading')}`,
        '',
        `| ${heads.join(' | ')} |`,
        `|${' --- |'.repeat(6)}`,
      )
      for (const e of row.evidence)
        lines.push(
          `| [${e.pmid}](${recordUrl(e.pmid)}) | ${[e.title, e.year, e.journal, e.studyType, e.n].map((v) => cell(v, empty)).join(' | ')} |`,
        )
      const cited = row.citedPmids.flatMap((pmid) => row.articles.filter((a) => a.pmid === pmid))
      lines.push('', `### ${t('pubmed.export.references')}`, '')
      cited.forEach((article, index) => lines.push(`${index + 1}. ${toVancouver(article)}`))
      lines.push('')
    }
  }
  return { fileName: `${baseName}.md`, contentType: 'text/markdown; charset=utf-8', body: lines.join('\n') }
}
