// A podcast run with a language model: the scripted OpenAI-compatible server answers the
// podcastEpisode profile's JSON. The matcher's mentions keep their second and are classified by the
// model's (sentiment), the model's own mentions, health claims and suspected AEs appear at the second of
// their quote, a quote the text does not hold is dropped, and summary and topics come from the result.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import { episodeVtt } from '../support/scripted-feed-server.ts'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'
import {
  buildPodcastApp,
  type PodcastDetail,
  type PodcastEpisode,
  type PodcastTestApp,
} from './podcast-helpers.ts'

let t: PodcastTestApp
let model: ScriptedOpenAiServer

const output = {
  summary: 'Eine Folge über Erkältungen und Schmerzmittel.',
  topics: ['Erkältung', 'Kopfschmerzen'],
  mentions: [
    {
      term: 'Zyrtomax',
      kind: 'own',
      quote: 'Ich nehme Zyrtomax gegen meine Kopfschmerzen',
      sentiment: 'positive',
    },
    { term: 'Dolorin', kind: 'competitor', quote: 'Manche schwören auf Dolorin', sentiment: 'negative' },
    { term: 'Aspirin', kind: 'competitor', quote: 'Aspirin ist das Beste', sentiment: 'positive' },
  ],
  healthClaims: [{ quote: 'das wirkt schnell', reason: 'Wirkversprechen ohne Beleg' }],
  adverseEvents: [
    {
      product: 'Dolorin',
      reaction: 'übel',
      patientPresent: true,
      reporterPresent: true,
      quote: 'davon wurde mir übel',
      isIndication: false,
    },
    {
      product: 'Zyrtomax',
      reaction: 'Kopfschmerzen',
      patientPresent: true,
      reporterPresent: true,
      quote: 'gegen meine Kopfschmerzen',
      isIndication: true,
    },
  ],
}

beforeAll(async () => {
  model = await startScriptedOpenAiServer({ apiKey: 'sk-runs', models: ['podcast-model'] })
  model.answerWhen(() => true, reply(JSON.stringify(output), { usage: { input: 800, output: 200 } }))
  t = await buildPodcastApp()
  await t.addKeywords('DEMO', 'own', ['Zyrtomax'])
  const providerId = await insertScriptedProvider(t.app.db, model.baseUrl, 'sk-runs')
  const modelId = randomUUID()
  await t.app.db.insert(aiModels).values({
    id: modelId,
    providerId,
    modelName: 'podcast-model',
    displayName: 'Podcast-Modell',
    capabilities: ['chat'],
  })
  await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
  await t.app.db.insert(tenantAiSettings).values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
})
afterAll(async () => {
  await t?.close()
  await model?.close()
})

describe('a podcast run', () => {
  it('classifies the matcher’s mentions and adds the model’s findings at their second', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const podcastId = await t.createPodcast('DEMO', { kind: 'upload', title: 'Gesund' })
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcastId}/episodes?${new URLSearchParams({ filename: 'f.vtt', title: 'Folge 2' })}`,
      headers: { ...admin, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(episodeVtt),
    })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcastId}/runs`,
      headers: admin,
      payload: {},
    })
    expect(started.statusCode, started.body).toBe(202)
    let detail: PodcastDetail | undefined
    for (let i = 0; i < 1200; i++) {
      detail = (
        await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers: admin })
      ).json() as PodcastDetail
      if (detail.runs[0] && !['queued', 'running'].includes(detail.runs[0].status)) break
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
    expect(detail!.runs[0]).toMatchObject({
      id: started.json().runId,
      status: 'done',
      itemsDone: 1,
      itemsFailed: 0,
      modelLabel: 'Podcast-Modell',
    })
    expect(detail!.chatModel).toBe('Podcast-Modell')
    expect(detail!.episodes[0]).toMatchObject({
      summary: output.summary,
      topics: output.topics,
      healthClaims: 1,
    })

    const episode = (
      await t.app.inject({
        url: `/api/podcasts/episodes/${uploaded.json().id}`,
        headers: await t.as('READ', 'DEMO'),
      })
    ).json() as PodcastEpisode
    expect(episode.result).toMatchObject({
      summary: output.summary,
      topics: output.topics,
      modelLabel: 'Podcast-Modell',
      promptVersion: 1,
    })
    expect(
      episode.mentions.map((one) => [one.term, one.kind, one.second, one.sentiment, one.origin]),
    ).toEqual([
      ['Zyrtomax', 'own', 65, 'positive', 'keywords'],
      ['Dolorin', 'competitor', 130, 'negative', 'model'],
    ])
    expect(episode.healthClaims.map((one) => [one.quote, one.second])).toEqual([['das wirkt schnell', 65]])
    // The symptom Zyrtomax treats is not its adverse event; Dolorin's nausea is.
    expect(
      episode.adverseEvents
        .filter((one) => one.origin === 'model')
        .map((one) => [one.product, one.detail, one.second]),
    ).toEqual([['Dolorin', 'übel', 130]])
  })
})
