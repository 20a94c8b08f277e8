// The source fetcher (analysis.fetchSource) against a scripted publisher over real HTTP, on the real
// database: a podcast feed with the publisher's transcripts, the conditional GET (304), new entries
// only, an HTML page and an Atom feed for the medicine check, and the refusals: an oversized answer,
// a slow one, a redirect, what is not a feed, a loopback address when loopback is not allowed.
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  configureSourceFetch,
  defaultSourceFetchLimits,
} from '../../src/server/analysis/sources/fetch-limits.ts'
import { enqueueSourceFetch } from '../../src/server/analysis/sources/fetch-source-job.ts'
import { fetchText } from '../../src/server/analysis/sources/fetch-text.ts'
import { dueSources } from '../../src/server/analysis/sources/source-queries.ts'
import { analysisItems, analysisSources } from '../../src/server/db/analysis-tables.ts'
import { configureOutbound } from '../../src/server/net/outbound/outbound-policy.ts'
import {
  podcastFeed,
  startScriptedFeedServer,
  type ScriptedFeedServer,
} from '../support/scripted-feed-server.ts'
import {
  buildPodcastApp,
  type PodcastDetail,
  type PodcastEpisode,
  type PodcastTestApp,
} from './podcast-helpers.ts'

let t: PodcastTestApp
let feeds: ScriptedFeedServer

beforeAll(async () => {
  feeds = await startScriptedFeedServer()
  t = await buildPodcastApp()
  configureSourceFetch({ totalTimeoutMs: 4000, idleTimeoutMs: 2000 })
  await t.addKeywords('DEMO', 'own', ['Zyrtomax'])
  await t.addKeywords('DEMO', 'competitor', ['Dolorin'])
})
afterAll(async () => {
  configureSourceFetch(defaultSourceFetchLimits)
  await t?.close()
  await feeds?.close()
})

const requestsTo = (path: string) => feeds.requests.filter((request) => request.path === path)

/** A medicine-check source written directly (its routes are the media room's), fetched by the job. */
async function fetchMedicheckSource(kind: 'feed' | 'url', url: string) {
  const id = randomUUID()
  await t.app.db
    .insert(analysisSources)
    .values({ id, tenantGroup: 'DEMO', tool: 'medicheck', kind, title: url, url })
  await enqueueSourceFetch(t.app.db, 'DEMO', id)
  for (let i = 0; i < 1200; i++) {
    const [source] = await t.app.db.select().from(analysisSources).where(eq(analysisSources.id, id))
    if (source!.lastFetchedAt) {
      const items = await t.app.db.select().from(analysisItems).where(eq(analysisItems.sourceId, id))
      return { source: source!, items }
    }
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
  throw new Error('the source was not fetched')
}

describe('a podcast feed with the publisher’s transcripts', () => {
  let podcastId: string
  let first: PodcastDetail

  it('stores each episode with its transcript (WebVTT before JSON) and the mentions at their second', async () => {
    podcastId = await t.createPodcast('DEMO', {
      kind: 'feed',
      url: `${feeds.baseUrl}/feed.xml`,
      schedule: 'manual',
    })
    first = await t.waitForFetch('DEMO', podcastId)
    expect(first.podcast).toMatchObject({
      title: 'Gesund & munter',
      lastStatus: 'ok',
      lastError: null,
      lastAdded: 2,
      episodes: 2,
    })
    expect(requestsTo('/transcripts/ep2.vtt')).toHaveLength(1)
    expect(requestsTo('/transcripts/ep2.json')).toHaveLength(0)
    const [newest, older] = first.episodes as [
      PodcastDetail['episodes'][number],
      PodcastDetail['episodes'][number],
    ]
    expect(newest).toMatchObject({
      title: 'Folge 2: Erkältung',
      transcriptOrigin: 'publisher',
      durationSeconds: 140,
      hasAudio: true,
    })
    expect(newest.mentions).toMatchObject({ own: 1, competitor: 1 })
    expect(older).toMatchObject({ title: 'Folge 1: Frühjahrsmüdigkeit', transcriptOrigin: 'none' })

    const headers = await t.as('READ', 'DEMO')
    const episode = (
      await t.app.inject({ url: `/api/podcasts/episodes/${newest.id}`, headers })
    ).json() as PodcastEpisode
    expect(episode.segments).toHaveLength(4)
    expect(episode.mentions.map((one) => [one.term, one.kind, one.second, one.origin])).toEqual([
      ['Zyrtomax', 'own', 65, 'keywords'],
      ['Dolorin', 'competitor', 130, 'keywords'],
    ])
    expect(episode.mentions[0]!.quote).toBe(
      'Ich nehme Zyrtomax gegen meine Kopfschmerzen, das wirkt schnell.',
    )
    expect(episode.result).toBeNull()
    // Without a transcript the show notes are matched, without a second.
    const notes = (
      await t.app.inject({ url: `/api/podcasts/episodes/${older.id}`, headers })
    ).json() as PodcastEpisode
    expect(notes.mentions.map((one) => [one.term, one.second])).toEqual([['Dolorin', null]])
    expect(notes.segments).toBeNull()
  })

  it('asks again with the ETag and takes a 304 as "not modified", adding nothing', async () => {
    const admin = await t.as('ADMIN', 'DEMO')
    const queued = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcastId}/fetch`,
      headers: admin,
    })
    expect(queued.statusCode, queued.body).toBe(202)
    const again = await t.waitForFetch('DEMO', podcastId, first.podcast.lastFetchedAt)
    expect(again.podcast).toMatchObject({ lastStatus: 'notModified', lastAdded: 0, episodes: 2 })
    const conditional = requestsTo('/feed.xml').at(-1)!
    expect(conditional.headers['if-none-match']).toMatch(/^"v\d+"$/)
    expect(conditional.headers['if-modified-since']).toBe('Tue, 03 Nov 2026 06:00:00 GMT')
    first = again
  })

  it('takes only the new entry of a changed feed (known guids are not fetched again)', async () => {
    const grown = podcastFeed(feeds.baseUrl, { withTranscript: true }).replace(
      '<item>',
      `<item><title>Folge 3</title><guid>gm-3</guid><pubDate>Tue, 10 Nov 2026 06:00:00 GMT</pubDate><description>Neu: Zyrtomax Spray</description></item><item>`,
    )
    feeds.set('/feed.xml', grown)
    await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcastId}/fetch`,
      headers: await t.as('ADMIN', 'DEMO'),
    })
    const again = await t.waitForFetch('DEMO', podcastId, first.podcast.lastFetchedAt)
    expect(again.podcast).toMatchObject({ lastStatus: 'ok', lastAdded: 1, episodes: 3 })
    expect(again.episodes[0]!.title).toBe('Folge 3')
    expect(requestsTo('/transcripts/ep2.vtt')).toHaveLength(1)
  })
})

describe('refusals', () => {
  it.each([
    ['/huge.xml', 'analysisFetch.tooLarge'],
    ['/slow.xml', 'analysisFetch.timeout'],
    ['/moved.xml', 'analysisFetch.redirected'],
    ['/not-a-feed.xml', 'analysisFetch.notAFeed'],
    ['/missing.xml', 'analysisFetch.httpStatus'],
  ])('%s fails with %s and adds nothing', async (path, code) => {
    const podcastId = await t.createPodcast('DEMO', {
      kind: 'feed',
      url: `${feeds.baseUrl}${path}`,
      schedule: 'manual',
    })
    const detail = await t.waitForFetch('DEMO', podcastId)
    expect(detail.podcast).toMatchObject({ lastStatus: 'failed', lastError: code, lastAdded: 0, episodes: 0 })
  })

  it('stops reading a 500 MB answer at the limit: the publisher got to send only a small part of it', async () => {
    expect(feeds.oversized.closed).toBe(true)
    expect(feeds.oversized.bytesSent).toBeLessThan(64 * 1024 * 1024)
  })

  it('never follows the redirect (nothing was asked of the link-local address)', () => {
    expect(feeds.requests.some((request) => request.path.includes('meta-data'))).toBe(false)
  })

  it('refuses loopback addresses unless OUTBOUND_ALLOW_LOOPBACK allows them', async () => {
    configureOutbound({ allowLoopback: false, allowedHosts: [] })
    try {
      await expect(fetchText(`${feeds.baseUrl}/feed.xml`)).rejects.toMatchObject({
        code: 'analysisFetch.refused',
      })
    } finally {
      configureOutbound({ allowLoopback: true, allowedHosts: [] })
    }
  })
})

describe('medicine-check sources', () => {
  it('reads a page by URL as text (scripts and styles dropped) under its title', async () => {
    const { source, items } = await fetchMedicheckSource('url', `${feeds.baseUrl}/page.html`)
    expect(source).toMatchObject({ lastStatus: 'ok', lastAdded: 1 })
    expect(items).toHaveLength(1)
    expect(items[0]!.title).toBe('Zyrtomax im Test')
    expect(items[0]!.text).toContain('Nach Zyrtomax hatte ich Hautausschlag.')
    expect(items[0]!.text).not.toContain('alert')
  })

  it('reads an Atom feed', async () => {
    const { source, items } = await fetchMedicheckSource('feed', `${feeds.baseUrl}/atom.xml`)
    expect(source).toMatchObject({ lastStatus: 'ok', lastAdded: 1 })
    expect(items[0]).toMatchObject({
      title: 'Neu: Zyrtomax',
      externalId: 'urn:a1',
      url: `${feeds.baseUrl}/a1`,
    })
  })
})

describe('analysis.pollFeeds', () => {
  it('finds hourly and daily sources whose last fetch is older than their schedule', async () => {
    const now = new Date('2026-11-28T12:00:00Z')
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000)
    const rows = [
      { schedule: 'hourly', lastFetchedAt: hoursAgo(2), due: true },
      { schedule: 'hourly', lastFetchedAt: hoursAgo(0.5), due: false },
      { schedule: 'daily', lastFetchedAt: hoursAgo(2), due: false },
      { schedule: 'daily', lastFetchedAt: hoursAgo(25), due: true },
      { schedule: 'daily', lastFetchedAt: null, due: true },
      { schedule: 'manual', lastFetchedAt: null, due: false },
    ].map((row) => ({ ...row, id: randomUUID() }))
    await t.app.db.delete(analysisSources).where(and(eq(analysisSources.tenantGroup, 'NERES')))
    for (const row of rows)
      await t.app.db.insert(analysisSources).values({
        id: row.id,
        tenantGroup: 'NERES',
        tool: 'podcast',
        kind: 'feed',
        title: 'x',
        url: 'https://example.org/feed',
        schedule: row.schedule,
        lastFetchedAt: row.lastFetchedAt,
      })
    const due = new Set(
      (await dueSources(t.app.db, now)).filter((one) => one.tenantGroup === 'NERES').map((one) => one.id),
    )
    expect(
      rows
        .filter((row) => due.has(row.id))
        .map((row) => `${row.schedule}:${row.lastFetchedAt?.toISOString() ?? 'never'}`),
    ).toEqual(
      rows
        .filter((row) => row.due)
        .map((row) => `${row.schedule}:${row.lastFetchedAt?.toISOString() ?? 'never'}`),
    )
  })
})
