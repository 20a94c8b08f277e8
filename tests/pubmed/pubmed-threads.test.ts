// The PubMed chatbot's conversations over a real HTTP connection (decision 0106), against the scripted
// E-utilities server and a scripted model: the answer streamed as NDJSON (the chat's transport), an
// invented PMID taken out of the stream and the final, an uncited sentence dropped from the final, a
// follow-up in the same thread, the thread reopened, exported and deleted, another user's thread
// 404, a failure while streaming storing nothing, and answers without a model and without network.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { failWith, reply } from '../support/scripted-openai-server.ts'
import { startScriptedEutilsServer, type ScriptedEutilsServer } from '../support/scripted-eutils-server.ts'
import { buildRunApp, type RunTestApp } from '../analysis/run-helpers.ts'
import { threadQuestions } from '../../src/server/pubmed/pubmed-threads.ts'

type Event = { type: string; text?: string; question?: Record<string, unknown>; [key: string]: unknown }

let eutils: ScriptedEutilsServer
let t: RunTestApp
let address: string
let reader: Record<string, string>
let readerId: string
let colleague: Record<string, string>

beforeAll(async () => {
  eutils = await startScriptedEutilsServer()
  process.env.PUBMED_BASE_URL = eutils.baseUrl
  t = await buildRunApp({ config: { outboundAllowLoopback: true } })
  const signedIn = await t.signInAs('READ', 'DEMO')
  reader = signedIn.headers
  readerId = signedIn.userId
  colleague = (await t.signInAs('WRITE', 'DEMO')).headers
  address = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(async () => {
  await t?.close()
  await eutils?.close()
  delete process.env.PUBMED_BASE_URL
})

/** Posts to the stream route over HTTP and reads the NDJSON body line by line. */
async function streamAsk(headers: Record<string, string>, body: Record<string, unknown>) {
  const response = await fetch(`${address}/api/pubmed/questions/stream`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  if (!response.headers.get('content-type')?.startsWith('application/x-ndjson'))
    return {
      status: response.status,
      events: [] as Event[],
      json: (await response.json()) as Record<string, unknown>,
    }
  const text = await response.text()
  const events = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Event)
  return { status: response.status, events, json: null }
}
const streamed = (events: Event[]) =>
  events
    .filter((e) => e.type === 'text')
    .map((e) => e.text)
    .join('')
const get = (url: string, headers = reader) => fetch(`${address}${url}`, { headers })

let firstThread = ''

describe('without a language model', () => {
  it('streams the quoted conclusions piece by piece, then the stored question with its evidence', async () => {
    const { status, events } = await streamAsk(reader, {
      question: 'Does vitamin D supplementation prevent acute respiratory infections?',
      language: 'en',
    })
    expect(status).toBe(200)
    expect(events[0]).toMatchObject({ type: 'start', threadId: null, source: 'pubmed', relevant: 3 })
    expect(events.filter((e) => e.type === 'text').length).toBeGreaterThan(3)
    const done = events.at(-1)!
    expect(done.type).toBe('done')
    const question = done.question!
    expect(question).toMatchObject({ mode: 'extractive', citedPmids: ['90000001', '90000002'] })
    expect(question.threadId).toBe(question.id)
    expect(streamed(events)).toBe(question.answer)
    expect((question.evidence as unknown[]).length).toBe(2)
    firstThread = question.id as string
  })

  it('says nothing was searched when PubMed is down and nothing is imported, without a text event', async () => {
    eutils.setDown(true)
    const { events } = await streamAsk(reader, {
      question: 'Do statins cause muscle symptoms?',
      language: 'en',
      queries: ['statins[tiab] AND muscle[tiab]'],
    })
    eutils.setDown(false)
    expect(events.map((e) => e.type)).toEqual(['start', 'done'])
    expect(events[0]).toMatchObject({ source: 'unavailable', relevant: 0 })
    expect(events[1]!.question).toMatchObject({ source: 'unavailable', mode: 'none', answer: '' })
  })

  it('streams quotes from the imported collection when PubMed is down, as a follow-up in the thread', async () => {
    const admin = (await t.signInAs('ADMIN', 'DEMO')).headers
    const imported = await fetch(`${address}/api/pubmed/library?filename=statins.nbib`, {
      method: 'POST',
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      body: readFileSync(new URL('../fixtures/pubmed/library-statins.nbib', import.meta.url)),
    })
    expect(imported.status).toBe(201)
    eutils.setDown(true)
    const { events } = await streamAsk(reader, {
      question: 'Do statins cause muscle symptoms?',
      language: 'en',
      queries: ['statins[tiab] AND muscle symptoms[tiab]'],
      threadId: firstThread,
    })
    eutils.setDown(false)
    expect(events[0]).toMatchObject({ type: 'start', threadId: firstThread, source: 'library' })
    const question = events.at(-1)!.question!
    expect(question).toMatchObject({ source: 'library', mode: 'extractive', threadId: firstThread })
    expect(question.citedPmids).toContain('90000005')
    expect(streamed(events)).toBe(question.answer)
  })

  it('refuses bad input and an unknown thread before the stream, as JSON', async () => {
    const broken = await streamAsk(reader, { question: 'x', language: 'en', queries: ['(vitamin d'] })
    expect(broken.status).toBe(400)
    expect(broken.json!.code).toBe('pubmed.badQuery')
    const unknown = await streamAsk(reader, { question: 'And children?', language: 'en', threadId: 'nope' })
    expect(unknown.status).toBe(404)
  })
})

describe('with a language model', () => {
  beforeAll(async () => {
    await t.addModel('DEMO')
  })

  it('streams the answer with an invented PMID taken out, and stores the verified final', async () => {
    t.server.script(
      reply('["vitamin D[tiab] AND respiratory tract infections[tiab]"]'),
      reply([
        'Eine Metaanalyse mit 11.321 Teilnehmenden fand einen Schutz [PMID: 9000',
        '0002]. Eine weitere Studie bestätigte dies [1234',
        '5678]. Vitamin D ist allgemein gesund.',
      ]),
    )
    const { events } = await streamAsk(reader, {
      question: 'Schützt Vitamin D vor Atemwegsinfekten?',
      language: 'de',
      threadId: firstThread,
    })
    expect(events[0]).toMatchObject({ type: 'start', threadId: firstThread, source: 'pubmed' })
    const text = streamed(events)
    expect(text).toContain('fand einen Schutz [90000002].')
    expect(text).not.toContain('12345678')
    const final = events.at(-1)!.question!
    expect(final).toMatchObject({
      threadId: firstThread,
      mode: 'model',
      citedPmids: ['90000002'],
      answer: 'Eine Metaanalyse mit 11.321 Teilnehmenden fand einen Schutz [90000002].',
    })
    // The follow-up's queries were written with the thread's earlier question in view.
    const queryPrompt = JSON.stringify(t.server.requests.at(-2)!.body)
    expect(queryPrompt).toContain('Does vitamin D supplementation prevent acute respiratory infections?')
  })

  it('ends the stream with an error and stores nothing when the model fails while writing', async () => {
    const before = (
      (await (await get(`/api/pubmed/threads/${firstThread}`)).json()) as { questions: unknown[] }
    ).questions.length
    t.server.script(reply('["vitamin D[tiab]"]'), failWith(400))
    const { events } = await streamAsk(reader, {
      question: 'Vitamin D and children?',
      language: 'en',
      threadId: firstThread,
    })
    expect(events[0]!.type).toBe('start')
    expect(events.at(-1)).toMatchObject({ type: 'error' })
    expect(String(events.at(-1)!.code)).toMatch(/^ai\./)
    const after = (
      (await (await get(`/api/pubmed/threads/${firstThread}`)).json()) as { questions: unknown[] }
    ).questions.length
    expect(after).toBe(before)
  })
})

describe('threads', () => {
  it('lists the thread with its follow-up and reopens it with every answer, oldest first', async () => {
    const list = (await (await get('/api/pubmed/threads')).json()) as { items: Record<string, unknown>[] }
    expect(list.items[0]).toMatchObject({ id: firstThread, questionCount: 3, lastMode: 'model' })
    expect(list.items[0]!.title).toBe('Does vitamin D supplementation prevent acute respiratory infections?')
    const thread = (await (await get(`/api/pubmed/threads/${firstThread}`)).json()) as {
      questions: Record<string, unknown>[]
    }
    expect(thread.questions.map((q) => q.mode)).toEqual(['extractive', 'extractive', 'model'])
    expect(thread.questions[2]!.evidence).toEqual([expect.objectContaining({ pmid: '90000002' })])
  })

  it('exports the thread as Markdown with links, evidence and references, and as JSON', async () => {
    const md = await get(`/api/pubmed/threads/${firstThread}/export?format=md`)
    expect(md.headers.get('content-type')).toContain('text/markdown')
    expect(md.headers.get('content-disposition')).toContain('attachment')
    const body = await md.text()
    expect(body).toContain('# Does vitamin D supplementation prevent acute respiratory infections?')
    expect(body).toContain('[90000002](https://pubmed.ncbi.nlm.nih.gov/90000002/)')
    expect(body).toContain('| PMID | Title | Year | Journal | Study type | n |')
    expect(body).toContain('1. Moreau C, Keller JA. Daily vitamin D supplementation')
    const json = (await (await get(`/api/pubmed/threads/${firstThread}/export?format=json`)).json()) as {
      questions: unknown[]
    }
    expect(json.questions).toHaveLength(3)
  })

  it('hides the thread from another user (404) and another group (403), and keeps tenants apart', async () => {
    for (const url of [
      `/api/pubmed/threads/${firstThread}`,
      `/api/pubmed/threads/${firstThread}/export?format=md`,
    ])
      expect((await get(url, colleague)).status).toBe(404)
    const follow = await streamAsk(colleague, {
      question: 'And children?',
      language: 'en',
      threadId: firstThread,
    })
    expect(follow.status).toBe(404)
    const del = await fetch(`${address}/api/pubmed/threads/${firstThread}`, {
      method: 'DELETE',
      headers: colleague,
    })
    expect(del.status).toBe(404)
    const other = (await t.signInAs('ADMIN', 'IGEPHA')).headers
    expect((await get(`/api/pubmed/threads/${firstThread}`, other)).status).toBe(403)
    // The same user id under another tenant group finds nothing: the store filters on both.
    await expect(
      threadQuestions(t.app.db, { group: 'IGEPHA', id: readerId }, firstThread),
    ).rejects.toMatchObject({
      statusCode: 404,
    })
  })

  it('deletes the thread with its follow-ups', async () => {
    const thread = (await (await get(`/api/pubmed/threads/${firstThread}`)).json()) as {
      questions: { id: string }[]
    }
    const del = await fetch(`${address}/api/pubmed/threads/${firstThread}`, {
      method: 'DELETE',
      headers: reader,
    })
    expect(del.status).toBe(204)
    expect((await get(`/api/pubmed/threads/${firstThread}`)).status).toBe(404)
    for (const question of thread.questions.slice(1))
      expect((await get(`/api/pubmed/questions/${question.id}`)).status).toBe(404)
  })
})
