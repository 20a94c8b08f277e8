// Retrieval quality on the fixture documents: the 70 questions of retrieval-questions.yaml (German,
// French, English; how the set was made is said at its top) asked of the fixtures uploaded through
// the API. A passage of the right file holding the expected phrase must be among the first five for
// at least 90 % of them. Without other documents around; npm run bench:knowledge adds 100,000
// distractor chunks and measures the same thing at scale.
import { readFileSync } from 'node:fs'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { retrievePassages } from '../../src/server/knowledge/retrieve.ts'
import { buildKnowledgeApp, type KnowledgeTestApp } from './helpers.ts'

interface Question {
  id: string
  question: string
  file: string
  contains: string
}

const folder = 'tests/fixtures/knowledge/'
const { questions } = parse(readFileSync(`${folder}retrieval-questions.yaml`, 'utf8')) as { questions: Question[] }

describe('retrieval over the fixture documents', () => {
  let t: KnowledgeTestApp
  beforeAll(async () => {
    t = await buildKnowledgeApp()
    const admin = (await t.as('ADMIN', 'DEMO')).headers
    const collectionId = await t.createCollection(admin, 'Fixtures')
    for (const filename of new Set(questions.map((q) => q.file))) {
      const uploaded = await t.upload(admin, { collectionId, filename }, readFileSync(folder + filename))
      expect(await t.waitForStatus(admin, uploaded.json().id, ['ready', 'failed'])).toMatchObject({ status: 'ready' })
    }
  }, 120_000)
  afterAll(() => t.close())

  it('finds the answering passage among the first five for at least 90 % of the questions', async () => {
    const missed: string[] = []
    for (const q of questions) {
      const passages = await retrievePassages(t.app.db, { tenantGroup: 'DEMO', collections: 'all', includeInternal: true }, q.question, { limit: 5, minSimilarity: t.app.config.knowledgeVectorMinSimilarity })
      if (!passages.some((p) => p.filename === q.file && p.text.replace(/\s+/g, ' ').includes(q.contains))) missed.push(q.id)
    }
    expect(1 - missed.length / questions.length, `missed: ${missed.join(', ')}`).toBeGreaterThanOrEqual(0.9)
  })
})
