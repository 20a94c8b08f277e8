// AI visibility end to end over the API (real database, the job runner, a scripted OpenAI-compatible
// model server): a PARENT admin sets up a project, imports prompts, runs them on an engine (two samples
// each), and reads the figures and an answer. The scripted answers hold a list with the competitor
// first, citations of each kind, a misspelt brand, a wrong dose, a failed call and an empty answer; the
// figures are the ones worked out by hand below. Other groups are refused on every endpoint.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { endpoints } from '../../src/generated/access.gen.ts'
import { failWith, reply } from '../support/scripted-openai-server.ts'
import { buildRunApp, messagesOf, type RunTestApp } from '../analysis/run-helpers.ts'

let t: RunTestApp
let admin: Record<string, string>
let reader: Record<string, string>
let modelId: string
let collectionId: string

const prompts = {
  discovery: 'Was hilft am besten gegen Halsschmerzen?',
  misspelt: 'Welche Lutschtabletten gibt es?',
  branded: 'Ist Zyrtomax gut gegen Halsschmerzen?',
  failing: 'Was tun bei Heiserkeit?',
  empty: 'Hilft Salbei?',
}
const answers = {
  discovery: [
    'Bei Halsschmerzen helfen diese Mittel:',
    '1. Dolorin – wirkt schnell',
    '2. Zyrtomax Forte – Erwachsene nehmen 10 Tabletten täglich',
    '3. Salbeitee',
    '',
    'Quellen: https://www.zyrtomax.de/halsschmerzen und https://www.apotheken-umschau.de/halsschmerzen',
  ].join('\n'),
  misspelt: 'Beliebt sind Zyrtomaks und Dolorin. Erhältlich bei https://www.shop-apotheke.com/hals.',
  branded: 'Ja, Zyrtomax lindert Halsschmerzen und ist gut verträglich.',
}
const verdict = {
  sentiment: 'positive',
  accuracy: 'incorrect',
  answerQuote: '10 Tabletten täglich',
  labelQuote: 'Erwachsene nehmen 3-mal täglich 1 Lutschtablette.',
  reason: 'Die Antwort nennt eine zu hohe Dosis.',
}

const asked = (text: string) => (body: Record<string, unknown>) => {
  const messages = messagesOf(body)
  return messages.length === 1 && messages[0]!.content === text
}

beforeAll(async () => {
  t = await buildRunApp()
  modelId = await t.addModel('PARENT')
  admin = (await t.signInAs('ADMIN', 'PARENT')).headers
  reader = (await t.signInAs('READ', 'PARENT')).headers
  collectionId = await t.addCollection('PARENT', { name: 'Zyrtomax Fachinformation', internal: true })
  await t.addDocument('PARENT', { collectionId }, 'zyrtomax-fachinfo.pdf', [
    'Zyrtomax Lutschtabletten. Dosierung: Erwachsene nehmen 3-mal täglich 1 Lutschtablette. Nicht für Kinder unter 12 Jahren.',
  ])
  const s = t.server
  s.answerWhen(asked(prompts.discovery), reply(answers.discovery, { usage: { input: 20, output: 60 } }))
  s.answerWhen(asked(prompts.misspelt), reply(answers.misspelt, { usage: { input: 20, output: 30 } }))
  s.answerWhen(asked(prompts.branded), reply(answers.branded, { usage: { input: 20, output: 20 } }))
  s.answerWhen(asked(prompts.failing), failWith(500))
  s.answerWhen(asked(prompts.empty), reply('', { usage: { input: 10, output: 0 } }))
  s.answerWhen(
    (body) => (messagesOf(body)[0]?.content ?? '').startsWith('You check what'),
    reply(JSON.stringify(verdict), { usage: { input: 300, output: 60 } }),
  )
})
afterAll(async () => {
  await t?.close()
})

const projectBody = () => ({
  name: 'Zyrtomax DACH',
  brand: 'Zyrtomax',
  brandAliases: ['Zyrtomax Forte'],
  ownDomains: ['https://www.zyrtomax.de/'],
  competitors: [{ name: 'Dolorin', aliases: [], domains: ['dolorin.de'] }],
  markets: [{ country: 'DE', language: 'de' }],
  topics: ['Halsschmerzen'],
  engines: [{ modelId, webSearch: false }],
  samples: 2,
  approvedCollectionId: collectionId,
})

async function waitForRun(runId: string) {
  for (let i = 0; i < 1200; i++) {
    const response = await t.app.inject({ url: `/api/visibility/runs/${runId}`, headers: reader })
    expect(response.statusCode, response.body).toBe(200)
    const run = response.json() as Record<string, unknown>
    if (run.status === 'done' || run.status === 'failed') return run
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('run did not end')
}

describe('AI visibility', () => {
  let projectId: string

  it('sets up a project, checking its settings', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/visibility/projects',
      headers: admin,
      payload: {
        ...projectBody(),
        engines: [{ modelId: 'not-a-model', webSearch: false }],
        markets: [{ country: 'DE', language: 'fr' }],
      },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().fieldErrors as object).sort()).toEqual(['engines', 'markets'])
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/visibility/projects',
      headers: admin,
      payload: projectBody(),
    })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ ownDomains: ['zyrtomax.de'], samples: 2, cadence: 'manual' })
    projectId = created.json().id as string
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/visibility/projects',
      headers: admin,
      payload: projectBody(),
    })
    expect(again.json()).toMatchObject({ code: 'visibility.nameTaken' })
  })

  it('generates the starter pack without a model, finds branded prompts, imports and exports CSV', async () => {
    const starter = await t.app.inject({
      method: 'POST',
      url: `/api/visibility/projects/${projectId}/prompts/starter`,
      headers: admin,
    })
    expect(starter.json()).toEqual({ added: 7 })
    const listed = (
      await t.app.inject({ url: `/api/visibility/projects/${projectId}/prompts`, headers: reader })
    ).json().items as { id: string; branded: boolean; category: string }[]
    expect(
      listed
        .filter((p) => p.branded)
        .map((p) => p.category)
        .sort(),
    ).toEqual(['brand', 'brand', 'comparison'])
    // Pause the pack: the run below asks only the imported prompts.
    for (const p of listed) {
      const paused = await t.app.inject({
        method: 'PATCH',
        url: `/api/visibility/prompts/${p.id}`,
        headers: admin,
        payload: { active: false },
      })
      expect(paused.statusCode).toBe(200)
    }
    const badCsv = await t.app.inject({
      method: 'POST',
      url: `/api/visibility/projects/${projectId}/prompts/import`,
      headers: admin,
      payload: { csv: 'text,market,category\nA?,DE,discovery\nB?,IT,discovery\n' },
    })
    expect(badCsv.statusCode).toBe(400)
    expect(badCsv.json()).toMatchObject({ code: 'visibility.unknownMarket' })
    const csv = [
      'text,topic,category,market',
      `${prompts.discovery},Halsschmerzen,discovery,DE`,
      `${prompts.misspelt},Halsschmerzen,useCase,DE`,
      `${prompts.branded},Halsschmerzen,brand,DE`,
      `${prompts.failing},Heiserkeit,discovery,DE`,
      `${prompts.empty},Halsschmerzen,useCase,DE`,
    ].join('\n')
    const imported = await t.app.inject({
      method: 'POST',
      url: `/api/visibility/projects/${projectId}/prompts/import`,
      headers: admin,
      payload: { csv },
    })
    // The pack holds the discovery and the branded prompt already: skipped (and paused), so made active again.
    expect(imported.json()).toEqual({ added: 3, skipped: 2 })
    const all = (
      await t.app.inject({ url: `/api/visibility/projects/${projectId}/prompts`, headers: reader })
    ).json().items as { id: string; text: string }[]
    for (const text of [prompts.discovery, prompts.branded]) {
      const prompt = all.find((p) => p.text === text)!
      await t.app.inject({
        method: 'PATCH',
        url: `/api/visibility/prompts/${prompt.id}`,
        headers: admin,
        payload: { active: true },
      })
    }
    const exported = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/prompts/export`,
      headers: reader,
    })
    expect(exported.headers['content-type']).toContain('text/csv')
    expect(exported.body).toContain(
      '"Ist Zyrtomax gut gegen Halsschmerzen?","Halsschmerzen","brand","DE","de","true"',
    )
  })

  it('shows zeros with n = 0 before any run', async () => {
    const figures = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/figures`,
      headers: reader,
    })
    expect(figures.json().groups).toEqual([
      expect.objectContaining({
        key: 'all',
        answers: 0,
        visibility: expect.objectContaining({ value: 0, n: 0 }),
      }),
    ])
  })

  it('runs every active prompt twice on the engine, then judges the answers naming the brand', async () => {
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/visibility/projects/${projectId}/runs`,
      headers: reader,
    })
    expect(refused.statusCode).toBe(403)
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/visibility/projects/${projectId}/runs`,
      headers: admin,
    })
    expect(started.statusCode, started.body).toBe(202)
    expect(started.json().answersTotal).toBe(10)
    const run = await waitForRun(started.json().runId as string)
    // 10 answers: 2 failed and 2 without text are not ok; 4 answers name the brand, each judged.
    expect(run).toMatchObject({ status: 'done', answersDone: 10, answersFailed: 4, verdictsDone: 4 })
  })

  it('computes the headline figures without branded prompts, by hand', async () => {
    const figures = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/figures`,
      headers: reader,
    })
    const all = figures.json().groups[0]
    // ok answers: discovery x2 (brand at 2, Dolorin at 1) and misspelt x2 (Dolorin only).
    expect(all).toMatchObject({ answers: 4, failed: 2, noAnswer: 2 })
    expect(all.visibility).toMatchObject({ value: 0.5, successes: 2, n: 4, smallSample: true })
    expect(all.shareOfVoice).toMatchObject({ successes: 2, n: 6 })
    expect(all.averagePosition).toMatchObject({ value: 2, n: 2 })
    expect(all.citationShare.own).toMatchObject({ successes: 2, n: 6 })
    expect(all.citationShare.healthPortal).toMatchObject({ successes: 2, n: 6 })
    expect(all.citationShare.retailer).toMatchObject({ successes: 2, n: 6 })
    expect(all.citationShare.competitor).toMatchObject({ successes: 0, n: 6 })
    expect(all.sentiment.positive).toMatchObject({ successes: 2, n: 2 })
    // The wrong dose: both judged incorrect against the label.
    expect(all.accuracy).toMatchObject({ value: 0, successes: 0, n: 2 })
    expect(all.visibility.low).toBeGreaterThan(0)
    expect(all.visibility.high).toBeLessThan(1)

    const branded = (
      await t.app.inject({
        url: `/api/visibility/projects/${projectId}/figures?includeBranded=true`,
        headers: reader,
      })
    ).json().groups[0]
    expect(branded.visibility).toMatchObject({ successes: 4, n: 6 })
    // The branded answer holds no quote of the verdict: stored as unverifiable, outside the accuracy rate.
    expect(branded.accuracy).toMatchObject({ n: 2 })
    expect(branded.sentiment.positive).toMatchObject({ successes: 4, n: 4 })

    const byCategory = (
      await t.app.inject({
        url: `/api/visibility/projects/${projectId}/figures?dimension=category`,
        headers: reader,
      })
    ).json().groups as { key: string; answers: number; visibility: { n: number } }[]
    expect(byCategory.map((g) => [g.key, g.answers])).toEqual([
      ['discovery', 2],
      ['useCase', 2],
    ])
    const byWeek = (
      await t.app.inject({
        url: `/api/visibility/projects/${projectId}/figures?dimension=week`,
        headers: reader,
      })
    ).json().groups as { key: string; answers: number }[]
    const now = new Date()
    const monday = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 6) % 7)),
    )
    expect(byWeek).toEqual([expect.objectContaining({ key: monday.toISOString().slice(0, 10), answers: 4 })])
    const exported = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/figures/export?dimension=engine`,
      headers: reader,
    })
    expect(exported.body.split('\r\n')[1]).toContain('"Scripted analyst","4","2","2","0.5","4"')
  })

  it('opens an answer with its mentions, citations and the verdict quoting both sides', async () => {
    const list = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/answers?mentioned=true`,
      headers: reader,
    })
    const items = list.json().items as { id: string; brandPosition: number | null }[]
    expect(items).toHaveLength(2)
    const answer = (
      await t.app.inject({ url: `/api/visibility/answers/${items[0]!.id}`, headers: reader })
    ).json()
    expect(answer.text).toBe(answers.discovery)
    for (const m of answer.mentions as { start: number; end: number; matched: string }[])
      expect(answer.text.slice(m.start, m.end)).toBe(m.matched)
    expect(
      (answer.mentions as { entity: string; listPosition: number }[]).map((m) => [m.entity, m.listPosition]),
    ).toEqual([
      ['Dolorin', 1],
      ['brand', 2],
    ])
    expect(answer.citations.map((c: { type: string }) => c.type)).toEqual(['own', 'healthPortal'])
    expect(answer.verdict).toMatchObject({
      accuracy: 'incorrect',
      answerQuote: '10 Tabletten täglich',
      labelQuote: 'Erwachsene nehmen 3-mal täglich 1 Lutschtablette.',
      labelSource: 'zyrtomax-fachinfo.pdf',
    })
  })

  it('refuses every other group on every visibility endpoint', async () => {
    const demo = (await t.signInAs('ADMIN', 'DEMO')).headers
    const visibility = endpoints.filter((e) => e.id.startsWith('visibility-'))
    expect(visibility).toHaveLength(20)
    for (const endpoint of visibility) {
      const url = endpoint.path.replace(/\{\w+\}/g, projectId)
      const response = await t.app.inject({
        method: endpoint.method as 'GET',
        url,
        headers: demo,
        ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
      })
      expect(response.statusCode, `${endpoint.method} ${url}`).toBe(403)
    }
  })

  it('says which model to add when the project has no engine', async () => {
    const bare = await t.app.inject({
      method: 'POST',
      url: '/api/visibility/projects',
      headers: admin,
      payload: { ...projectBody(), name: 'Ohne Modell', engines: [] },
    })
    const run = await t.app.inject({
      method: 'POST',
      url: `/api/visibility/projects/${bare.json().id}/runs`,
      headers: admin,
    })
    expect(run.statusCode).toBe(409)
    expect(run.json()).toMatchObject({ code: 'visibility.noEngine' })
  })
})

describe('cadence', () => {
  it('finds weekly and daily projects due when their last run is older than a week or a day', async () => {
    const { dueProjects } = await import('../../src/server/visibility/schedule-runs-job.ts')
    const { visibilityProjects } = await import('../../src/server/db/visibility-tables.ts')
    const { eq } = await import('drizzle-orm')
    const [project] = await t.app.db
      .select()
      .from(visibilityProjects)
      .where(eq(visibilityProjects.name, 'Zyrtomax DACH'))
    const due = async (at: Date) => (await dueProjects(t.app.db, at)).map((p) => p.id)
    // Manual: never due.
    expect(await due(new Date(Date.now() + 30 * 86_400_000))).not.toContain(project!.id)
    await t.app.db
      .update(visibilityProjects)
      .set({ cadence: 'weekly' })
      .where(eq(visibilityProjects.id, project!.id))
    // Its run just ended: due again only after a week.
    expect(await due(new Date(Date.now() + 86_400_000 * 2))).not.toContain(project!.id)
    expect(await due(new Date(Date.now() + 86_400_000 * 8))).toContain(project!.id)
    await t.app.db
      .update(visibilityProjects)
      .set({ cadence: 'daily' })
      .where(eq(visibilityProjects.id, project!.id))
    expect(await due(new Date(Date.now() + 86_400_000 * 2))).toContain(project!.id)
    await t.app.db
      .update(visibilityProjects)
      .set({ cadence: 'manual' })
      .where(eq(visibilityProjects.id, project!.id))
  })
})
