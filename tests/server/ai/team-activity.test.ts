// Team activity from the usage ledger: rows written by real chats (IGEPHA through the scripted
// provider with prices, BPI by the offline engine) and by the ledger's own recordUsage (a tile run,
// an old row), read back per day, user, assistant, tile and model; the CHC-mate view over the
// manifest's chcmate assistants; tenant isolation; the CSV export; never any message content.
import { randomBytes, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../../src/server/ai/key-cipher.ts'
import { recordUsage } from '../../../src/server/ai/usage.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../../src/server/db/ai-tables.ts'
import { reply, startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../../support/scripted-provider.ts'
import { buildChatApp, createThread, parseNdjson, waitForTitle, type ChatTestApp } from '../../chat/chat-helpers.ts'

const apiKey = 'sk-scripted-team-4321'
const dayMs = 86_400_000
const today = () => new Date().toISOString().slice(0, 10)
const secret = 'Wie hoch ist die Marge bei Produkt Geheim-X?'

describe('team activity', () => {
  let t: ChatTestApp
  let server: ScriptedOpenAiServer
  let admin: Record<string, string>
  let root: Record<string, string>
  let bpiAdmin: Record<string, string>
  let writerA: { headers: Record<string, string>; userId: string }
  let writerB: { headers: Record<string, string>; userId: string }
  let ownAssistant: string

  const get = (url: string, headers: Record<string, string>) => t.app.inject({ url, headers })
  async function ask(headers: Record<string, string>, threadId: string, content: string, usage: { input: number; output: number }, title: boolean) {
    server.script(reply('Eine Antwort.', { usage }), ...(title ? [reply('Ein Titel', { usage: { input: 10, output: 2 } })] : []))
    const events = parseNdjson((await t.app.inject({ method: 'POST', url: `/api/chat/threads/${threadId}/messages`, headers, payload: { content } })).body)
    expect(events.at(-1)?.type).toBe('done')
    if (title) await waitForTitle(t, headers, threadId)
  }

  beforeAll(async () => {
    useKeyCipherKey(randomBytes(32))
    server = await startScriptedOpenAiServer({ apiKey })
    t = await buildChatApp()
    const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
    const modelId = randomUUID()
    await t.app.db.insert(aiModels).values({ id: modelId, providerId, modelName: 'scripted-chat', displayName: 'Scripted chat', capabilities: ['chat'], contextWindow: 16_000, priceInputPerMillion: 1, priceOutputPerMillion: 2 })
    await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'IGEPHA', modelId })
    await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'IGEPHA', defaultChatModelId: modelId })

    admin = (await t.signInAs('ADMIN', 'IGEPHA')).headers
    root = (await t.signInAs('ROOT', 'PARENT')).headers
    bpiAdmin = (await t.signInAs('ADMIN', 'BPI')).headers
    const budget = await t.app.inject({ method: 'PATCH', url: '/api/ai-admin/tenant-settings/IGEPHA', headers: admin, payload: { monthlyTokenBudget: 10_000 } })
    expect(budget.statusCode, budget.body).toBe(200)

    const { user, password } = await t.createUser({ role: 'WRITE', group: 'IGEPHA', username: '=HYPERLINK("http://x")' })
    writerA = { headers: { authorization: `Bearer ${await t.signIn(user.email, password)}` }, userId: user.id }
    writerB = await t.signInAs('WRITE', 'IGEPHA')
    ownAssistant = await t.addAssistant('IGEPHA', { sourceMode: 'general', name: 'Marketing-Helfer' })

    // CHC-mate: the fixed igepha-all assistant behind IGEPHA's internal chatbot.
    const chcThread = await createThread(t, writerA.headers, { assistantId: 'igepha-all', routeId: 'igepha-internal-chatbot', kind: 'classic' })
    await ask(writerA.headers, chcThread, secret, { input: 100, output: 20 }, true)
    await ask(writerA.headers, chcThread, 'Und die Dosierung?', { input: 100, output: 20 }, false)
    const ownThread = await createThread(t, writerB.headers, { assistantId: ownAssistant, routeId: 'chatbot', kind: 'classic' })
    await ask(writerB.headers, ownThread, 'Schreibe einen Slogan.', { input: 100, output: 20 }, true)
    // A tile run as the tiles will record it, and a row from before the range.
    await recordUsage(t.app.db, { tenantGroup: 'IGEPHA', userId: writerB.userId, tool: 'tile', tileId: 'hwg-check', modelId, modelName: 'scripted-chat', tokensIn: 30, tokensOut: 10, costEstimate: 0.00005, outcome: 'ok' })
    await recordUsage(t.app.db, { at: new Date(Date.now() - 40 * dayMs), tenantGroup: 'IGEPHA', userId: writerB.userId, tool: 'chat', modelId, modelName: 'scripted-chat', tokensIn: 900, tokensOut: 100, outcome: 'ok' })

    // BPI answers with the offline engine.
    const bpiWriter = await t.signInAs('WRITE', 'BPI')
    const bpiAssistant = await t.addAssistant('BPI', { sourceMode: 'general' })
    const bpiThread = await createThread(t, bpiWriter.headers, { assistantId: bpiAssistant, routeId: 'chatbot', kind: 'classic' })
    const bpiAnswer = await t.app.inject({ method: 'POST', url: `/api/chat/threads/${bpiThread}/messages`, headers: bpiWriter.headers, payload: { content: 'Hallo?' } })
    expect(bpiAnswer.statusCode).toBe(200)
  }, 60_000)
  afterAll(async () => {
    await t.close()
    await server.close()
  })

  it('sums the tenant\'s last 30 days by day, user, assistant, tile and model, with budget use and no message content', async () => {
    const response = await get('/api/team-activity', admin)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.body).not.toContain('Geheim-X')
    expect(response.body).not.toContain('Eine Antwort')
    const activity = response.json()
    expect(activity.group).toBe('IGEPHA')
    expect(activity.to).toBe(today())
    expect(activity.byDay).toHaveLength(30)
    // 3 answers of 120 tokens (0.00014 € each), 2 titles of 12 (0.000014 €), a tile run of 40 (0.00005 €).
    expect(activity.totals).toEqual({ activeUsers: 2, messages: 3, tileRuns: 1, tokensIn: 350, tokensOut: 74, tokens: 424, costEstimate: expect.closeTo(0.000498, 9) })
    expect(activity.byDay.at(-1)).toMatchObject({ day: today(), activeUsers: 2, messages: 3, tileRuns: 1, tokens: 424 })
    expect(activity.byDay.slice(0, -1).every((day: { tokens: number }) => day.tokens === 0)).toBe(true)
    expect(activity.byUser.map((row: { userId: string; messages: number; tileRuns: number; tokens: number }) => [row.userId, row.messages, row.tileRuns, row.tokens])).toEqual([
      [writerA.userId, 2, 0, 240],
      [writerB.userId, 1, 1, 160],
    ])
    expect(activity.byAssistant.map((row: { assistantId: string; name: string; messages: number }) => [row.assistantId, row.name, row.messages])).toEqual([
      ['igepha-all', expect.stringContaining('Alle Quellen'), 2],
      [ownAssistant, 'Marketing-Helfer', 1],
    ])
    expect(activity.byTile).toEqual([{ tileId: 'hwg-check', name: null, activeUsers: 1, messages: 0, tileRuns: 1, tokensIn: 30, tokensOut: 10, tokens: 40, costEstimate: 0.00005 }])
    expect(activity.byModel).toEqual([expect.objectContaining({ modelName: 'scripted-chat', offline: false, calls: 6, tokens: 424 })])
    const month = activity.budget.months.at(-1)
    expect(activity.budget.monthlyTokenBudget).toBe(10_000)
    expect(month).toEqual({ month: today().slice(0, 7), tokens: 424, share: 0.0424 })
  })

  it('takes a date range and refuses a reversed, unreal or too long one', async () => {
    const from = new Date(Date.now() - 45 * dayMs).toISOString().slice(0, 10)
    const wide = (await get(`/api/team-activity?from=${from}&to=${today()}`, admin)).json()
    expect(wide.byDay).toHaveLength(46)
    expect(wide.totals.tokens).toBe(1424)
    const past = (await get(`/api/team-activity?from=${from}&to=${from}`, admin)).json()
    expect(past.totals).toMatchObject({ activeUsers: 0, messages: 0, tokens: 0 })
    for (const [query, code] of [
      ['from=2026-03-02&to=2026-03-01', 'teamActivity.reversedRange'],
      ['from=2026-02-30&to=2026-03-01', 'teamActivity.badDate'],
      ['from=2024-01-01&to=2026-01-01', 'teamActivity.rangeTooLong'],
      ['from=0000-01-01&to=0000-01-02', 'teamActivity.badDate'],
      ['from=9999-12-30&to=9999-12-31', 'teamActivity.badDate'],
      ['to=0000-00-00', 'teamActivity.badDate'],
      ['to=1970-01-10', 'teamActivity.badDate'],
    ]) {
      const refused = await get(`/api/team-activity?${query}`, admin)
      expect(refused.statusCode, query).toBe(400)
      expect(JSON.stringify(refused.json())).toContain(code)
    }
  })

  it('shows a tenant admin only their own tenant; the ROOT of PARENT any tenant', async () => {
    expect((await get('/api/team-activity?group=BPI', admin)).statusCode).toBe(404)
    expect((await get('/api/team-activity/export?group=BPI', admin)).statusCode).toBe(404)
    expect((await get('/api/team-activity?group=IGEPHA', bpiAdmin)).statusCode).toBe(404)
    expect((await get('/api/team-activity?group=NOPE', root)).statusCode).toBe(404)
    const bpi = (await get('/api/team-activity?group=BPI', root)).json()
    expect(bpi.totals).toMatchObject({ activeUsers: 1, messages: 1 })
    expect(bpi.byModel).toEqual([expect.objectContaining({ modelName: 'offline', offline: true, calls: 1, costEstimate: 0 })])
    expect((await get('/api/team-activity?group=IGEPHA', root)).json().totals.tokens).toBe(424)
    expect((await get('/api/team-activity', writerA.headers)).statusCode).toBe(403)
  })

  it('shows the CHC-mate view over the manifest\'s chcmate assistants only, to IGEPHA admins', async () => {
    const response = await get('/api/team-activity/chcmate', admin)
    expect(response.statusCode, response.body).toBe(200)
    const activity = response.json()
    expect(activity.totals).toMatchObject({ activeUsers: 1, messages: 2, tileRuns: 0, tokens: 240 })
    expect(activity.byAssistant.map((row: { assistantId: string }) => row.assistantId)).toEqual(['igepha-all'])
    expect(activity.byTile).toEqual([])
    expect((await get('/api/team-activity/chcmate', bpiAdmin)).statusCode).toBe(403)
    expect((await get('/api/team-activity/chcmate', root)).statusCode).toBe(403)
    const csv = await get('/api/team-activity/chcmate/export?by=assistant', { ...admin, 'accept-language': 'en' })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).toContain('Alle Quellen')
    expect(csv.body).not.toContain('Marketing-Helfer')
  })

  it('exports a table as CSV with the language\'s separator and titles, formulas neutralised', async () => {
    const german = await get('/api/team-activity/export?by=user', { ...admin, 'accept-language': 'de' })
    expect(german.statusCode).toBe(200)
    expect(german.headers['content-type']).toMatch(/^text\/csv/)
    expect(german.headers['content-disposition']).toBe(`attachment; filename="team-activity-igepha-user-${new Date(Date.now() - 29 * dayMs).toISOString().slice(0, 10)}-${today()}.csv"`)
    const [header, first] = german.body.replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toBe('"Nutzer";"E-Mail";"Nachrichten";"Kachel-Ausführungen";"Tokens Eingabe";"Tokens Ausgabe";"Tokens";"Geschätzte Kosten (€)";"Zuletzt aktiv"')
    expect(first).toMatch(/^"'=HYPERLINK\(""http:\/\/x""\)";"[^"]+";"2";"0";"200";"40";"240";"0,00028";"\d{4}-/)
    expect(german.body).not.toContain('Geheim-X')
    const english = await get('/api/team-activity/export?by=day', { ...admin, 'accept-language': 'en' })
    const lines = english.body.replace(/^\uFEFF/, '').trim().split('\r\n')
    expect(lines[0]).toBe('"Day","Active users","Messages","Tile runs","Tokens in","Tokens out","Tokens","Estimated cost (€)"')
    expect(lines).toHaveLength(31)
    expect(lines.at(-1)).toBe(`"${today()}","2","3","1","350","74","424","0.000498"`)
  })
})
