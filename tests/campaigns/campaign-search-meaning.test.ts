// Search by meaning in the campaign library (decision 0107), over HTTP on the test's database, with the
// embeddings model behind the real AI SDK against the scripted OpenAI-compatible server (bag-of-words
// vectors; "migraine" and "céphalée" share a bucket, so they embed alike without sharing a word).
// PGlite has pgvector: setting the model embeds the campaigns in a job, the search fuses full text and
// vectors, similar campaigns come by meaning. Debian's PostgreSQL 15 has none: the same steps stay
// full-text only, nothing is sent to the model, and the API says why.
import { randomBytes, randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useKeyCipherKey } from '../../src/server/ai/key-cipher.ts'
import { aiModels, aiUsage } from '../../src/server/db/ai-tables.ts'
import { buildChatApp, type ChatTestApp } from '../chat/chat-helpers.ts'
import { startScriptedOpenAiServer, type ScriptedOpenAiServer } from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'

const apiKey = 'sk-scripted-campaign-embed-41'

const csv = [
  'Title,Subject,List,Send Date,Successful Deliveries,Unique Opens,Open Rate,Unique Clicks,Click Rate,Unsubscribes,Unique Id',
  '"Tête","Céphalée du matin : nos conseils","Grand public","Mar 14, 2024 09:00 am",1000,300,30.00%,40,4.00%,2,head1',
  '"Tête 2","Céphalée et fatigue","Grand public","Mar 20, 2024 09:00 am",1000,300,30.00%,20,2.00%,2,head2',
  '"Soleil","Crème solaire pour tout l’été","Grand public","Apr 02, 2024 09:00 am",1000,250,25.00%,10,1.00%,3,sun1',
  '"Sommeil","Mieux dormir la nuit","Grand public","Apr 10, 2024 09:00 am",1000,250,25.00%,30,3.00%,1,sleep1',
].join('\n')

let t: ChatTestApp
let server: ScriptedOpenAiServer
let headers: Record<string, string>
let userId: string
let embedModel: string
/** PGlite always has pgvector; PostgreSQL only when the server has it installed. */
let vectors: boolean

interface Library {
  items: { id: string; subject: string }[]
  total: number
  semanticSearch: boolean
  semanticSearchMissing: string | null
  campaignsWithoutVector: number | null
}

const library = async (query: string) => {
  const response = await t.app.inject({ url: `/api/campaigns?${query}`, headers })
  expect(response.statusCode, response.body).toBe(200)
  return response.json() as Library
}
const subjects = (list: Library) => list.items.map((item) => item.subject)
const embeddingRequests = () => server.requests.filter((request) => request.path === '/v1/embeddings')

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 1200; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('not done in time')
}

const importFile = (filename: string, body: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/campaigns/import?filename=${encodeURIComponent(filename)}`,
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    payload: Buffer.from(body),
  })

beforeAll(async () => {
  useKeyCipherKey(randomBytes(32))
  server = await startScriptedOpenAiServer({
    apiKey,
    embeddingDimensions: { 'scripted-embed': 64 },
    embeddingSynonyms: { migraine: 'céphalée', migraines: 'céphalée' },
  })
  t = await buildChatApp({ config: { jobPollMs: 50 } })
  ;({ headers, userId } = await t.signInAs('ADMIN', 'NERES'))
  const providerId = await insertScriptedProvider(t.app.db, server.baseUrl, apiKey)
  embedModel = randomUUID()
  await t.app.db.insert(aiModels).values({
    id: embedModel,
    providerId,
    modelName: 'scripted-embed',
    displayName: 'Scripted embed',
    capabilities: ['embeddings'],
    embeddingDimensions: 64,
  })
  vectors =
    t.app.database.kind === 'pglite' ||
    Number(
      (
        (await t.app.db.execute(
          sql`select count(*)::int as n from pg_available_extensions where name = 'vector'`,
        )) as unknown as { rows: { n: number }[] }
      ).rows[0]!.n,
    ) > 0
  expect((await importFile('campaigns.csv', csv)).statusCode).toBe(200)
})
afterAll(async () => {
  await t?.close()
  await server?.close()
})

describe('search by meaning in the campaign library', () => {
  it('is full text only without an embeddings model, and says so', async () => {
    const list = await library('q=migraine')
    expect(list).toMatchObject({ total: 0, semanticSearch: false, campaignsWithoutVector: null })
    expect(list.semanticSearchMissing).toBe(vectors ? 'embeddingsModel' : 'databaseExtension')
    expect(subjects(await library('q=céphalée'))).toHaveLength(2)
    expect(embeddingRequests()).toHaveLength(0)
  })

  it('embeds every campaign in a job once the tenant sets a model, through the gateway and its ledger', async () => {
    const saved = await t.app.inject({
      method: 'PATCH',
      url: '/api/ai-admin/tenant-settings/NERES',
      headers,
      payload: { allowedModelIds: [embedModel], embeddingModelId: embedModel },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    if (!vectors) {
      const list = await library('q=migraine')
      expect(list).toMatchObject({ semanticSearch: false, semanticSearchMissing: 'databaseExtension' })
      expect(embeddingRequests()).toHaveLength(0)
      return
    }
    const list = await waitFor(
      () => library(''),
      (value) => value.campaignsWithoutVector === 0,
    )
    expect(list).toMatchObject({ semanticSearch: true, semanticSearchMissing: null, total: 4 })
    const embedded = embeddingRequests().flatMap((request) => request.body!.input as string[])
    expect(embedded).toHaveLength(4)
    expect(embedded).toContain('Céphalée du matin : nos conseils')
    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantGroup, 'NERES'), eq(aiUsage.tool, 'campaigns')))
    expect(ledger.length).toBeGreaterThan(0)
    expect(ledger.every((row) => row.outcome === 'ok' && row.modelId === embedModel)).toBe(true)
  })

  it('finds campaigns by meaning that share no word with the search, after those that match its words', async () => {
    const byMeaning = await library('q=migraine')
    if (!vectors) {
      expect(byMeaning).toMatchObject({ total: 0, semanticSearch: false })
      return
    }
    expect(byMeaning.semanticSearch).toBe(true)
    expect(subjects(byMeaning).slice(0, 2).sort()).toEqual(
      ['Céphalée du matin : nos conseils', 'Céphalée et fatigue'].sort(),
    )
    expect(subjects(byMeaning)).not.toContain('Crème solaire pour tout l’été')
    // The search's own vector was asked for with the user on the ledger row.
    const asked = embeddingRequests().at(-1)!.body!.input as string[]
    expect(asked).toEqual(['migraine'])
    const [row] = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tool, 'campaigns'), eq(aiUsage.userId, userId)))
    expect(row).toBeDefined()
    // A KPI sort orders the same fused set; filters still apply to what meaning finds.
    const byClicks = await library('q=migraine&sort=clickRate&order=desc')
    expect(subjects(byClicks)).toEqual(['Céphalée du matin : nos conseils', 'Céphalée et fatigue'])
    expect((await library('q=migraine&from=2024-03-15')).items.map((item) => item.subject)).toEqual([
      'Céphalée et fatigue',
    ])
  })

  it('falls back to full text, and says so, when the search cannot be embedded', async () => {
    server.embeddingsDown = true
    try {
      const list = await library('q=céphalée')
      expect(subjects(list).sort()).toEqual(
        ['Céphalée du matin : nos conseils', 'Céphalée et fatigue'].sort(),
      )
      expect(list).toMatchObject({
        semanticSearch: false,
        semanticSearchMissing: vectors ? 'queryNotEmbedded' : 'databaseExtension',
      })
    } finally {
      server.embeddingsDown = false
    }
  })

  it('shows similar campaigns by meaning when the campaign has a vector, else by shared words', async () => {
    const [first] = (await library('q=matin')).items
    const detail = (await t.app.inject({ url: `/api/campaigns/${first!.id}`, headers })).json()
    expect(detail.similarBy).toBe(vectors ? 'meaning' : 'words')
    expect(detail.similar[0].subject).toBe('Céphalée et fatigue')
    if (vectors) expect(detail.similar).toHaveLength(3)
  })

  it('embeds a campaign again when its words change (an e-mail imported for it)', async () => {
    const html = '<html><body><p>Contre la migraine, demandez conseil à votre pharmacien.</p></body></html>'
    expect((await importFile('sun1.html', html)).statusCode).toBe(200)
    if (!vectors) {
      expect(embeddingRequests()).toHaveLength(0)
      return
    }
    const before = embeddingRequests().length
    await waitFor(
      () => library(''),
      (value) => value.campaignsWithoutVector === 0 && embeddingRequests().length > before,
    )
    const again = embeddingRequests()
      .slice(before)
      .flatMap((request) => request.body!.input as string[])
    expect(again).toHaveLength(1)
    expect(again[0]).toContain('Contre la migraine')
  })
})
