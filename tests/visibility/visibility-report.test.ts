// The XLSX export and the monthly client report of AI visibility over the API (real database, the job
// runner, a scripted OpenAI-compatible model server): one run of two prompts x two samples, one answer
// naming the brand with a wrong dose (judged incorrect, both sides quoted), one starting with "=" that
// a spreadsheet must keep as text. The workbook is opened with exceljs and its cells read back.
import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { reply } from '../support/scripted-openai-server.ts'
import { buildRunApp, messagesOf, type RunTestApp } from '../analysis/run-helpers.ts'

let t: RunTestApp
let admin: Record<string, string>
let reader: Record<string, string>
let projectId: string

const dosePrompt = 'Was hilft am besten gegen Halsschmerzen?'
const formulaPrompt = 'Welche Tabletten gibt es?'
const doseAnswer = [
  'Bei Halsschmerzen helfen diese Mittel:',
  '1. Dolorin – wirkt schnell',
  '2. Zyrtomax Forte – Erwachsene nehmen 10 Tabletten täglich',
  '',
  'Quellen: https://www.zyrtomax.de/halsschmerzen und https://www.apotheken-umschau.de/halsschmerzen',
].join('\n')
const formulaAnswer = '=HYPERLINK("https://evil.example/","Dolorin")'
const verdict = {
  sentiment: 'positive',
  accuracy: 'incorrect',
  answerQuote: '10 Tabletten täglich',
  labelQuote: 'Erwachsene nehmen 3-mal täglich 1 Lutschtablette.',
  reason: 'Zu hohe Dosis.',
}
const month = new Date().toISOString().slice(0, 7)

beforeAll(async () => {
  t = await buildRunApp()
  const modelId = await t.addModel('PARENT')
  admin = (await t.signInAs('ADMIN', 'PARENT')).headers
  reader = (await t.signInAs('READ', 'PARENT')).headers
  const collectionId = await t.addCollection('PARENT', { name: 'Zyrtomax Fachinformation', internal: true })
  await t.addDocument('PARENT', { collectionId }, 'zyrtomax-fachinfo.pdf', [
    'Zyrtomax Lutschtabletten. Dosierung: Erwachsene nehmen 3-mal täglich 1 Lutschtablette.',
  ])
  const asked = (text: string) => (body: Record<string, unknown>) => messagesOf(body)[0]?.content === text
  t.server.answerWhen(asked(dosePrompt), reply(doseAnswer, { usage: { input: 20, output: 60 } }))
  t.server.answerWhen(asked(formulaPrompt), reply(formulaAnswer, { usage: { input: 20, output: 20 } }))
  t.server.answerWhen(
    (body) => (messagesOf(body)[0]?.content ?? '').startsWith('You check what'),
    reply(JSON.stringify(verdict), { usage: { input: 300, output: 60 } }),
  )
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/visibility/projects',
    headers: admin,
    payload: {
      name: 'Zyrtomax Bericht',
      brand: 'Zyrtomax',
      brandAliases: ['Zyrtomax Forte'],
      ownDomains: ['zyrtomax.de'],
      competitors: [{ name: 'Dolorin', aliases: [], domains: ['dolorin.de'] }],
      markets: [{ country: 'DE', language: 'de' }],
      topics: ['Halsschmerzen'],
      engines: [{ modelId, webSearch: false }],
      samples: 2,
      approvedCollectionId: collectionId,
    },
  })
  expect(created.statusCode, created.body).toBe(201)
  projectId = created.json().id as string
  const imported = await t.app.inject({
    method: 'POST',
    url: `/api/visibility/projects/${projectId}/prompts/import`,
    headers: admin,
    payload: {
      csv: `text,topic,category,market\n${dosePrompt},Halsschmerzen,discovery,DE\n${formulaPrompt},Halsschmerzen,useCase,DE\n`,
    },
  })
  expect(imported.json()).toEqual({ added: 2, skipped: 0 })
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/visibility/projects/${projectId}/runs`,
    headers: admin,
  })
  expect(started.statusCode, started.body).toBe(202)
  const run = await waitForRun(started.json().runId as string)
  expect(run).toMatchObject({ status: 'done', answersDone: 4, verdictsDone: 2 })
})
afterAll(async () => {
  await t?.close()
})

async function waitForRun(runId: string) {
  for (let i = 0; i < 1200; i++) {
    const run = (await t.app.inject({ url: `/api/visibility/runs/${runId}`, headers: reader })).json()
    if (run.status === 'done' || run.status === 'failed') return run as Record<string, unknown>
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('run did not end')
}

async function workbookOf(url: string) {
  const response = await t.app.inject({ url, headers: reader })
  expect(response.statusCode, response.body).toBe(200)
  expect(response.headers['content-type']).toContain('spreadsheetml')
  expect(response.headers['content-disposition']).toContain('.xlsx')
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer)
  return workbook
}

describe('XLSX export', () => {
  it('holds the figures as numbers and the answers with their verdicts, a formula-like answer as text', async () => {
    const workbook = await workbookOf(`/api/visibility/projects/${projectId}/figures/export?format=xlsx`)
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['figures', 'answers'])
    const figures = workbook.getWorksheet('figures')!
    const header = (figures.getRow(1).values as unknown[]).slice(1)
    const cell = (name: string) => figures.getRow(2).getCell(header.indexOf(name) + 1).value
    expect(figures.rowCount).toBe(2)
    // 4 answers ok, 2 name the brand. Tracked names named: brand and Dolorin in each dose answer, Dolorin
    // (the link's text) in each formula answer: 6.
    expect(cell('all')).toBe('all')
    expect(cell('answers')).toBe(4)
    expect(cell('visibility')).toBe(0.5)
    expect(cell('visibilityN')).toBe(4)
    expect(cell('visibilityLow')).toBeCloseTo(0.15, 2)
    expect(cell('shareOfVoice')).toBeCloseTo(2 / 6, 10)
    expect(cell('shareOfVoiceN')).toBe(6)
    expect(cell('averagePosition')).toBe(2)
    expect(cell('accuracy')).toBe(0)
    expect(cell('accuracyN')).toBe(2)

    const answers = workbook.getWorksheet('answers')!
    expect(answers.rowCount).toBe(5)
    const columns = (answers.getRow(1).values as unknown[]).slice(1)
    const rows = [2, 3, 4, 5].map((r) => answers.getRow(r))
    const at = (row: ExcelJS.Row, name: string) => row.getCell(columns.indexOf(name) + 1)
    const dose = rows.filter((r) => at(r, 'prompt').value === dosePrompt)
    expect(dose).toHaveLength(2)
    for (const row of dose) {
      expect(at(row, 'text').value).toBe(doseAnswer)
      expect(at(row, 'brandPosition').value).toBe(2)
      expect(at(row, 'accuracy').value).toBe('incorrect')
      expect(at(row, 'answerQuote').value).toBe(verdict.answerQuote)
      expect(at(row, 'labelQuote').value).toBe(verdict.labelQuote)
      expect(at(row, 'labelSource').value).toBe('zyrtomax-fachinfo.pdf')
      expect(at(row, 'citations').value).toBe(
        'https://www.zyrtomax.de/halsschmerzen https://www.apotheken-umschau.de/halsschmerzen',
      )
      expect(at(row, 'askedAt').value).toBeInstanceOf(Date)
    }
    const formula = rows.find((r) => at(r, 'prompt').value === formulaPrompt)!
    // A text cell, not a formula: the spreadsheet shows it and runs nothing.
    expect(at(formula, 'text').type).toBe(ExcelJS.ValueType.String)
    expect(at(formula, 'text').value).toBe(formulaAnswer)
    expect(at(formula, 'text').formula).toBeUndefined()
  })

  it('keeps the CSV export, its formula-like cells neutralised', async () => {
    const csv = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/figures/export?dimension=category`,
      headers: reader,
    })
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.body.startsWith('\uFEFF"category","answers"')).toBe(true)
    expect(csv.body).toContain('"discovery","2","0","0","1","2"')
    const bad = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/figures/export?format=pdf`,
      headers: reader,
    })
    expect(bad.statusCode).toBe(400)
  })
})

describe('monthly report', () => {
  it("shows the month's figures with n, the most cited domains and the verdicts quoting both sides", async () => {
    const response = await t.app.inject({
      url: `/api/visibility/projects/${projectId}/report?month=${month}`,
      headers: reader,
    })
    expect(response.statusCode, response.body).toBe(200)
    const report = response.json()
    expect(report).toMatchObject({ month, runs: 1, project: { name: 'Zyrtomax Bericht', brand: 'Zyrtomax' } })
    expect(report.all).toMatchObject({ answers: 4, visibility: { successes: 2, n: 4, smallSample: true } })
    expect(report.byEngine.map((g: { label: string }) => g.label)).toEqual(['Scripted analyst'])
    expect(report.byMarket.map((g: { key: string; answers: number }) => [g.key, g.answers])).toEqual([
      ['DE', 4],
    ])
    // Two citations in each dose answer, the link in each formula answer.
    expect(report.citationTotal).toBe(6)
    expect(report.citations).toEqual([
      { domain: 'apotheken-umschau.de', type: 'healthPortal', count: 2, share: 2 / 6 },
      { domain: 'evil.example', type: 'other', count: 2, share: 2 / 6 },
      { domain: 'zyrtomax.de', type: 'own', count: 2, share: 2 / 6 },
    ])
    expect(report.verdicts).toHaveLength(2)
    expect(report.verdicts[0]).toMatchObject({
      accuracy: 'incorrect',
      answerQuote: verdict.answerQuote,
      labelQuote: verdict.labelQuote,
      labelSource: 'zyrtomax-fachinfo.pdf',
      prompt: dosePrompt,
      engine: 'Scripted analyst',
    })
  })

  it('shows 0 with n = 0 for a month without answers, and refuses a month that is none', async () => {
    const empty = (
      await t.app.inject({
        url: `/api/visibility/projects/${projectId}/report?month=2020-02`,
        headers: reader,
      })
    ).json()
    expect(empty).toMatchObject({ runs: 0, byEngine: [], byMarket: [], citations: [], verdicts: [] })
    expect(empty.all).toMatchObject({
      answers: 0,
      visibility: { value: 0, n: 0 },
      accuracy: { value: 0, n: 0 },
    })
    for (const bad of ['2026-13', '2026-1', 'May'])
      expect(
        (
          await t.app.inject({
            url: `/api/visibility/projects/${projectId}/report?month=${bad}`,
            headers: reader,
          })
        ).json(),
      ).toMatchObject({ code: 'visibility.badMonth' })
    const missing = await t.app.inject({
      url: `/api/visibility/projects/no-such-project/report?month=${month}`,
      headers: reader,
    })
    expect(missing.statusCode).toBe(404)
  })
})
