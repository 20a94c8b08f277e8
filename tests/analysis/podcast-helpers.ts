// The podcast suites' app: signed-in users per role and group, the tenant's podcast keyword lists
// written directly (the matcher reads them), a scripted model for the tenant, an uploaded episode, a
// run waited for, and waits for a podcast's fetch.
import { randomUUID } from 'node:crypto'
import { expect } from 'vitest'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../../src/server/db/ai-tables.ts'
import { analysisKeywordLists, analysisKeywords } from '../../src/server/db/analysis-tables.ts'
import type { paths } from '../../src/generated/api-types.gen.ts'
import { bearer, buildApp, type BuildAppOptions, type TestApp } from '../server/helpers/build-app.ts'
import { episodeVtt } from '../support/scripted-feed-server.ts'
import { insertScriptedProvider } from '../support/scripted-provider.ts'

export type PodcastDetail =
  paths['/api/podcasts/{podcastId}']['get']['responses']['200']['content']['application/json']

export type PodcastEpisode =
  paths['/api/podcasts/episodes/{episodeId}']['get']['responses']['200']['content']['application/json']
export type PodcastKeywords =
  paths['/api/podcasts/keywords']['get']['responses']['200']['content']['application/json']

export interface PodcastTestApp extends TestApp {
  as(role: string, group: string): Promise<Record<string, string>>
  /** A keyword list of the podcast tool with the given terms (aliases after a `|`). */
  addKeywords(group: string, kind: string, terms: string[]): Promise<void>
  /**
   * A scripted provider at `baseUrl` with one model the group may use; a chat model becomes the
   * group's default chat model. Returns the model's id.
   */
  addModel(
    group: string,
    model: {
      baseUrl: string
      apiKey: string
      modelName: string
      displayName: string
      capability: 'chat' | 'transcription'
    },
  ): Promise<string>
  /** Creates a podcast over HTTP as the group's admin; returns its id. */
  createPodcast(group: string, body: Record<string, unknown>): Promise<string>
  /** Uploads the scripted WebVTT episode ("Folge 2") to an upload podcast as the group's admin; returns its id. */
  uploadEpisode(group: string, podcastId: string): Promise<string>
  /** Starts a run over the podcast's episodes as the group's admin and waits for it to end. */
  runEpisodes(group: string, podcastId: string): Promise<{ runId: string; detail: PodcastDetail }>
  /** Waits until the podcast's fetch number `fetches` has come back; returns the podcast detail. */
  waitForFetch(group: string, podcastId: string, after?: string | null): Promise<PodcastDetail>
}

export async function buildPodcastApp(options: BuildAppOptions = {}): Promise<PodcastTestApp> {
  const t = await buildApp({ ...options, config: { jobPollMs: 50, ...options.config } })
  const users = new Map<string, Record<string, string>>()
  const as = async (role: string, group: string) => {
    const key = `${role}@${group}`
    if (!users.has(key)) {
      const { user, password } = await t.createUser({ role, group })
      users.set(key, bearer(await t.signIn(user.email, password)))
    }
    return users.get(key)!
  }
  return {
    ...t,
    as,
    addKeywords: async (group, kind, terms) => {
      const listId = randomUUID()
      await t.app.db
        .insert(analysisKeywordLists)
        .values({ id: listId, tenantGroup: group, tool: 'podcast', kind, name: `${kind} list` })
      await t.app.db.insert(analysisKeywords).values(
        terms.map((entry) => {
          const [term, ...aliases] = entry.split('|')
          return { id: randomUUID(), tenantGroup: group, listId, term: term!, aliases }
        }),
      )
    },
    addModel: async (group, model) => {
      const providerId = await insertScriptedProvider(t.app.db, model.baseUrl, model.apiKey)
      const modelId = randomUUID()
      await t.app.db.insert(aiModels).values({
        id: modelId,
        providerId,
        modelName: model.modelName,
        displayName: model.displayName,
        capabilities: [model.capability],
      })
      await t.app.db.insert(tenantAllowedModels).values({ tenantGroup: group, modelId })
      if (model.capability === 'chat')
        await t.app.db.insert(tenantAiSettings).values({ tenantGroup: group, defaultChatModelId: modelId })
      return modelId
    },
    createPodcast: async (group, body) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/podcasts',
        headers: await as('ADMIN', group),
        payload: body,
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().id as string
    },
    uploadEpisode: async (group, podcastId) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/podcasts/${podcastId}/episodes?${new URLSearchParams({ filename: 'f.vtt', title: 'Folge 2' })}`,
        headers: { ...(await as('ADMIN', group)), 'content-type': 'application/octet-stream' },
        payload: Buffer.from(episodeVtt),
      })
      expect(response.statusCode, response.body).toBe(201)
      return response.json().id as string
    },
    runEpisodes: async (group, podcastId) => {
      const headers = await as('ADMIN', group)
      const started = await t.app.inject({
        method: 'POST',
        url: `/api/podcasts/${podcastId}/runs`,
        headers,
        payload: {},
      })
      expect(started.statusCode, started.body).toBe(202)
      for (let i = 0; i < 1200; i++) {
        const detail = (
          await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers })
        ).json() as PodcastDetail
        const runId = started.json().runId as string
        const run = detail.runs.find((one) => one.id === runId)
        // Read once more after the run ended: one answer reads runs and results in separate statements,
        // so on PostgreSQL it may show the run done beside results read a moment before its last commit.
        if (run && !['queued', 'running'].includes(run.status as string)) {
          const after = await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers })
          return { runId, detail: after.json() as PodcastDetail }
        }
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`the run of podcast ${podcastId} did not end`)
    },
    waitForFetch: async (group, podcastId, after = null) => {
      const headers = await as('ADMIN', group)
      for (let i = 0; i < 1200; i++) {
        const response = await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers })
        expect(response.statusCode, response.body).toBe(200)
        const detail = response.json() as PodcastDetail
        const fetchedAt = detail.podcast.lastFetchedAt as string | null
        if (fetchedAt !== null && fetchedAt !== after) return detail
        await new Promise((resolve) => setTimeout(resolve, 25))
      }
      throw new Error(`podcast ${podcastId} was not fetched`)
    },
  }
}
