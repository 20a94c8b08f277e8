// A run resumes where it stopped: the answers a former attempt stored (here written before the job
// runs, as a crash would leave them) are not asked again, and the run counts them with the new ones.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import {
  visibilityPrompts,
  visibilityProjects,
  visibilityRuns,
} from '../../src/server/db/visibility-tables.ts'
import { enqueueJob } from '../../src/server/jobs/index.ts'
import { storeAnswer } from '../../src/server/visibility/ask-engine.ts'
import { compileProjectNames } from '../../src/server/visibility/match-answer.ts'
import { visibilityRunJobKind } from '../../src/server/visibility/start-run.ts'
import { reply } from '../support/scripted-openai-server.ts'
import { buildRunApp, messagesOf, type RunTestApp } from '../analysis/run-helpers.ts'

let t: RunTestApp
beforeAll(async () => {
  t = await buildRunApp()
})
afterAll(async () => {
  await t?.close()
})

it('asks only the slots without an answer', async () => {
  const modelId = await t.addModel('PARENT')
  const { headers } = await t.signInAs('ADMIN', 'PARENT')
  t.server.answerWhen((body) => messagesOf(body).length === 1, reply('1. Zyrtomax\n2. Dolorin'))
  const db = t.app.db
  const [project] = await db
    .insert(visibilityProjects)
    .values({
      id: randomUUID(),
      tenantGroup: 'PARENT',
      name: 'Resume',
      brand: 'Zyrtomax',
      competitors: [{ name: 'Dolorin', aliases: [], domains: [] }],
      markets: [{ country: 'DE', language: 'de' }],
      engines: [{ modelId, webSearch: false }],
      samples: 3,
    })
    .returning()
  const prompts = ['Frage A?', 'Frage B?'].map((text) => ({
    id: randomUUID(),
    projectId: project!.id,
    tenantGroup: 'PARENT',
    text,
    category: 'discovery',
    market: 'DE',
    language: 'de',
    branded: false,
  }))
  await db.insert(visibilityPrompts).values(prompts)
  const runId = randomUUID()
  await db
    .insert(visibilityRuns)
    .values({ id: runId, projectId: project!.id, tenantGroup: 'PARENT', status: 'running', answersTotal: 6 })
  // The former attempt answered prompt A's samples 1 and 2.
  const store = (sample: number) =>
    storeAnswer(
      db,
      project!,
      compileProjectNames(project!),
      {
        runId,
        prompt: { ...prompts[0]!, topic: '', active: true, createdAt: new Date() },
        sample,
        model: { modelId, label: 'Scripted analyst' },
      },
      {
        text: '1. Dolorin\n2. Zyrtomax',
        status: 'ok',
        errorCode: null,
        tokensIn: 1,
        tokensOut: 1,
        cost: null,
      },
    )
  expect(await store(1)).toBe(true)
  expect(await store(2)).toBe(true)
  // A slot stored twice keeps its first answer and mentions.
  expect(await store(2)).toBe(false)
  const mentions = (await db.execute(
    sql`select count(*)::int as n from visibility_mentions m join visibility_answers a on a.id = m.answer_id where a.run_id = ${runId}`,
  )) as unknown as { rows: { n: number }[] }
  expect(Number(mentions.rows[0]!.n)).toBe(4)
  await enqueueJob(db, {
    kind: visibilityRunJobKind,
    tenantGroup: 'PARENT',
    payload: { runId, promptIds: prompts.map((p) => p.id), concurrency: 2, minSimilarity: 0.25 },
  })
  let run: Record<string, unknown> = {}
  for (let i = 0; i < 800 && run.status !== 'done' && run.status !== 'failed'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25))
    run = (await t.app.inject({ url: `/api/visibility/runs/${runId}`, headers })).json()
  }
  expect(run).toMatchObject({ status: 'done', answersDone: 6, answersFailed: 0 })
  const asked = t.server.requests
    .filter((r) => messagesOf(r.body).length === 1)
    .map((r) => messagesOf(r.body)[0]!.content)
  expect(asked.filter((text) => text === 'Frage A?')).toHaveLength(1)
  expect(asked.filter((text) => text === 'Frage B?')).toHaveLength(3)
  // The earlier answers keep their text: the brand second there, first in the new ones.
  const figures = (
    await t.app.inject({ url: `/api/visibility/projects/${project!.id}/figures`, headers })
  ).json().groups[0]
  expect(figures.averagePosition).toMatchObject({ n: 6, value: (2 + 2 + 1 + 1 + 1 + 1) / 6 })
})
