// The podcast prompt's versions (profile podcastEpisode; decision 0113): version 1 is the manifest's
// default, an admin saves a new version and puts it in use, a run sends that instruction to the
// (scripted) model and its results name the version; READ may not edit, and another tenant's version
// answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedOpenAiServer,
} from '../support/scripted-openai-server.ts'
import { buildPodcastApp, type PodcastTestApp } from './podcast-helpers.ts'

let t: PodcastTestApp
let model: ScriptedOpenAiServer

const output = { summary: 'Kurz.', topics: ['Erkältung'], mentions: [], healthClaims: [], adverseEvents: [] }

beforeAll(async () => {
  model = await startScriptedOpenAiServer({ apiKey: 'sk-prompts', models: ['podcast-model'] })
  model.answerWhen(() => true, reply(JSON.stringify(output), { usage: { input: 100, output: 20 } }))
  t = await buildPodcastApp()
  await t.addModel('DEMO', {
    baseUrl: model.baseUrl,
    apiKey: 'sk-prompts',
    modelName: 'podcast-model',
    displayName: 'Podcast-Modell',
    capability: 'chat',
  })
})
afterAll(async () => {
  await t?.close()
  await model?.close()
})

describe('podcast prompt versions', () => {
  it('lists version 1, saves version 2 in use, and a run uses it and names it on the result', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const listed = await t.app.inject({ url: '/api/podcasts/prompts', headers: admin })
    expect(listed.statusCode, listed.body).toBe(200)
    expect(listed.json().profile).toBe('podcastEpisode')
    expect(
      listed.json().versions.map((one: { version: number; inUse: boolean }) => [one.version, one.inUse]),
    ).toEqual([[1, true]])
    expect(listed.json().outputSchema).toMatchObject({ type: 'object' })

    const instruction = 'Fasse die Folge in einem Satz zusammen. MARKER-V2'
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/prompts',
      headers: admin,
      payload: { instruction, note: 'kürzer', use: true },
    })
    expect(saved.statusCode, saved.body).toBe(201)
    expect(saved.json()).toMatchObject({ version: 2, inUse: true, note: 'kürzer', profile: 'podcastEpisode' })
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/prompts',
      headers: admin,
      payload: { instruction: '   ', use: true },
    })
    expect(empty.statusCode).toBe(400)

    const podcastId = await t.createPodcast('DEMO', { kind: 'upload', title: 'Gesund' })
    const episodeId = await t.uploadEpisode('DEMO', podcastId)
    const { detail } = await t.runEpisodes('DEMO', podcastId)
    expect(detail.runs[0]!.status).toBe('done')
    expect(detail.episodes[0]).toMatchObject({ summary: 'Kurz.', promptVersion: 2 })
    expect(JSON.stringify(model.requests.at(-1)!.body)).toContain('MARKER-V2')
    const episode = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers: admin })
    ).json()
    expect(episode.result.promptVersion).toBe(2)

    // Version 1 back in use: the stored result keeps version 2.
    const v1 = listed.json().versions[0].id as string
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/prompts/${v1}/use`,
      headers: admin,
    })
    expect(used.statusCode, used.body).toBe(200)
    const after = (await t.app.inject({ url: '/api/podcasts/prompts', headers: admin })).json()
    expect(
      after.versions.map((one: { version: number; inUse: boolean }) => [one.version, one.inUse]),
    ).toEqual([
      [1, true],
      [2, false],
    ])
    expect(
      (await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers: admin })).json().episodes[0]
        .promptVersion,
    ).toBe(2)
  })

  it('is for admins of the tenant only', async () => {
    expect(
      (await t.app.inject({ url: '/api/podcasts/prompts', headers: await t.as('READ', 'DEMO') })).statusCode,
    ).toBe(403)
    const demo = (
      await t.app.inject({ url: '/api/podcasts/prompts', headers: await t.as('ADMIN', 'DEMO') })
    ).json()
    const igepha = await t.as('ADMIN', 'IGEPHA')
    const own = (await t.app.inject({ url: '/api/podcasts/prompts', headers: igepha })).json()
    expect(own.versions).toHaveLength(1)
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/prompts/${demo.versions[1].id}/use`,
      headers: igepha,
    })
    expect(foreign.statusCode).toBe(404)
  })
})
