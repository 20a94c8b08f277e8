// The knowledge evaluation set of issue 38 (decision 0090) stays honest: large enough, every kind
// and language present, every label true to the documents as the product extracts and chunks them,
// and the product's code knows nothing of the set (no brand name of it appears under src/).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { chunkDocument, extractDocument } from '../../src/server/knowledge/document-seam.ts'
import {
  crossLingual,
  evalDocuments,
  evalFiles,
  evalQuestions,
  expectPattern,
  questionKinds,
} from '../../scripts/knowledge-eval/eval-set.ts'

const questions = evalQuestions()
const normalise = (text: string) => text.replace(/\s+/g, ' ')

describe('knowledge evaluation set', () => {
  /** Per document: the text of each chunk the product indexes, whitespace-normalised. */
  const chunks = new Map<string, string[]>()
  beforeAll(async () => {
    for (const { document, bytes } of evalFiles()) {
      const extracted = await extractDocument(bytes, document.name)
      chunks.set(
        document.name,
        (await chunkDocument(extracted)).map((chunk) => normalise(chunk.text)),
      )
    }
  }, 120_000)

  it('has at least 30 documents in five formats and three languages, with unique names', () => {
    expect(evalDocuments.length).toBeGreaterThanOrEqual(30)
    expect(new Set(evalDocuments.map((document) => document.name)).size).toBe(evalDocuments.length)
    expect(new Set(evalDocuments.map((document) => document.name.split('.').pop()))).toEqual(
      new Set(['pdf', 'docx', 'md', 'html', 'txt']),
    )
    expect(new Set(evalDocuments.map((document) => document.language))).toEqual(new Set(['de', 'fr', 'en']))
    expect(new Set(evalDocuments.map((document) => document.type))).toEqual(
      new Set(['smpc', 'leaflet', 'training', 'claims', 'prices', 'press', 'faq']),
    )
    expect(evalDocuments.filter((document) => !document.current).length).toBeGreaterThanOrEqual(2)
  })

  it('has at least 200 questions with unique ids, every kind in every language, 20 or more unanswerable', () => {
    expect(questions.length).toBeGreaterThanOrEqual(200)
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length)
    for (const kind of questionKinds)
      for (const language of ['de', 'fr', 'en'])
        expect(
          questions.filter((question) => question.kind === kind && question.language === language).length,
          `${kind} ${language}`,
        ).toBeGreaterThan(0)
    expect(questions.filter((question) => question.kind === 'unanswerable').length).toBeGreaterThanOrEqual(20)
  })

  it('labels every question consistently', () => {
    const names = new Set(evalDocuments.map((document) => document.name))
    for (const question of questions) {
      expect(['de', 'fr', 'en'], question.id).toContain(question.language)
      expect(questionKinds, question.id).toContain(question.kind)
      expect(question.question.trim().length, question.id).toBeGreaterThan(10)
      if (question.kind === 'unanswerable') {
        expect(question.file, question.id).toBeNull()
        expect(question.expect, question.id).toBeNull()
        expect(question.about, question.id).toBeTruthy()
        continue
      }
      expect(names.has(question.file!), `${question.id}: ${question.file}`).toBe(true)
      for (const name of question.alsoIn ?? []) expect(names.has(name), `${question.id}: ${name}`).toBe(true)
      expect(question.expect, question.id).toBeTruthy()
      // A cross-lingual question is asked in another language than its document's (a look-alike or
      // version question may be too; the cross-lingual figures count them all).
      if (question.kind === 'crosslingual') expect(crossLingual(question), question.id).toBe(true)
      if (question.kind === 'answerable') expect(crossLingual(question), question.id).toBe(false)
    }
    // A version question's document is a product that has another version.
    const versioned = new Set(
      evalDocuments.filter((document) => !document.current).map((document) => document.product),
    )
    for (const question of questions.filter((q) => q.kind === 'version'))
      expect(
        versioned.has(evalDocuments.find((document) => document.name === question.file)!.product),
        question.id,
      ).toBe(true)
  })

  it('finds every expected value in a chunk of the expected document and of every other document named', () => {
    const missing: string[] = []
    for (const question of questions.filter((q) => q.kind !== 'unanswerable')) {
      const pattern = expectPattern(question)
      for (const name of [question.file!, ...(question.alsoIn ?? [])])
        if (!chunks.get(name)!.some((text) => pattern.test(text)))
          missing.push(`${question.id}: /${question.expect}/ not in ${name}`)
    }
    expect(missing).toEqual([])
  })

  it('asks about the old leaflet only where the question names its date', () => {
    const old = new Set(
      evalDocuments.filter((document) => !document.current).map((document) => document.name),
    )
    for (const question of questions.filter((q) => q.file && old.has(q.file)))
      expect(question.question, question.id).toMatch(/20\d\d|ancienne|alte/iu)
  })

  it('is unknown to the product: no brand name of the set appears in src/', () => {
    const brands = [
      'Arnivel',
      'Nasiclar',
      'Tussilon',
      'Tussilan',
      'Febralin',
      'Allerfin',
      'Allervin',
      'Halsana',
      'Solvita',
      'Magnavit',
      'Diarex',
      'Veltara',
    ]
    const pattern = new RegExp(brands.join('|'), 'i')
    const found: string[] = []
    const walk = (folder: string) => {
      for (const name of readdirSync(folder)) {
        const path = join(folder, name)
        if (statSync(path).isDirectory()) walk(path)
        else if (pattern.test(readFileSync(path, 'utf8'))) found.push(path)
      }
    }
    walk('src')
    expect(found).toEqual([])
  })
})
