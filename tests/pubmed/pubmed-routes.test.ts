// The PubMed chatbot over HTTP on the real database, against a scripted E-utilities server and a
// scripted model: answers that cite only fetched PMIDs (an invented one is removed, an uncited claim
// dropped), the extractive answer without a model, "nothing relevant", the PMID cache, edited
// queries, the offline collection (import through the file guard, then answers without network),
// reference exports, the ROOT's NCBI key, and who may do what.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { eq } from 'drizzle-orm'
import { auditLog } from '../../src/server/db/schema.ts'
import { reply } from '../support/scripted-openai-server.ts'
import { startScriptedEutilsServer, type ScriptedEutilsServer } from '../support/scripted-eutils-server.ts'
import { buildRunApp, type RunTestApp } from '../analysis/run-helpers.ts'

const nbib = readFileSync(new URL('../fixtures/pubmed/library-statins.nbib', import.meta.url))
let eutils: ScriptedEutilsServer
let t: RunTestApp
let reader: Record<string, string>
let admin: Record<string, string>

beforeAll(async () => {
  eutils = await startScriptedEutilsServer()
  process.env.PUBMED_BASE_URL = eutils.baseUrl
  t = await buildRunApp({ config: { outboundAllowLoopback: true } })
  reader = (await t.signInAs('READ', 'DEMO')).headers
  admin = (await t.signInAs('ADMIN', 'DEMO')).headers
})
afterAll(async () => {
  await t?.close()
  await eutils?.close()
  delete process.env.PUBMED_BASE_URL
})

const ask = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/pubmed/questions', headers, payload })

describe('without a language model', () => {
  it('answers with the quoted conclusions of the relevant abstracts, each with its fetched PMID', async () => {
    const response = await ask(reader, {
      question: 'Does vitamin D supplementation prevent acute respiratory infections?',
      language: 'en',
    })
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json()
    expect(answer.queries).toEqual([
      'vitamin[tiab] AND supplementation[tiab] AND prevent[tiab] AND acute[tiab] AND respiratory[tiab] AND infections[tiab]',
    ])
    expect(answer).toMatchObject({ mode: 'extractive', source: 'pubmed', modelLabel: null })
    // The letter has no abstract (nothing to quote); the knee surgery record is not relevant.
    expect(answer.citedPmids).toEqual(['90000001', '90000002'])
    expect(answer.answer).toContain(
      '“Daily vitamin D supplementation did not significantly reduce acute respiratory infections in adults & the effect, if any, was small.” [90000001]',
    )
    expect(answer.articles.map((a: { pmid: string }) => a.pmid)).not.toContain('90000004')
    expect(answer.evidence).toEqual([
      expect.objectContaining({
        pmid: '90000001',
        year: 2021,
        studyType: 'Randomized Controlled Trial',
        n: 1200,
      }),
      expect.objectContaining({ pmid: '90000002', year: 2019, studyType: 'Meta-Analysis', n: 11321 }),
    ])
  })

  it('reads fetched records from the cache: the same question asks efetch nothing', async () => {
    const before = eutils.requests.length
    const response = await ask(reader, {
      question: 'Vitamin D and acute respiratory infections',
      language: 'en',
    })
    expect(response.json().citedPmids).toContain('90000001')
    expect(eutils.requests.slice(before).map((r) => r.endpoint)).toEqual(['esearch.fcgi'])
  })

  it('says so when nothing relevant is found, and answers nothing', async () => {
    const response = await ask(reader, { question: 'Zink gegen Erkältung bei Kindern?', language: 'de' })
    expect(response.json()).toMatchObject({ mode: 'none', answer: '', citedPmids: [], evidence: [] })
  })

  it('runs edited queries as written and refuses a broken one', async () => {
    const response = await ask(reader, {
      question: 'Vitamin D?',
      language: 'fr',
      queries: ['vitamin d[tiab] AND respiratory infections[tiab]'],
      fromYear: 2018,
      publicationTypes: ['Meta-Analysis'],
    })
    expect(response.json().queries).toEqual(['vitamin d[tiab] AND respiratory infections[tiab]'])
    const search = eutils.requests.findLast((r) => r.endpoint === 'esearch.fcgi')!
    expect(search.params.get('term')).toContain('"Meta-Analysis"[pt]')
    expect(search.params.get('mindate')).toBe('2018')
    const broken = await ask(reader, { question: 'x', language: 'en', queries: ['(vitamin d'] })
    expect(broken.statusCode).toBe(400)
    expect(broken.json().code).toBe('pubmed.badQuery')
  })
})

describe('with a language model', () => {
  beforeAll(async () => {
    await t.addModel('DEMO')
  })

  it('lets the model write the queries and keeps only claims citing fetched PMIDs', async () => {
    t.server.script(
      reply(
        '["vitamin D[tiab] AND respiratory tract infections[tiab]", "vitamin D[mh] AND infections[tiab]"]',
      ),
      reply(
        'Eine Metaanalyse mit 11.321 Teilnehmenden fand einen Schutz vor akuten Atemwegsinfekten [PMID: 90000002]. ' +
          'Eine weitere Studie bestätigte dies [12345678]. Vitamin D ist allgemein gesund.',
      ),
    )
    const response = await ask(reader, {
      question: 'Schützt Vitamin D vor Atemwegsinfekten?',
      language: 'de',
    })
    expect(response.statusCode, response.body).toBe(201)
    const answer = response.json()
    expect(answer.queries).toEqual([
      'vitamin D[tiab] AND respiratory tract infections[tiab]',
      'vitamin D[mh] AND infections[tiab]',
    ])
    expect(answer).toMatchObject({ mode: 'model', modelLabel: 'Scripted analyst', citedPmids: ['90000002'] })
    expect(answer.answer).toBe(
      'Eine Metaanalyse mit 11.321 Teilnehmenden fand einen Schutz vor akuten Atemwegsinfekten [90000002].',
    )
    const prompt = JSON.stringify(t.server.requests.at(-1)!.body)
    expect(prompt).toContain('German')
    expect(prompt).toContain('90000001')
  })

  it('answers "nothing relevant" when the model finds no answer in the abstracts', async () => {
    t.server.script(reply('["vitamin D[tiab]"]'), reply('NO_RELEVANT_EVIDENCE'))
    const response = await ask(reader, { question: 'Vitamin D and hair colour?', language: 'en' })
    expect(response.json()).toMatchObject({ mode: 'none', citedPmids: [] })
  })
})

describe('the offline literature collection', () => {
  it('says nothing was searched when PubMed is down and nothing was imported', async () => {
    eutils.setDown(true)
    const response = await ask(admin, {
      question: 'Do statins cause muscle symptoms?',
      language: 'en',
      queries: ['statins[tiab] AND muscle[tiab]'],
    })
    eutils.setDown(false)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ source: 'unavailable', mode: 'none', answer: '', citedPmids: [] })
  })

  it('lets only ADMIN and up import, through the file guard, and refuses other files', async () => {
    const upload = (headers: Record<string, string>, filename: string, body: Buffer | string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/pubmed/library?filename=${encodeURIComponent(filename)}`,
        headers: { ...headers, 'content-type': 'application/octet-stream' },
        payload: typeof body === 'string' ? Buffer.from(body) : body,
      })
    expect((await upload(reader, 'statins.nbib', nbib)).statusCode).toBe(403)
    expect((await upload(admin, 'paper.pdf', '%PDF-1.4')).json().code).toBe('pubmed.fileType')
    const notPubmed = await upload(admin, 'feed.xml', '<rss><channel/></rss>')
    expect(notPubmed.statusCode).toBe(422)
    expect(notPubmed.json().code).toBe('pubmed.unreadableFile')
    const imported = await upload(admin, 'statins.nbib', nbib)
    expect(imported.statusCode, imported.body).toBe(201)
    expect(imported.json()).toEqual({ added: 2, updated: 0, skipped: 1, count: 2 })
    expect((await upload(admin, 'statins.nbib', nbib)).json()).toMatchObject({
      added: 0,
      updated: 2,
      count: 2,
    })
    const other = (await t.signInAs('ADMIN', 'IGEPHA')).headers
    expect((await t.app.inject({ url: '/api/pubmed/library', headers: other })).statusCode).toBe(403)
  })

  it('answers from the collection with the same citations when PubMed is down', async () => {
    eutils.setDown(true)
    t.server.script(
      reply('["statins[tiab] AND muscle symptoms[tiab]"]'),
      reply('Most muscle symptoms reported on statins were not caused by the statin [90000005].'),
    )
    const response = await ask(reader, { question: 'Do statins cause muscle symptoms?', language: 'en' })
    eutils.setDown(false)
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ source: 'library', mode: 'model', citedPmids: ['90000005'] })
    expect(response.json().evidence[0]).toMatchObject({ studyType: 'Randomized Controlled Trial', n: 200 })
  })
})

describe('history, exports and rights', () => {
  it('lists the user’s own questions and hides them from everyone else', async () => {
    const list = (await t.app.inject({ url: '/api/pubmed/questions', headers: reader })).json().items
    expect(list.length).toBeGreaterThanOrEqual(6)
    const id = list.find((item: { mode: string }) => item.mode === 'extractive').id
    expect((await t.app.inject({ url: `/api/pubmed/questions/${id}`, headers: reader })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `/api/pubmed/questions/${id}`, headers: admin })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/pubmed/questions/${id}`, headers: admin }))
        .statusCode,
    ).toBe(404)
  })

  it('exports the cited references as RIS, BibTeX and Vancouver', async () => {
    const list = (await t.app.inject({ url: '/api/pubmed/questions', headers: reader })).json().items
    const id = list.find((item: { mode: string }) => item.mode === 'extractive').id
    const get = (format: string) =>
      t.app.inject({ url: `/api/pubmed/questions/${id}/references?format=${format}`, headers: reader })
    const ris = await get('ris')
    expect(ris.headers['content-type']).toContain('application/x-research-info-systems')
    expect(ris.body).toContain('AN  - 90000001')
    expect(ris.body).toContain('DO  - 10.0000/jrt.2021.0001')
    expect(ris.body.match(/^ER {2}- /gm)).toHaveLength(2)
    expect((await get('bibtex')).body).toContain('@article{pmid90000002,')
    const vancouver = (await get('vancouver')).body
    expect(vancouver).toContain(
      '1. Moreau C, Keller JA. Daily vitamin D supplementation and acute respiratory infections in adults: a randomised controlled trial. J Respir Trials. 2021;371(8):112-120. doi:10.0000/jrt.2021.0001. PMID: 90000001.',
    )
    expect(vancouver).toContain('2. Ashworth R, Baptiste L, Chen W, Dumont A, Eriksen L, Fischer M, et al.')
    expect((await get('endnote')).statusCode).toBe(400)
  })

  it('keeps the NCBI key for ROOT only, shows its last four characters, and sends it to E-utilities', async () => {
    expect((await t.app.inject({ url: '/api/pubmed/settings', headers: admin })).statusCode).toBe(403)
    const root = (await t.signInAs('ROOT', 'PARENT')).headers
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/pubmed/settings',
      headers: root,
      payload: { apiKey: 'not a key!' },
    })
    expect(bad.json().code).toBe('pubmed.badApiKey')
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/pubmed/settings',
      headers: root,
      payload: { apiKey: '0123456789abcdef0123456789abcdef1234', email: 'medaffairs@example.org' },
    })
    expect(saved.json()).toEqual({
      apiKeyHint: '1234',
      email: 'medaffairs@example.org',
      requestsPerSecond: 10,
    })
    expect(
      JSON.stringify((await t.app.inject({ url: '/api/pubmed/settings', headers: root })).json()),
    ).not.toContain('0123456789')
    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.action, 'pubmed.settings.changed'))
    expect(audit).toHaveLength(1)
    expect(audit[0]!.detail).toEqual({ apiKey: 'set', email: 'medaffairs@example.org' })
    t.server.script(reply('["vitamin d[tiab]"]'), reply('NO_RELEVANT_EVIDENCE'))
    await ask(reader, { question: 'Vitamin D?', language: 'en' })
    const search = eutils.requests.findLast((r) => r.endpoint === 'esearch.fcgi')!
    expect(search.params.get('api_key')).toBe('0123456789abcdef0123456789abcdef1234')
    expect(search.params.get('email')).toBe('medaffairs@example.org')
  })
})
