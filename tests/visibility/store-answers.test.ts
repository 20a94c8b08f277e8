// storeAnswers writes a prompt x engine's answers and their mentions in one statement whose rows
// travel as one JSON parameter (decision 0112): every column as the matcher and the citation reader
// found it, any number of answers and mentions, a slot answered already left as it was (its mentions
// not written twice), and text PostgreSQL's jsonb would refuse (a lone surrogate) stored as a text
// parameter stored it. Real database: PGlite, or PostgreSQL when DATABASE_URL is set.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { visibilityProjects, visibilityRuns } from '../../src/server/db/visibility-tables.ts'
import { storeAnswers, type AskedAnswer } from '../../src/server/visibility/ask-engine.ts'
import { compileProjectNames } from '../../src/server/visibility/match-answer.ts'
import { buildApp, type TestApp } from '../server/helpers/build-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await buildApp()
})
afterAll(async () => {
  await t?.close()
})

const listed = [
  'Gegen Halsschmerzen helfen vor allem:',
  '1. Dolorin Akut – lindert schnell',
  '2. Zyrtomax Forte – 3-mal täglich',
  '',
  'Quellen: https://www.zyrtomax.de/hals und https://www.apotheken-umschau.de/hals',
].join('\n')

const answer = (text: string, fields: Partial<AskedAnswer> = {}): AskedAnswer => ({
  text,
  status: 'ok',
  errorCode: null,
  tokensIn: 20,
  tokensOut: 90,
  cost: 0.00076,
  ...fields,
})

it('stores answers with their mentions and counts in one statement, once per slot', async () => {
  const db = t.app.db
  const [project] = await db
    .insert(visibilityProjects)
    .values({
      id: randomUUID(),
      tenantGroup: 'PARENT',
      name: 'Store',
      brand: 'Zyrtomax',
      brandAliases: ['Zyrtomax Forte'],
      ownDomains: ['zyrtomax.de'],
      competitors: [{ name: 'Dolorin', aliases: ['Dolorin Akut'], domains: [] }],
      markets: [{ country: 'DE', language: 'de' }],
      engines: [],
      samples: 3,
    })
    .returning()
  const runId = randomUUID()
  await db
    .insert(visibilityRuns)
    .values({ id: runId, projectId: project!.id, tenantGroup: 'PARENT', status: 'running', answersTotal: 4 })
  const compiled = compileProjectNames(project!)
  const prompt = {
    id: randomUUID(),
    projectId: project!.id,
    tenantGroup: 'PARENT',
    text: 'Was hilft gegen Halsschmerzen?',
    topic: 'Hals',
    category: 'comparison',
    market: 'AT',
    language: 'de',
    branded: false,
    active: true,
    createdAt: new Date(),
  }
  const slot = (sample: number) => ({ runId, prompt, sample, model: { modelId: 'm1', label: 'Engine' } })
  const lone = 'Zyrtomax \uD800 hilft.'
  const stored = await storeAnswers(db, project!, compiled, [
    { slot: slot(1), answer: answer(listed) },
    { slot: slot(2), answer: answer('', { status: 'failed', errorCode: 'ai.timeout', cost: null }) },
    { slot: slot(3), answer: answer(lone, { askedAt: new Date('2026-11-02T10:00:00Z') }) },
  ])
  expect(stored).toBe(3)

  const rows = (
    (await db.execute(sql`
      select sample, market, topic, category, branded, model_label, status, error_code, text, tokens_in, tokens_out,
        cost::float8 as cost, brand_mentioned, brand_position, entities_mentioned, cite_own, cite_health_portal,
        cite_other, jsonb_array_length(citations) as citations, asked_at, tenant_group, project_id
      from visibility_answers where run_id = ${runId} order by sample`)) as unknown as {
      rows: Record<string, unknown>[]
    }
  ).rows
  expect(rows).toHaveLength(3)
  expect(rows[0]).toMatchObject({
    market: 'AT',
    topic: 'Hals',
    category: 'comparison',
    branded: false,
    model_label: 'Engine',
    status: 'ok',
    error_code: null,
    text: listed,
    tokens_in: 20,
    tokens_out: 90,
    cost: 0.00076,
    brand_mentioned: true,
    brand_position: 2,
    entities_mentioned: 2,
    cite_own: 1,
    cite_health_portal: 1,
    cite_other: 0,
    citations: 2,
    tenant_group: 'PARENT',
    project_id: project!.id,
  })
  expect(rows[1]).toMatchObject({
    status: 'failed',
    error_code: 'ai.timeout',
    text: '',
    cost: null,
    brand_mentioned: false,
    brand_position: null,
    entities_mentioned: 0,
    citations: 0,
  })
  // The lone surrogate is U+FFFD, as a text parameter's UTF-8 made it; same length, so offsets hold.
  expect(rows[2]).toMatchObject({ text: 'Zyrtomax \uFFFD hilft.', brand_mentioned: true })
  expect(new Date(rows[2]!.asked_at as string).toISOString()).toBe('2026-11-02T10:00:00.000Z')

  const mentions = async () =>
    (
      (await db.execute(sql`
        select a.sample, m.entity, m.kind, m.start, m."end", m.matched, m.list_position
        from visibility_mentions m join visibility_answers a on a.id = m.answer_id
        where a.run_id = ${runId} order by a.sample, m.start`)) as unknown as {
        rows: Record<string, unknown>[]
      }
    ).rows
  const first = await mentions()
  expect(first).toEqual([
    {
      sample: 1,
      entity: 'Dolorin',
      kind: 'competitor',
      start: listed.indexOf('Dolorin Akut'),
      end: listed.indexOf('Dolorin Akut') + 'Dolorin Akut'.length,
      matched: 'Dolorin Akut',
      list_position: 1,
    },
    {
      sample: 1,
      entity: 'brand',
      kind: 'own',
      start: listed.indexOf('Zyrtomax Forte'),
      end: listed.indexOf('Zyrtomax Forte') + 'Zyrtomax Forte'.length,
      matched: 'Zyrtomax Forte',
      list_position: 2,
    },
    {
      sample: 3,
      entity: 'brand',
      kind: 'own',
      start: 0,
      end: 8,
      matched: 'Zyrtomax',
      list_position: null,
    },
  ])

  // Stored again with a new sample: only that one is new; the first answer and its mentions stay single.
  expect(
    await storeAnswers(db, project!, compiled, [
      { slot: slot(1), answer: answer('Zyrtomax, anders.') },
      { slot: slot(4), answer: answer('Nichts Genanntes.') },
    ]),
  ).toBe(1)
  expect(await mentions()).toEqual(first)
  const texts = (
    (await db.execute(
      sql`select sample, text from visibility_answers where run_id = ${runId} and sample in (1, 4) order by sample`,
    )) as unknown as { rows: { sample: number; text: string }[] }
  ).rows
  expect(texts).toEqual([
    { sample: 1, text: listed },
    { sample: 4, text: 'Nichts Genanntes.' },
  ])
})
