// The podcast analyser in Chromium, on a server of its own: a DEMO admin adds the keywords and
// subscribes a feed of the scripted publisher whose episode carries a WebVTT transcript; the feed is
// fetched; the results page shows the episode with its mentions found by the keyword matcher (no
// language model is set up), each at its second; clicking a mention plays the episode's audio (over
// the range-capable audio route) from that second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startScriptedFeedServer, type ScriptedFeedServer } from '../support/scripted-feed-server.ts'
import { format, text } from './support/messages.ts'
import { startOwnServerStage, type OwnServerStage } from './support/own-server-stage.ts'

let stage: OwnServerStage
let feeds: ScriptedFeedServer
let podcastId = ''

beforeAll(async () => {
  feeds = await startScriptedFeedServer()
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
})
