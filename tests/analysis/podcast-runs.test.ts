// A podcast run with a language model: the scripted OpenAI-compatible server answers the
// podcastEpisode profile's JSON. The matcher's mentions keep their second and are classified by the
// model's (sentiment), the model's own mentions, health claims and suspected AEs appear at the second of
// their quote, a quote the text does not hold is dropped, and summary and topics come from the result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { buildPodcastApp, type PodcastEpisode, type PodcastTestApp } from './podcast-helpers.ts'

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
  await t.addModel('DEMO', {
    baseUrl: model.baseUrl,
    apiKey: 'sk-runs',
    modelName: 'podcast-model',
    displayName: 'Podcast-Modell',
    capability: 'chat',
  })
})
afterAll(async () => {
  await t?.close()
  await model?.close()
})

describe('a podcast run', () => {
  it('classifies the matcher’s mentions and adds the model’s findings at their second', async () => {
    const podcastId = await t.createPodcast('DEMO', { kind: 'upload', title: 'Gesund' })
    const episodeId = await t.uploadEpisode('DEMO', podcastId)
    const { runId, detail } = await t.runEpisodes('DEMO', podcastId)
    expect(detail.runs[0]).toMatchObject({
      id: runId,
      status: 'done',
      itemsDone: 1,
      itemsFailed: 0,
      modelLabel: 'Podcast-Modell',
    })
    expect(detail.chatModel).toBe('Podcast-Modell')
    expect(detail.episodes[0]).toMatchObject({
      summary: output.summary,
      topics: output.topics,
      healthClaims: 1,
    })

    const episode = (
      await t.app.inject({
        url: `/api/podcasts/episodes/${episodeId}`,
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
