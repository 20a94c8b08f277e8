// Episodes without the publisher's transcript, transcribed by the tenant's model with the capability
// Transcription: a scripted OpenAI-compatible /audio/transcriptions endpoint over real HTTP, through
// the provider layer (allow-list, ledger). The audio streams from the scripted publisher and is cut
// into parts under the part size, each starting on an MP3 frame; segment times follow the parts.
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  configureSourceFetch,
  defaultSourceFetchLimits,
} from '../../src/server/analysis/sources/fetch-limits.ts'
import { aiUsage } from '../../src/server/db/ai-tables.ts'
import { startScriptedFeedServer, type ScriptedFeedServer } from '../support/scripted-feed-server.ts'
import {
  startScriptedTranscriptionServer,
  type ScriptedTranscriptionServer,
} from '../support/scripted-transcription-server.ts'
import { buildPodcastApp, type PodcastEpisode, type PodcastTestApp } from './podcast-helpers.ts'

let t: PodcastTestApp
let feeds: ScriptedFeedServer
let speech: ScriptedTranscriptionServer

beforeAll(async () => {
  feeds = await startScriptedFeedServer()
  speech = await startScriptedTranscriptionServer(10)
  t = await buildPodcastApp()
  // The scripted episodes are 100 frames of 417 bytes: three parts of at most 16 KB.
  configureSourceFetch({ transcriptionPartBytes: 16 * 1024 })
  await t.addKeywords('DEMO', 'own', ['Zyrtomax'])
  await t.addModel('DEMO', {
    baseUrl: speech.baseUrl,
    apiKey: 'sk-speech',
    modelName: 'whisper-1',
    displayName: 'Whisper',
    capability: 'transcription',
  })
})
afterAll(async () => {
  configureSourceFetch(defaultSourceFetchLimits)
  await t?.close()
  await feeds?.close()
  await speech?.close()
})

describe('transcription', () => {
  it('names the model on the podcast list', async () => {
    const list = (await t.app.inject({ url: '/api/podcasts', headers: await t.as('READ', 'DEMO') })).json()
    expect(list.transcriptionModel).toBe('Whisper')
    const igepha = (
      await t.app.inject({ url: '/api/podcasts', headers: await t.as('READ', 'IGEPHA') })
    ).json()
    expect(igepha.transcriptionModel).toBeNull()
  })

  it('transcribes each episode in parts and moves the segment times by the parts before', async () => {
    const podcastId = await t.createPodcast('DEMO', {
      kind: 'feed',
      url: `${feeds.baseUrl}/plain-feed.xml`,
      schedule: 'manual',
    })
    const detail = await t.waitForFetch('DEMO', podcastId)
    expect(detail.podcast).toMatchObject({ lastStatus: 'ok', lastAdded: 2 })
    expect(detail.episodes.map((one) => one.transcriptOrigin)).toEqual(['model', 'model'])

    expect(speech.requests).toHaveLength(6)
    for (const request of speech.requests) {
      expect(request).toMatchObject({
        authorization: 'Bearer sk-speech',
        model: 'whisper-1',
        responseFormat: 'verbose_json',
        granularities: ['segment'],
      })
      expect(request.fileBytes).toBeLessThanOrEqual(16 * 1024)
      expect(request.firstBytes).toEqual([0xff, 0xfb, 0x90, 0x64])
    }
    expect(speech.requests.slice(0, 3).reduce((sum, one) => sum + one.fileBytes, 0)).toBe(41_700)

    const episode = (
      await t.app.inject({
        url: `/api/podcasts/episodes/${detail.episodes[0]!.id}`,
        headers: await t.as('READ', 'DEMO'),
      })
    ).json() as PodcastEpisode
    expect(episode.segments!.map((one) => one.start)).toEqual([0, 10, 20])
    expect(episode.segments![2]!.text).toBe('Teil 3: Zyrtomax hilft bei Schnupfen.')
    expect(episode.mentions.map((one) => one.second)).toEqual([0, 10, 20])

    const ledger = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tenantGroup, 'DEMO'), eq(aiUsage.tool, 'podcast')))
    expect(ledger).toHaveLength(6)
    expect(ledger.every((row) => row.outcome === 'ok' && row.modelName === 'whisper-1')).toBe(true)
  })

  it('keeps the episode with its show notes when the model fails, and ledgers the failure', async () => {
    speech.failWith = 500
    const before = speech.requests.length
    feeds.set(
      '/plain-feed-2.xml',
      (await (await fetch(`${feeds.baseUrl}/plain-feed.xml`)).text()).replaceAll('gm-', 'other-'),
    )
    const podcastId = await t.createPodcast('DEMO', {
      kind: 'feed',
      url: `${feeds.baseUrl}/plain-feed-2.xml`,
      schedule: 'manual',
    })
    const detail = await t.waitForFetch('DEMO', podcastId)
    expect(detail.episodes.map((one) => one.transcriptOrigin)).toEqual(['none', 'none'])
    expect(speech.requests.length).toBeGreaterThan(before)
    const failed = await t.app.db
      .select()
      .from(aiUsage)
      .where(and(eq(aiUsage.tool, 'podcast'), eq(aiUsage.outcome, 'error')))
    expect(failed.map((row) => row.errorCode)).toContain('ai.providerUnavailable')
  })
})
