// Tracked prompts as CSV (export and import): text, topic, category, market, language, active.
// Import checks every row before anything is written; a bad row names its line and field.
import Papa from 'papaparse'
import { csvLines } from '../lib/csv-lines.ts'
import { promptCategories, type PromptCategory } from './starter-pack.ts'

export const promptCsvColumns = ['text', 'topic', 'category', 'market', 'language', 'active'] as const

export interface CsvPrompt {
  readonly text: string
  readonly topic: string
  readonly category: PromptCategory
  readonly market: string
  readonly language: string
  readonly active: boolean
}

export interface CsvRowError {
  readonly line: number
  readonly field: string
  readonly code: string
}

export function promptsToCsv(prompts: readonly CsvPrompt[]): string {
  const rows = [
    [...promptCsvColumns],
    ...prompts.map((p) => [p.text, p.topic, p.category, p.market, p.language, p.active ? 'true' : 'false']),
  ]
  return csvLines(rows, ',')
}

export const maxPromptLength = 1000
export const maxImportRows = 5000

export function parsePromptCsv(
  csv: string,
  markets: readonly { country: string; language: string }[],
): { prompts: CsvPrompt[]; errors: CsvRowError[] } {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (h) => h.trim().toLowerCase(),
  })
  const errors: CsvRowError[] = []
  const prompts: CsvPrompt[] = []
  if (!parsed.meta.fields?.includes('text') || !parsed.meta.fields.includes('market'))
    return { prompts, errors: [{ line: 1, field: 'header', code: 'visibility.csvHeader' }] }
  if (parsed.data.length > maxImportRows)
    return { prompts, errors: [{ line: 1, field: 'rows', code: 'visibility.csvTooManyRows' }] }
  parsed.data.forEach((row, index) => {
    const line = index + 2
    const text = (row.text ?? '').trim()
    const market = (row.market ?? '').trim().toUpperCase()
    const category = (row.category ?? '').trim() || 'discovery'
    const known = markets.find((m) => m.country === market)
    const language = (row.language ?? '').trim().toLowerCase() || known?.language || ''
    const active = (row.active ?? '').trim().toLowerCase()
    if (!text || text.length > maxPromptLength)
      errors.push({ line, field: 'text', code: 'visibility.promptText' })
    else if (!known) errors.push({ line, field: 'market', code: 'visibility.unknownMarket' })
    else if (!promptCategories.includes(category as PromptCategory))
      errors.push({ line, field: 'category', code: 'visibility.unknownCategory' })
    else if (active && !['true', 'false', '1', '0', 'yes', 'no'].includes(active))
      errors.push({ line, field: 'active', code: 'visibility.badActive' })
    else
      prompts.push({
        text,
        topic: (row.topic ?? '').trim().slice(0, 200),
        category: category as PromptCategory,
        market,
        language,
        active: !['false', '0', 'no'].includes(active),
      })
  })
  return { prompts, errors }
}
