// A file uploaded in a tile's form (issue 17: "a file from the data pool or an upload"; decision
// 0052): it goes through the knowledge upload (the same checks and refusals), is indexed by the job
// runner, becomes its uploader's own file, and a run uses its text like a data-pool file's. Nobody
// else reaches it: another user's or another tenant's file id is 404 at run time.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { reply, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import { buildChatApp, parseNdjson, type ChatTestApp } from '../../chat/chat-helpers.ts'

const apiKey = 'sk-scripted-tile-uploads-5678'
const maxFileBytes = 4_000

describe('a file uploaded in a tile form', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let writer: { headers: Record<string, string>; userId: string }
  let colleague: { headers: Record<string, string>; userId: string }
  let bpiWriter: { headers: Record<string, string>; userId: string }

  const upload = (headers: Record<string, string>, query: Record<string, string>, body: string | Buffer) =>
    t.app.inject({
      method: 'POST',
      url: `/api/knowledge/files?${new URLSearchParams(query)}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: typeof body === 'string' ? Buffer.from(body) : body,
    })
  const run = (headers: Record<string, string>, tileId: string, inputs: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/tiles/${tileId}/run`, headers, payload: { inputs } })
  async function ready(headers: Record<string, string>, fileId: string) {
    for (let i = 0; i < 1200; i++) {
      const file = (await t.app.inject({ url: `/api/knowledge/files/${fileId}`, headers })).json() as { status: string }
      if (file.status === 'ready' || file.status === 'failed') return file
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    throw new Error(`file ${fileId} never indexed`)
  }

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp({ config: { jobPollMs: 50, knowledgeMaxFileBytes: maxFileBytes } })
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const modelId = randomUUID()
    await t.app.db.insert(aiModels).values({ id: modelId, providerId, modelName: 'scripted-chat', displayName: 'Scripted chat', capabilities: ['chat'], contextWindow: 16_000 })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    writer = await t.signInAs('WRITE', 'DEMO')
    colleague = await t.signInAs('WRITE', 'DEMO')
    bpiWriter = await t.signInAs('WRITE', 'BPI')
  }, 180_000)
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  it("is indexed, offered again in the form, and its text goes into the run's prompt", async () => {
    const uploaded = await upload(writer.headers, { personal: 'true', filename: 'meine-beilage.txt' }, 'Migrafix lindert Migräne.\n\nNicht mit Alkohol einnehmen.')
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const fileId = uploaded.json().id as string
    expect((await ready(writer.headers, fileId)).status).toBe('ready')

    const offered = (await t.app.inject({ url: '/api/tiles/files', headers: writer.headers })).json().items
    expect(offered).toContainEqual({ id: fileId, filename: 'meine-beilage.txt', collection: null })
    const othersSee = (await t.app.inject({ url: '/api/tiles/files', headers: colleague.headers })).json().items
    expect(othersSee.some((file: { id: string }) => file.id === fileId)).toBe(false)

    server.script(reply('## Wofür\n\nGegen Migräne.'))
    const before = server.requests.length
    const response = await run(writer.headers, 'package-leaflet-summary', { leaflet: fileId })
    expect(response.statusCode, response.body).toBe(200)
    const prompt = server.requests.slice(before).find((request) => request.path.endsWith('/chat/completions'))!.body!.messages as { role: string; content: string }[]
    expect(prompt.at(-1)!.content).toContain('Migrafix lindert Migräne.')
    expect(prompt.at(-1)!.content).toContain('Nicht mit Alkohol einnehmen.')
    const done = parseNdjson(response.body).at(-1)!
    expect(done.type).toBe('done')
    expect((done.run as { fields: { name: string; display: string }[] }).fields.find((field) => field.name === 'leaflet')!.display).toBe('meine-beilage.txt')
  })

  it("is 404 for another user of the tenant and for another tenant: reading, deleting and running", async () => {
    const uploaded = await upload(writer.headers, { personal: 'true', filename: 'privat.txt' }, 'Nur für mich.')
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const fileId = uploaded.json().id as string
    await ready(writer.headers, fileId)
    const before = server.requests.length
    for (const stranger of [colleague, bpiWriter]) {
      expect((await t.app.inject({ url: `/api/knowledge/files/${fileId}`, headers: stranger.headers })).statusCode).toBe(404)
      expect((await t.app.inject({ url: `/api/knowledge/files/${fileId}/content`, headers: stranger.headers })).statusCode).toBe(404)
      expect((await t.app.inject({ method: 'DELETE', url: `/api/knowledge/files/${fileId}`, headers: stranger.headers })).statusCode).toBe(404)
      const refused = await run(stranger.headers, 'package-leaflet-summary', { leaflet: fileId })
      expect(refused.statusCode, refused.body).toBe(404)
    }
    // Another tenant's data-pool file is as unknown as another user's upload.
    const bpiCollection = await t.addCollection('BPI', { name: 'Fremd', internal: false })
    const foreign = await t.addDocument('BPI', { collectionId: bpiCollection }, 'fremd.pdf', ['Geheim.'])
    expect((await run(writer.headers, 'package-leaflet-summary', { leaflet: foreign.fileId })).statusCode).toBe(404)
    expect(server.requests.length).toBe(before)
    // Its owner may delete it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/knowledge/files/${fileId}`, headers: writer.headers })).statusCode).toBe(204)
  })

  it("a thread's attachment is not a tile's file (400 with the field named)", async () => {
    const threadId = (await t.app.inject({ method: 'POST', url: '/api/chat/threads', headers: writer.headers, payload: { assistantId: await t.addAssistant('DEMO', { sourceMode: 'general' }), routeId: 'chatbot', kind: 'classic' } })).json().id as string
    const attached = await t.addDocument('DEMO', { threadId }, 'anhang.pdf', ['Anhang.'])
    const refused = await run(writer.headers, 'package-leaflet-summary', { leaflet: attached.fileId })
    expect(refused.statusCode, refused.body).toBe(400)
    expect(refused.json().fieldErrors['inputs.leaflet'].code).toBe('tiles.input.notAFile')
  })

  it.each([
    [{ personal: 'true', filename: 'programm.exe' }, 'MZ binary', 415, 'knowledge.unsupportedType'],
    [{ personal: 'true', filename: 'riesig.txt' }, 'x'.repeat(maxFileBytes + 1), 413, 'knowledge.fileTooLarge'],
    [{ personal: 'true', filename: 'leer.txt' }, '', 400, 'knowledge.emptyFile'],
    [{ personal: 'true', threadId: 'irgendeiner', filename: 'zwei.txt' }, 'Zwei Orte.', 400, 'knowledge.placeRequired'],
  ])('is refused like any upload, with a code the form shows in the user\'s language (%#)', async (query, body, status, code) => {
    const response = await upload(writer.headers, query, body)
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().code).toBe(code)
  })
})
