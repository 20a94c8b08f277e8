// Tiles over HTTP: the starter tiles in the tenant's language, admins' own tiles (checked, audited,
// tenant-scoped), runs streamed through the scripted provider with the tile in the usage ledger, the
// form's values checked with field codes, a data-pool file's text in the prompt, the statement when
// no language model is configured, and each user's own run history.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { auditLog } from '../../../src/server/db/schema.ts'
import messagesDe from '../../../src/generated/messages-de.gen.ts'
import messagesFr from '../../../src/generated/messages-fr.gen.ts'
import { reply, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import { buildChatApp, parseNdjson, streamedText, type ChatTestApp } from '../../chat/chat-helpers.ts'

const apiKey = 'sk-scripted-tiles-1234'

const newTile = {
  title: 'Pressemitteilung',
  description: 'Kurz und sachlich',
  icon: 'campaign',
  category: 'marketing',
  template: 'Schreibe eine Pressemitteilung zu {{topic}} im Ton {{tone}}, {{length}} Wörter, Stand {{day}}. Heute: {{date}}.',
  variables: [
    { name: 'topic', type: 'longText', label: 'Thema', required: true },
    { name: 'tone', type: 'choice', label: 'Ton', required: true, options: ['sachlich', 'locker'], default: 'sachlich' },
    { name: 'length', type: 'number', label: 'Länge', required: false, default: 120 },
    { name: 'day', type: 'date', label: 'Stand', required: false },
  ],
  output: 'markdown',
  levels: ['ROOT', 'ADMIN', 'WRITE'],
}

describe('tiles', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let admin: { headers: Record<string, string>; userId: string }
  let writer: { headers: Record<string, string>; userId: string }
  let reader: { headers: Record<string, string>; userId: string }
  let bpiAdmin: { headers: Record<string, string>; userId: string }
  let bpiWriter: { headers: Record<string, string>; userId: string }
  let modelId: string

  const run = (headers: Record<string, string>, tileId: string, inputs: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: `/api/tiles/${tileId}/run`, headers, payload: { inputs } })

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    modelId = randomUUID()
    await t.app.db.insert(aiModels).values({ id: modelId, providerId, modelName: 'scripted-chat', displayName: 'Scripted chat', capabilities: ['chat'], contextWindow: 16_000 })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    admin = await t.signInAs('ADMIN', 'DEMO')
    writer = await t.signInAs('WRITE', 'DEMO')
    reader = await t.signInAs('READ', 'DEMO')
    bpiAdmin = await t.signInAs('ADMIN', 'BPI')
    bpiWriter = await t.signInAs('WRITE', 'BPI')
  }, 60_000)
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  it('lists the starter tiles in the tenant\'s language, read-only', async () => {
    const de = (await t.app.inject({ url: '/api/tiles', headers: writer.headers })).json().items
    expect(de.map((tile: { id: string }) => tile.id)).toEqual(['pharmacy-product-description', 'hwg-mandatory-text-check', 'package-leaflet-summary', 'social-media-post', 'competitor-comparison'])
    expect(de[1]).toMatchObject({ kind: 'starter', title: 'HWG-Pflichttext prüfen', output: 'table', runnable: true, editable: false })
    expect(de[1].variables[1]).toMatchObject({ name: 'medium', type: 'choice', required: true, default: 'online', options: [{ value: 'print', label: 'Print' }, { value: 'online', label: 'Online' }, { value: 'audiovisual', label: 'Audiovisuell (TV, Video)' }] })
    const neres = await t.signInAs('WRITE', 'NERES')
    const fr = (await t.app.inject({ url: '/api/tiles', headers: neres.headers })).json().items
    expect(fr[3].title).toBe('Publication pour les réseaux sociaux')
    const change = await t.app.inject({ method: 'PUT', url: '/api/tiles/social-media-post', headers: admin.headers, payload: newTile })
    expect(change.statusCode).toBe(409)
    expect(change.json().code).toBe('tiles.starterReadOnly')
  })

  it('lets admins create, change and delete their own tiles, audited; other tenants and lower levels get 404 or 403', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/tiles', headers: admin.headers, payload: newTile })
    expect(created.statusCode, created.body).toBe(201)
    const tile = created.json()
    expect(tile).toMatchObject({ kind: 'tenant', title: 'Pressemitteilung', editable: true, runnable: true })
    expect(tile.variables[1]).toMatchObject({ options: [{ value: 'sachlich', label: 'sachlich' }, { value: 'locker', label: 'locker' }], default: 'sachlich' })

    expect((await t.app.inject({ method: 'POST', url: '/api/tiles', headers: writer.headers, payload: newTile })).statusCode).toBe(403)
    // Another tenant's tile does not exist for BPI, to read, change, delete or run.
    expect((await t.app.inject({ url: `/api/tiles/${tile.id}`, headers: bpiAdmin.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'PUT', url: `/api/tiles/${tile.id}`, headers: bpiAdmin.headers, payload: newTile })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tiles/${tile.id}`, headers: bpiAdmin.headers })).statusCode).toBe(404)
    expect((await run(bpiWriter.headers, tile.id, { topic: 'x' })).statusCode).toBe(404)
    // READ is not among the tile's levels: not listed, not runnable.
    expect((await t.app.inject({ url: '/api/tiles', headers: reader.headers })).json().items.some((item: { id: string }) => item.id === tile.id)).toBe(false)
    expect((await run(reader.headers, tile.id, { topic: 'x' })).statusCode).toBe(404)

    const changed = await t.app.inject({ method: 'PUT', url: `/api/tiles/${tile.id}`, headers: admin.headers, payload: { ...newTile, title: 'Pressetext' } })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().title).toBe('Pressetext')

    const actions = (await t.app.db.select().from(auditLog).where(eq(auditLog.target, tile.id))).map((row) => row.action)
    expect(actions).toEqual(expect.arrayContaining(['tile.created', 'tile.changed']))

    const gone = await t.app.inject({ method: 'POST', url: '/api/tiles', headers: admin.headers, payload: { ...newTile, title: 'Weg damit' } })
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tiles/${gone.json().id}`, headers: admin.headers })).statusCode).toBe(204)
    expect((await t.app.inject({ url: `/api/tiles/${gone.json().id}`, headers: admin.headers })).statusCode).toBe(404)
    expect((await t.app.db.select().from(auditLog).where(and(eq(auditLog.target, gone.json().id), eq(auditLog.action, 'tile.deleted')))).length).toBe(1)
  })

  it.each([
    [{ ...newTile, title: ' ' }, 'title', 'tiles.titleRequired'],
    [{ ...newTile, template: 'Über {{thema}}' }, 'template', 'tiles.templateUnknownVariable'],
    [{ ...newTile, variables: [{ name: 'tone', type: 'choice', label: 'Ton', required: true, options: ['nur eins'] }], template: '{{tone}}' }, 'variables.0', 'tiles.choiceOptions'],
    [{ ...newTile, variables: [{ name: 'n', type: 'number', label: 'N', required: false, default: 'viele' }], template: '{{n}}' }, 'variables.0', 'tiles.defaultInvalid'],
    [{ ...newTile, variables: [{ name: 'Bad-Name', type: 'text', label: 'X', required: false }], template: 'x' }, 'variables.0', 'tiles.variableNameInvalid'],
    [{ ...newTile, levels: ['KING'] }, 'levels', 'tiles.levelsInvalid'],
    [{ ...newTile, icon: 'rocket' }, 'icon', 'tiles.iconUnknown'],
    [{ ...newTile, modelId: 'no-such-model' }, 'modelId', 'tiles.modelNotAllowed'],
  ])('refuses a bad tile with a field code (%#)', async (payload, field, code) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/tiles', headers: admin.headers, payload })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().fieldErrors[field].code).toBe(code)
  })

  it('runs a tile through the model, streams and stores the run, and records the tile in the usage ledger', async () => {
    const tile = (await t.app.inject({ method: 'POST', url: '/api/tiles', headers: admin.headers, payload: { ...newTile, title: 'Lauf-Test' } })).json()
    server.script(reply(['# Pressemitteilung\n\n', 'Neue **Packung**.'], { usage: { input: 50, output: 12 } }))
    const before = server.requests.length
    const response = await run(writer.headers, tile.id, { topic: 'Neue Packungsgröße', tone: 'locker', day: '2026-11-20' })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.headers['content-type']).toContain('application/x-ndjson')
    // A streamed answer is the API's JSON too (decision 0070): its policy allows nothing.
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const events = parseNdjson(response.body)
    expect(events.map((event) => event.type)).toEqual(['start', 'text', 'text', 'done'])
    expect(streamedText(events)).toBe('# Pressemitteilung\n\nNeue **Packung**.')
    const done = events.at(-1)!.run as Record<string, unknown>
    expect(done).toMatchObject({ tileId: tile.id, tileTitle: 'Lauf-Test', status: 'complete', content: '# Pressemitteilung\n\nNeue **Packung**.', model: { label: 'Scripted chat', offline: false } })
    // The default filled the number, the choice kept the value sent.
    expect(done.inputs).toEqual({ topic: 'Neue Packungsgröße', tone: 'locker', length: 120, day: '2026-11-20' })

    const prompt = server.requests.slice(before).find((request) => request.path.endsWith('/chat/completions'))!.body!.messages as { role: string; content: string }[]
    expect(prompt.at(-1)!.content).toContain('Schreibe eine Pressemitteilung zu Neue Packungsgröße im Ton locker, 120 Wörter, Stand 2026-11-20. Heute: ')
    expect(prompt.at(-1)!.content).not.toContain('{{date}}')

    const ledger = await t.app.db.select().from(aiUsage).where(eq(aiUsage.tileId, tile.id))
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ tool: 'tile', userId: writer.userId, tenantGroup: 'DEMO', modelId, tokensIn: 50, tokensOut: 12, outcome: 'ok' })

    const history = (await t.app.inject({ url: '/api/tile-runs', headers: writer.headers })).json()
    expect(history.items[0]).toMatchObject({ id: done.id, status: 'complete' })

    // Team activity names the tile by the title its run recorded, not by its id.
    const activity = (await t.app.inject({ url: '/api/team-activity', headers: admin.headers })).json()
    expect(activity.byTile).toContainEqual(expect.objectContaining({ tileId: tile.id, name: 'Lauf-Test', tileRuns: 1 }))
    expect(history.items[0].fields.find((field: { name: string }) => field.name === 'tone')).toMatchObject({ label: 'Ton', display: 'locker', value: 'locker' })
  })

  it.each([
    [{ tone: 'sachlich' }, 'inputs.topic', 'tiles.input.required'],
    [{ topic: 'x', tone: 'laut' }, 'inputs.tone', 'tiles.input.notAnOption'],
    [{ topic: 'x', length: 'zwölf' }, 'inputs.length', 'tiles.input.notANumber'],
    [{ topic: 'x', day: '2026-02-30' }, 'inputs.day', 'tiles.input.notADate'],
    [{ topic: 'x', colour: 'blau' }, 'inputs.colour', 'tiles.input.unknown'],
    [{ product: 'x'.repeat(501) }, 'inputs.product', 'tiles.input.tooLong', 'pharmacy-product-description'],
  ])('refuses bad form values with 400 and a code per field, storing nothing (%#)', async (inputs, field, code, starterId?: string) => {
    const tile = starterId ? { id: starterId } : (await t.app.inject({ url: '/api/tiles', headers: admin.headers })).json().items.find((item: { title: string }) => item.title === 'Pressetext')
    const runsBefore = (await t.app.inject({ url: '/api/tile-runs', headers: writer.headers })).json().items.length
    const response = await run(writer.headers, tile.id, inputs)
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().fieldErrors[field].code).toBe(code)
    expect((await t.app.inject({ url: '/api/tile-runs', headers: writer.headers })).json().items.length).toBe(runsBefore)
  })

  it('puts a data-pool file\'s text into the prompt and shows its name in history; a file the user may not read is refused', async () => {
    const collectionId = await t.addCollection('DEMO', { name: 'Beipackzettel', internal: false })
    const { fileId } = await t.addDocument('DEMO', { collectionId }, 'dolorex-beilage.pdf', ['Dolorex lindert Kopfschmerzen.', 'Nicht bei Magengeschwüren anwenden.'])
    const bpiCollection = await t.addCollection('BPI', { name: 'Fremd', internal: false })
    const foreign = await t.addDocument('BPI', { collectionId: bpiCollection }, 'fremd.pdf', ['Geheim.'])
    const files = (await t.app.inject({ url: '/api/tiles/files', headers: writer.headers })).json().items
    expect(files).toEqual(expect.arrayContaining([{ id: fileId, filename: 'dolorex-beilage.pdf', collection: 'Beipackzettel' }]))
    expect(files.some((file: { id: string }) => file.id === foreign.fileId)).toBe(false)

    // Another tenant's file is as unknown as no file (decision 0052).
    const refused = await run(writer.headers, 'package-leaflet-summary', { leaflet: foreign.fileId })
    expect(refused.statusCode).toBe(404)

    server.script(reply('## Wofür\n\nGegen Kopfschmerzen.'))
    const before = server.requests.length
    const response = await run(writer.headers, 'package-leaflet-summary', { leaflet: fileId })
    expect(response.statusCode, response.body).toBe(200)
    const prompt = server.requests.slice(before).find((request) => request.path.endsWith('/chat/completions'))!.body!.messages as { role: string; content: string }[]
    expect(prompt.at(-1)!.content).toContain('Dolorex lindert Kopfschmerzen.\n\nNicht bei Magengeschwüren anwenden.')
    expect(prompt.at(-1)!.content).toContain('(Leichte Sprache)')
    const done = parseNdjson(response.body).at(-1)!.run as { fields: { name: string; display: string }[] }
    expect(done.fields.find((field) => field.name === 'leaflet')!.display).toBe('dolorex-beilage.pdf')
    const ledger = await t.app.db.select().from(aiUsage).where(eq(aiUsage.tileId, 'package-leaflet-summary'))
    expect(ledger.map((row) => row.tool)).toEqual(['tile'])
  })

  it('without a language model states so (in the tenant\'s language), stores the run as unavailable and asks no provider', async () => {
    const before = server.requests.length
    const response = await run(bpiWriter.headers, 'social-media-post', { topic: 'Herbstaktion Erkältung', platform: 'linkedin' })
    expect(response.statusCode, response.body).toBe(200)
    const events = parseNdjson(response.body)
    expect(streamedText(events)).toBe(messagesDe['tiles.noModel'])
    expect(events.at(-1)).toMatchObject({ type: 'done', run: { status: 'unavailable', errorCode: 'tiles.noModel', model: { label: 'Kein Sprachmodell', offline: true } } })
    expect(server.requests.length).toBe(before)
    const ledger = await t.app.db.select().from(aiUsage).where(and(eq(aiUsage.tileId, 'social-media-post'), eq(aiUsage.tenantGroup, 'BPI')))
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ tool: 'tile', modelName: 'offline', outcome: 'refused' })

    const neres = await t.signInAs('WRITE', 'NERES')
    const french = parseNdjson((await run(neres.headers, 'social-media-post', { topic: 'Rhume', platform: 'facebook' })).body)
    expect(streamedText(french)).toBe(messagesFr['tiles.noModel'])
  })

  it('keeps runs their user\'s own: search, get, delete; another user\'s or tenant\'s run is 404', async () => {
    const mine = (await t.app.inject({ url: '/api/tile-runs?q=Kopfschmerzen', headers: writer.headers })).json().items
    expect(mine).toHaveLength(1)
    expect(mine[0].tileId).toBe('package-leaflet-summary')
    expect((await t.app.inject({ url: '/api/tile-runs?q=dolorex-beilage', headers: writer.headers })).json().items).toHaveLength(1)
    expect((await t.app.inject({ url: '/api/tile-runs?q=Nirgendwo', headers: writer.headers })).json().items).toHaveLength(0)
    const runId = mine[0].id as string
    expect((await t.app.inject({ url: `/api/tile-runs/${runId}`, headers: writer.headers })).json().id).toBe(runId)
    expect((await t.app.inject({ url: `/api/tile-runs/${runId}`, headers: admin.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/tile-runs/${runId}`, headers: bpiAdmin.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tile-runs/${runId}`, headers: bpiWriter.headers })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'DELETE', url: `/api/tile-runs/${runId}`, headers: writer.headers })).statusCode).toBe(204)
    expect((await t.app.inject({ url: `/api/tile-runs/${runId}`, headers: writer.headers })).statusCode).toBe(404)
  })
})
