// Episodes stored while the tenant had no transcription model are transcribed later (decision 0113):
// per episode or all waiting of a podcast, ADMIN and up, in the job runner, through the provider layer
// (a scripted OpenAI-compatible /audio/transcriptions over real HTTP) and the ledger; from the kept
// audio while the retention keeps it, else from the publisher's enclosure. The episode is matched
// again (its mentions now have seconds); minutes and, with the catalogue's price per minute (set by
// the ROOT of PARENT, never by the tenant), the cost are recorded and shown.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  configureSourceFetch,
  defaultSourceFetchLimits,
} from '../../src/server/analysis/sources/fetch-limits.ts'
import { aiUsage, knowledgeFiles, tenantAiSettings } from '../../src/server/db/ai-tables.ts'
import { podcastTranscriptions } from '../../src/server/db/podcast-tables.ts'
import {
  mp3Frames,
  startScriptedFeedServer,
  type ScriptedFeedServer,
} from '../support/scripted-feed-server.ts'
import {
  startScriptedTranscriptionServer,
  type ScriptedTranscriptionServer,
} from '../support/scripted-transcription-server.ts'
import {
  buildPodcastApp,
  type PodcastDetail,
  type PodcastEpisode,
  type PodcastTestApp,
} from './podcast-helpers.ts'

let t: PodcastTestApp
let feeds: ScriptedFeedServer
let speech: ScriptedTranscriptionServer
let podcastId = ''

beforeAll(async () => {
  feeds = await startScriptedFeedServer()
  speech = await startScriptedTranscriptionServer(10)
  t = await buildPodcastApp()
  configureSourceFetch({ transcriptionPartBytes: 16 * 1024 })
  await t.addKeywords('DEMO', 'own', ['Zyrtomax'])
})
afterAll(async () => {
  configureSourceFetch(defaultSourceFetchLimits)
  await t?.close()
  await feeds?.close()
  await speech?.close()
})

const detailOf = async (group = 'DEMO') =>
  (
    await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers: await t.as('READ', group) })
  ).json() as PodcastDetail

const post = async (url: string, role = 'ADMIN', group = 'DEMO') =>
  t.app.inject({ method: 'POST', url, headers: await t.as(role, group) })

async function settled(): Promise<PodcastDetail> {
  for (let i = 0; i < 1200; i++) {
    const detail = await detailOf()
    if (detail.episodes.every((one) => !['queued', 'running'].includes(one.transcription!.state)))
      return detail
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the transcriptions did not finish')
}

async function addTranscriptionModel(): Promise<string> {
  return t.addModel('DEMO', {
    baseUrl: speech.baseUrl,
    apiKey: 'sk-speech',
    modelName: 'whisper-1',
    displayName: 'Whisper',
    capability: 'transcription',
  })
}

describe('transcribing stored episodes later', () => {
  it('says the episodes wait for a model and refuses to transcribe without one', async () => {
    podcastId = await t.createPodcast('DEMO', {
      kind: 'feed',
      url: `${feeds.baseUrl}/plain-feed.xml`,
      schedule: 'manual',
    })
    const detail = await t.waitForFetch('DEMO', podcastId)
    expect(detail.episodes.map((one) => one.transcriptOrigin)).toEqual(['none', 'none'])
    expect(detail.episodes.map((one) => one.transcription!.state)).toEqual([
      'waitingForModel',
      'waitingForModel',
    ])
    const refused = await post(`/api/podcasts/${podcastId}/transcribe`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('podcast.transcriptionModelNeeded')
    expect(speech.requests).toHaveLength(0)
  })

  it("lets only admins of the tenant ask; the price per minute is the catalogue's", async () => {
    const modelId = await addTranscriptionModel()
    const detail = await detailOf()
    expect(detail.episodes.map((one) => one.transcription!.state)).toEqual(['waiting', 'waiting'])
    expect((await post(`/api/podcasts/${podcastId}/transcribe`, 'READ')).statusCode).toBe(403)
    expect((await post(`/api/podcasts/${podcastId}/transcribe`, 'ADMIN', 'IGEPHA')).statusCode).toBe(404)
    const episodeId = detail.episodes[0]!.id
    expect((await post(`/api/podcasts/episodes/${episodeId}/transcribe`, 'ADMIN', 'IGEPHA')).statusCode).toBe(
      404,
    )
    let list = (await t.app.inject({ url: '/api/podcasts', headers: await t.as('READ', 'DEMO') })).json()
    expect(list).toMatchObject({ transcriptionModel: 'Whisper', transcriptionPrice: null })
    const setPrice = async (role: string, group: string, pricePerMinute: number) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/ai-admin/models/${modelId}`,
        headers: await t.as(role, group),
        payload: { pricePerMinute },
      })
    // The tenant's admin cannot price its own transcriptions (a 0 would escape the parent's ceilings).
    expect((await setPrice('ADMIN', 'DEMO', 0)).statusCode).toBe(403)
    const bad = await setPrice('ROOT', 'PARENT', -1)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().fieldErrors.pricePerMinute.code).toBe('ai.minutePriceInvalid')
    const price = await setPrice('ROOT', 'PARENT', 0.006)
    expect(price.statusCode, price.body).toBe(200)
    list = (await t.app.inject({ url: '/api/podcasts', headers: await t.as('READ', 'DEMO') })).json()
    expect(list).toMatchObject({ transcriptionModel: 'Whisper', transcriptionPrice: 0.006 })
    expect(speech.requests).toHaveLength(0)
  })

  it('transcribes one episode from its kept audio, matches it again and records minutes and cost', async () => {
    const before = await detailOf()
    const episode = before.episodes[1]!
    // Audio attached by hand is kept (the retention allows it): the publisher is not asked again.
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/episodes/${episode.id}/audio?filename=folge-1.mp3`,
      headers: { ...(await t.as('ADMIN', 'DEMO')), 'content-type': 'application/octet-stream' },
      payload: mp3Frames(100),
    })
    expect(upload.statusCode, upload.body).toBe(204)
    const audioRequests = feeds.requests.filter((one) => one.path.startsWith('/audio/')).length
    const asked = await post(`/api/podcasts/episodes/${episode.id}/transcribe`)
    expect(asked.statusCode, asked.body).toBe(202)
    const detail = await settled()
    const done = detail.episodes.find((one) => one.id === episode.id)!
    expect(done.transcription).toEqual({
      state: 'done',
      errorCode: null,
      modelLabel: 'Whisper',
      minutes: 0.5,
      cost: 0.003,
    })
    expect(done.transcriptOrigin).toBe('model')
    expect(detail.episodes.find((one) => one.id !== episode.id)!.transcription!.state).toBe('waiting')
    expect(feeds.requests.filter((one) => one.path.startsWith('/audio/')).length).toBe(audioRequests)
    expect(speech.requests).toHaveLength(3)
    expect(speech.requests[0]!.fileName).toBe('folge-1.mp3')
    const [row] = await t.app.db
      .select()
      .from(podcastTranscriptions)
      .where(eq(podcastTranscriptions.itemId, episode.id))
    expect(row).toMatchObject({ status: 'done', audioFrom: 'stored', seconds: 30 })

    const view = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episode.id}`, headers: await t.as('READ', 'DEMO') })
    ).json() as PodcastEpisode
    expect(view.segments!.map((one) => one.start)).toEqual([0, 10, 20])
    expect(view.text).toContain('Teil 1: Zyrtomax hilft bei Schnupfen.')
    expect(view.text).not.toContain('Dolorin')
    expect(view.mentions.map((one) => [one.term, one.second])).toEqual([
      ['Zyrtomax', 0],
      ['Zyrtomax', 10],
      ['Zyrtomax', 20],
    ])
    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantGroup, 'DEMO'), eq(aiUsage.tool, 'podcast')))
    expect(ledger).toHaveLength(3)
    expect(ledger.every((one) => one.outcome === 'ok' && one.modelName === 'whisper-1')).toBe(true)
    // Each part is 10 s: 1/6 min at 0.006 EUR.
    expect(ledger.reduce((sum, one) => sum + one.costEstimate, 0)).toBeCloseTo(0.003, 9)
    const again = await post(`/api/podcasts/episodes/${episode.id}/transcribe`)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('podcast.hasTranscript')
  })

  it('shows a failure with its reason, and "all waiting" takes it again from the publisher', async () => {
    speech.failWith = 500
    const asked = await post(`/api/podcasts/${podcastId}/transcribe`)
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json()).toEqual({ queued: 1 })
    let detail = await settled()
    const failed = detail.episodes.find((one) => one.transcriptOrigin === 'none')!
    expect(failed.transcription).toMatchObject({ state: 'failed', errorCode: 'ai.providerUnavailable' })

    speech.failWith = null
    const audioRequests = feeds.requests.filter((one) => one.path === '/audio/ep2.mp3').length
    expect((await post(`/api/podcasts/${podcastId}/transcribe`)).json()).toEqual({ queued: 1 })
    detail = await settled()
    expect(detail.episodes.map((one) => one.transcription!.state)).toEqual(['done', 'done'])
    expect(feeds.requests.filter((one) => one.path === '/audio/ep2.mp3').length).toBe(audioRequests + 1)
    const [row] = await t.app.db
      .select()
      .from(podcastTranscriptions)
      .where(eq(podcastTranscriptions.itemId, failed.id))
    expect(row).toMatchObject({ status: 'done', audioFrom: 'publisher', seconds: 30, cost: 0.003 })
    expect(detail.transcriptionCosts).toEqual({ minutes: 1, cost: 0.006 })
    const none = await post(`/api/podcasts/${podcastId}/transcribe`)
    expect(none.statusCode).toBe(409)
    expect(none.json().code).toBe('podcast.nothingToTranscribe')
  })

  it('does not use kept audio older than the retention: the enclosure is fetched again', async () => {
    feeds.set(
      '/plain-feed-3.xml',
      (await (await fetch(`${feeds.baseUrl}/plain-feed.xml`)).text()).replaceAll('gm-', 'late-'),
    )
    const otherId = await t.createPodcast('DEMO', {
      kind: 'feed',
      url: `${feeds.baseUrl}/plain-feed-3.xml`,
      schedule: 'manual',
    })
    // The tenant has a transcription model now: the fetch transcribes at once; this test needs one
    // waiting, so the model fails during the fetch.
    speech.failWith = 500
    const fetched = await t.waitForFetch('DEMO', otherId)
    speech.failWith = null
    const episode = fetched.episodes[0]!
    expect(episode.transcription!.state).toBe('waiting')
    const upload = await t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/episodes/${episode.id}/audio?filename=alt.mp3`,
      headers: { ...(await t.as('ADMIN', 'DEMO')), 'content-type': 'application/octet-stream' },
      payload: mp3Frames(100),
    })
    expect(upload.statusCode).toBe(204)
    await t.app.db
      .insert(tenantAiSettings)
      .values({ tenantGroup: 'DEMO', threadRetentionDays: 1 })
      .onConflictDoUpdate({ target: tenantAiSettings.tenantGroup, set: { threadRetentionDays: 1 } })
    await t.app.db
      .update(knowledgeFiles)
      .set({ createdAt: new Date(Date.now() - 3 * 86_400_000) })
      .where(eq(knowledgeFiles.filename, 'alt.mp3'))
    const fromPublisher = feeds.requests.filter((one) => one.path === '/audio/ep2.mp3').length
    expect((await post(`/api/podcasts/episodes/${episode.id}/transcribe`)).statusCode).toBe(202)
    for (let i = 0; i < 1200; i++) {
      const [row] = await t.app.db
        .select()
        .from(podcastTranscriptions)
        .where(eq(podcastTranscriptions.itemId, episode.id))
      if (row && (row.status === 'done' || row.status === 'failed')) {
        expect(row).toMatchObject({ status: 'done', audioFrom: 'publisher' })
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(feeds.requests.filter((one) => one.path === '/audio/ep2.mp3').length).toBe(fromPublisher + 1)
  })
})
