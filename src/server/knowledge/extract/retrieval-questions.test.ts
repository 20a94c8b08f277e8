// The retrieval evaluation set stays true to the fixtures: every question names a passage the
// extraction produces (page/slide/section and heading) that contains the phrase it expects.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { extractDocument, type ExtractedDocument } from './extract-document.ts'

interface Question {
  id: string
  language: 'de' | 'fr' | 'en'
  question: string
  file: string
  unit: { kind: string; number: number | null }
  heading: string
  contains: string
}

const folder = new URL('../../../../tests/fixtures/knowledge/', import.meta.url)
const { questions } = parse(readFileSync(new URL('retrieval-questions.yaml', folder), 'utf8')) as {
  questions: Question[]
}

describe('retrieval-questions.yaml', () => {
  it('has at least 50 questions in German, French and English, with unique ids', () => {
    expect(questions.length).toBeGreaterThanOrEqual(50)
    expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length)
    for (const language of ['de', 'fr', 'en'])
      expect(questions.filter((q) => q.language === language).length).toBeGreaterThanOrEqual(10)
  })

  it('names, for every question, a passage of the extracted fixture that contains its phrase', async () => {
    const documents = new Map<string, ExtractedDocument>()
    for (const file of new Set(questions.map((q) => q.file)))
      documents.set(file, await extractDocument(readFileSync(new URL(file, folder)), file))
    for (const q of questions) {
      const units = documents
        .get(q.file)!
        .units.filter((u) => u.kind === q.unit.kind && u.number === q.unit.number && u.heading === q.heading)
      expect(
        units.length,
        `${q.id}: no ${q.unit.kind} ${q.unit.number} "${q.heading}" in ${q.file}`,
      ).toBeGreaterThan(0)
      expect(
        units.some((u) => u.text.includes(q.contains)),
        `${q.id}: "${q.contains}"`,
      ).toBe(true)
    }
  })
})
