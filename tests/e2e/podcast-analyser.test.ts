// The podcast analyser in Chromium, on a server of its own: a DEMO admin adds the keywords and
// subscribes a feed of the scripted publisher whose episode carries a WebVTT transcript; the feed is
// fetched; the results page shows the episode with its mentions found by the keyword matcher (no
// language model is set up), each at its second; clicking a mention plays the episode's audio (over
// the range-capable audio route) from that second. Then a feed without transcripts is subscribed while
// no transcription model exists (its episodes wait for one); once the root sets up a scripted
// transcription model and prices it per minute on the models page, the admin transcribes all waiting
// episodes and sees their mentions with times and cost, and edits the podcast prompt into a new
// version in use (decision 0113).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptedFeedServer, type ScriptedFeedServer } from '../support/scripted-feed-server.ts'
import {
  startScriptedTranscriptionServer,
  type ScriptedTranscriptionServer,
} from '../support/scripted-transcription-server.ts'
import { format, text } from './support/messages.ts'
import { startOwnServerStage, type OwnServerStage } from './support/own-server-stage.ts'

let stage: OwnServerStage
let feeds: ScriptedFeedServer
let speech: ScriptedTranscriptionServer
let podcastId = ''

beforeAll(async () => {
  feeds = await startScriptedFeedServer()
  speech = await startScriptedTranscriptionServer(10)
  stage = await startOwnServerStage({
    prefix: 'podcast',
    group: 'DEMO',
    users: { admin: 'ADMIN', reader: 'READ' },
  })
  await stage.call(stage.tokens.admin!, 'POST', '/api/podcasts/keywords', {
    kind: 'competitor',
    term: 'Dolorin',
  })
}, 240_000)

afterAll(async () => {
  await stage?.close()
  await feeds?.close()
  await speech?.close()
})

describe('podcast analyser', () => {
  it('the DEMO admin adds a keyword and subscribes a feed with the publisher’s transcript', async () => {
    const page = await stage.openAs('admin', '/ai-services/podcast-analyser', { width: 1280, height: 900 })
    await page.getByRole('heading', { name: text('page.podcastAnalyser') }).waitFor()
    await page.getByText(text('podcast.noTranscriptionModel')).waitFor()
    await page.getByLabel(text('podcast.keywords.term')).fill('Zyrtomax, Zyrto')
    await page.getByRole('button', { name: text('podcast.keywords.add') }).click()
    await page
      .getByRole('button', { name: 'Zyrtomax' })
      .or(page.getByText('Zyrtomax (Zyrto)'))
      .first()
      .waitFor()
    await page.getByLabel(text('podcast.add.url')).fill(`${feeds.baseUrl}/feed.xml`)
    await page.getByRole('button', { name: text('podcast.add.subscribe') }).click()
    // The first fetch names the podcast by the feed's title and counts what it added.
    const podcast = page.getByRole('listitem', { name: 'Gesund & munter' })
    await podcast.waitFor({ timeout: 30_000 })
    await podcast.getByText(/2 Folgen/).waitFor()
    podcastId = (await stage.call<{ items: { id: string }[] }>(stage.tokens.admin!, 'GET', '/api/podcasts'))
      .items[0]!.id
    await podcast.getByRole('link', { name: text('podcast.openResults') }).click()
    await page.waitForURL(`**/ai-services/podcast-analyser/analysis-result/${podcastId}`)
    await page.getByRole('heading', { name: 'Gesund & munter' }).waitFor()
  })

  it('a reader sees the mentions at their second and a click plays the episode from there', async () => {
    const page = await stage.openAs('reader', `/ai-services/podcast-analyser/analysis-result/${podcastId}`, {
      width: 1280,
      height: 900,
    })
    await page.getByRole('heading', { name: 'Gesund & munter' }).waitFor()
    await page.getByText(text('podcast.noModel')).first().waitFor()
    const mentions = page.getByRole('table', { name: text('podcast.mentions') })
    await mentions.getByRole('row').filter({ hasText: 'Zyrtomax' }).waitFor()
    expect(await mentions.getByRole('row').filter({ hasText: 'Dolorin' }).count()).toBe(1)
    await mentions.getByText('Ich nehme Zyrtomax gegen meine Kopfschmerzen, das wirkt schnell.').waitFor()

    const player = page.getByLabel(text('podcast.player'))
    await player.waitFor()
    // The audio loads over the ticket route (its metadata: the scripted episode is about 156 s long).
    await page.waitForFunction(
      () => {
        const audio = document.querySelector('audio')
        return audio !== null && audio.readyState >= 1 && audio.duration > 100
      },
      undefined,
      { timeout: 30_000 },
    )
    await mentions
      .getByRole('button', { name: format('podcast.playFrom', { term: 'Zyrtomax', time: '1:05' }) })
      .click()
    await page.waitForFunction(() => Math.abs((document.querySelector('audio')?.currentTime ?? 0) - 65) < 1.5)
    await mentions
      .getByRole('button', { name: format('podcast.playFrom', { term: 'Dolorin', time: '2:10' }) })
      .click()
    await page.waitForFunction(
      () => Math.abs((document.querySelector('audio')?.currentTime ?? 0) - 130) < 1.5,
    )
    expect(
      feeds.requests.some(
        (request) =>
          request.path === '/audio/long.mp3' && /^bytes=/.test(String(request.headers.range ?? '')),
      ),
    ).toBe(true)
  })

  it('episodes stored without a transcription model are transcribed later, all waiting at once', async () => {
    const admin = stage.tokens.admin!
    // Other guids and show notes than the first feed's (the same text twice would be one episode).
    feeds.set(
      '/plain-feed-later.xml',
      (await (await fetch(`${feeds.baseUrl}/plain-feed.xml`)).text())
        .replaceAll('gm-', 'later-')
        .replace('Nur Shownotes', 'Shownotes zu Folge 1'),
    )
    const created = await stage.call<{ id: string }>(admin, 'POST', '/api/podcasts', {
      kind: 'feed',
      url: `${feeds.baseUrl}/plain-feed-later.xml`,
      schedule: 'manual',
    })
    // The feed is fetched (both episodes stored) before the page is opened.
    for (let i = 0; i < 600; i++) {
      const detail = await stage.call<{ podcast: { lastFetchedAt: string | null } }>(
        admin,
        'GET',
        `/api/podcasts/${created.id}`,
      )
      if (detail.podcast.lastFetchedAt) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const page = await stage.openAs('admin', `/ai-services/podcast-analyser/analysis-result/${created.id}`, {
      width: 1280,
      height: 900,
    })
    const episodes = page.getByRole('list', { name: text('podcast.episodes') })
    await episodes
      .getByText(text('podcast.transcription.state.waitingForModel'))
      .first()
      .waitFor({ timeout: 30_000 })
    expect(await episodes.getByText(text('podcast.transcription.state.waitingForModel')).count()).toBe(2)
    await page.getByText(text('podcast.transcriptionModelNeeded')).waitFor()

    // The root sets up a transcription model for DEMO, as in the model administration.
    const root = stage.tokens.root!
    const provider = await stage.call<{ id: string }>(root, 'POST', '/api/ai-admin/providers', {
      name: 'Scripted speech',
      kind: 'openai-compatible',
      baseUrl: speech.baseUrl,
      apiKey: 'sk-speech',
      timeoutMs: 5000,
      maxRetries: 0,
    })
    const model = await stage.call<{ id: string }>(root, 'POST', '/api/ai-admin/models', {
      providerId: provider.id,
      modelName: 'whisper-1',
      displayName: 'Whisper',
      capabilities: ['transcription'],
    })
    await stage.call(root, 'PATCH', '/api/ai-admin/tenant-settings/DEMO', { allowedModelIds: [model.id] })

    // Without a price the admin's page says so; the ROOT of PARENT sees the price missing on the models
    // page and sets it there, in the catalogue (decision 0113, round 5): the tenant cannot price it.
    await page.goto('/ai-services/podcast-analyser')
    await page.getByText(format('podcast.price.missing', { label: 'Whisper' })).waitFor()
    const models = await stage.openAs('root', '/ai-services/assistant-models', { width: 1400, height: 1000 })
    const row = models
      .getByRole('table', { name: text('aiAdmin.models') })
      .getByRole('row')
      .filter({ hasText: 'Whisper' })
    await row.getByText(text('aiAdmin.minutePriceMissing')).waitFor()
    await row.getByRole('button', { name: text('aiAdmin.edit') }).click()
    const dialog = models.getByRole('dialog', { name: text('aiAdmin.editModel') })
    await dialog.getByLabel(text('aiAdmin.pricePerMinute')).fill('0.006')
    await dialog.getByRole('button', { name: text('aiAdmin.save') }).click()
    await dialog.waitFor({ state: 'detached' })
    await row.getByText('0,006').waitFor()
    expect(await row.getByText(text('aiAdmin.minutePriceMissing')).count()).toBe(0)
    await page.reload()
    await page.getByText(format('podcast.price.catalogue', { label: 'Whisper', price: '0,006' })).waitFor()
    await page.goto(`/ai-services/podcast-analyser/analysis-result/${created.id}`)
    await episodes.getByText(text('podcast.transcription.state.waiting')).first().waitFor()
    await page
      .getByRole('button', { name: format('podcast.transcription.transcribeAll', { count: '2' }) })
      .click()
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid="podcast-transcription-state"]')].filter(
          (chip) => chip.getAttribute('data-state') === 'done',
        ).length === 2,
      undefined,
      { timeout: 30_000 },
    )
    expect(speech.requests).toHaveLength(2)
    // Two parts of 10 s, priced at 0.006 EUR a minute: the cost beside the runs.
    const costs = page.getByTestId('podcast-transcription-costs')
    await costs.waitFor()
    expect(await costs.textContent()).toMatch(/0,33 Min\., 0,002\s€/)
    await page
      .getByText(/Whisper/)
      .first()
      .waitFor()
    const mentions = page.getByRole('table', { name: text('podcast.mentions') })
    await mentions.getByRole('row').filter({ hasText: 'Zyrtomax' }).first().waitFor()
    await mentions
      .getByRole('button', { name: format('podcast.playFrom', { term: 'Zyrtomax', time: '0:00' }) })
      .waitFor()
  })

  it('the admin saves a new version of the podcast prompt and puts it in use', async () => {
    const page = await stage.openAs('admin', '/ai-services/podcast-analyser', { width: 1280, height: 900 })
    await page.getByRole('button', { name: text('podcast.prompt.show') }).click()
    const versions = page.locator('[data-testid="podcast-prompt-version"]')
    await versions.first().waitFor()
    expect(await versions.count()).toBe(1)
    const editor = page.getByRole('form', { name: text('medicheck.prompt.editor') })
    const instruction = editor.getByRole('textbox').first()
    await instruction.fill('Fasse die Folge in zwei Sätzen zusammen und nenne alle Marken.')
    await editor.getByRole('button', { name: text('medicheck.prompt.save') }).click()
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="podcast-prompt-version"]').length === 2,
    )
    expect(
      await page
        .locator('[data-testid="podcast-prompt-version"][data-in-use="true"] td')
        .first()
        .textContent(),
    ).toBe('2')
    expect(await versions.count()).toBe(2)
    const prompts = await stage.call<{
      versions: { version: number; inUse: boolean; instruction: string }[]
    }>(stage.tokens.admin!, 'GET', '/api/podcasts/prompts')
    expect(prompts.versions.find((one) => one.inUse)).toMatchObject({
      version: 2,
      instruction: 'Fasse die Folge in zwei Sätzen zusammen und nenne alle Marken.',
    })
  })
})
