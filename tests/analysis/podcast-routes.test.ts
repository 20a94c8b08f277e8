// The podcast routes on the real database: who may do what (READ reads, ADMIN+ manages, another
// tenant's podcast is 404, BPI has no podcast analyser), episode uploads (transcript formats and
// refusals), audio with byte ranges for the player (bearer route and ticket route), runs without a
// model, and deletion with everything that belongs to the podcast.
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { audioTicketHours, openAudioTicket } from '../../src/server/analysis/podcasts/audio-ticket.ts'
import { analysisItems } from '../../src/server/db/analysis-tables.ts'
import { knowledgeFiles, tenantAiSettings } from '../../src/server/db/ai-tables.ts'
import { dropExpiredAudio } from '../../src/server/analysis/podcasts/episode-audio.ts'
import { episodeSrt, episodeVtt, mp3Frames } from '../support/scripted-feed-server.ts'
import {
  buildPodcastApp,
  type PodcastEpisode,
  type PodcastKeywords,
  type PodcastTestApp,
} from './podcast-helpers.ts'

let t: PodcastTestApp
let podcastId: string
let episodeId: string
const audio = mp3Frames(700) // about 290 KB: more than one stored part of 256 KB

beforeAll(async () => {
  t = await buildPodcastApp()
  await t.addKeywords('DEMO', 'own', ['Zyrtomax'])
  podcastId = await t.createPodcast('DEMO', { kind: 'upload', title: 'Apotheken-Talk' })
})
afterAll(async () => t?.close())

const upload = async (
  group: string,
  role: string,
  query: Record<string, string>,
  body: string | Buffer,
  id = podcastId,
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/podcasts/${id}/episodes?${new URLSearchParams(query)}`,
    headers: { ...(await t.as(role, group)), 'content-type': 'application/octet-stream' },
    payload: typeof body === 'string' ? Buffer.from(body) : body,
  })

describe('rights', () => {
  it('lets every level of DEMO read and only ADMIN and up manage', async () => {
    const read = await t.as('READ', 'DEMO')
    expect((await t.app.inject({ url: '/api/podcasts', headers: read })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers: read })).statusCode).toBe(200)
    for (const role of ['READ', 'WRITE']) {
      const headers = await t.as(role, 'DEMO')
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/podcasts',
            headers,
            payload: { kind: 'upload', title: 'x' },
          })
        ).statusCode,
      ).toBe(403)
      expect(
        (await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${podcastId}`, headers })).statusCode,
      ).toBe(403)
      expect((await upload('DEMO', role, { filename: 'a.vtt', title: 'x' }, episodeVtt)).statusCode).toBe(403)
      expect(
        (await t.app.inject({ method: 'POST', url: `/api/podcasts/${podcastId}/runs`, headers, payload: {} }))
          .statusCode,
      ).toBe(403)
    }
  })

  it('answers 404 for another tenant’s podcast, and 403 to a group without the analyser', async () => {
    const igepha = await t.as('ADMIN', 'IGEPHA')
    expect((await t.app.inject({ url: '/api/podcasts', headers: igepha })).json().items).toEqual([])
    expect((await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers: igepha })).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${podcastId}`, headers: igepha }))
        .statusCode,
    ).toBe(404)
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/podcasts/${podcastId}/fetch`, headers: igepha }))
        .statusCode,
    ).toBe(404)
    expect((await upload('IGEPHA', 'ADMIN', { filename: 'a.vtt', title: 'x' }, episodeVtt)).statusCode).toBe(
      404,
    )
    const bpi = await t.as('ADMIN', 'BPI')
    expect((await t.app.inject({ url: '/api/podcasts', headers: bpi })).statusCode).toBe(403)
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/podcasts',
          headers: bpi,
          payload: { kind: 'upload', title: 'x' },
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('creating podcasts', () => {
  it.each([
    [{ kind: 'feed', url: 'ftp://example.org/feed' }, 400, 'podcast.badUrl'],
    [{ kind: 'feed' }, 400, 'podcast.badUrl'],
    [{ kind: 'upload', title: '   ' }, 400, 'podcast.titleRequired'],
    [{ kind: 'radio', title: 'x' }, 400, undefined],
  ])('%j answers %i %s', async (payload, status, code) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts',
      headers: await t.as('ADMIN', 'DEMO'),
      payload,
    })
    expect(response.statusCode, response.body).toBe(status)
    if (code) expect(response.json().code).toBe(code)
  })

  it('refuses the same feed twice', async () => {
    const url = 'https://podcasts.example.org/feed.xml'
    await t.createPodcast('NERES', { kind: 'feed', url })
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts',
      headers: await t.as('ADMIN', 'NERES'),
      payload: { kind: 'feed', url },
    })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('podcast.alreadySubscribed')
  })
})

describe('uploaded episodes', () => {
  it('stores a WebVTT transcript as segments, matched with the second of each mention', async () => {
    const response = await upload(
      'DEMO',
      'ADMIN',
      { filename: 'folge-2.vtt', title: 'Folge 2', publishedAt: '2026-11-03' },
      episodeVtt,
    )
    expect(response.statusCode, response.body).toBe(201)
    episodeId = response.json().id
    const episode = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers: await t.as('READ', 'DEMO') })
    ).json() as PodcastEpisode
    expect(episode).toMatchObject({
      title: 'Folge 2',
      transcriptOrigin: 'upload',
      durationSeconds: 136,
      hasAudio: false,
      audioSrc: null,
      podcastId,
    })
    expect(episode.mentions.map((one) => [one.term, one.second])).toEqual([['Zyrtomax', 65]])
  })

  it('counts mentions by the keyword lists: a term an admin adds is matched over the episodes at once', async () => {
    const read = await t.as('READ', 'DEMO')
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/keywords',
      headers: read,
      payload: { kind: 'competitor', term: 'Dolorin' },
    })
    expect(refused.statusCode).toBe(403)
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/keywords',
      headers: await t.as('ADMIN', 'DEMO'),
      payload: { kind: 'competitor', term: 'Dolorin', aliases: ['Dolo'] },
    })
    expect(added.statusCode, added.body).toBe(201)
    const twice = await t.app.inject({
      method: 'POST',
      url: '/api/podcasts/keywords',
      headers: await t.as('ADMIN', 'DEMO'),
      payload: { kind: 'competitor', term: 'dolorin' },
    })
    expect(twice.json().code).toBe('podcast.keywordExists')
    const list = (
      await t.app.inject({ url: '/api/podcasts/keywords', headers: read })
    ).json() as PodcastKeywords
    expect(list.items.map((one) => [one.kind, one.term])).toEqual([
      ['competitor', 'Dolorin'],
      ['own', 'Zyrtomax'],
    ])
    const episode = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers: read })
    ).json() as PodcastEpisode
    expect(episode.mentions.map((one) => [one.term, one.kind, one.second])).toEqual([
      ['Zyrtomax', 'own', 65],
      ['Dolorin', 'competitor', 130],
    ])
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/podcasts/keywords/${added.json().id}`,
          headers: await t.as('ADMIN', 'IGEPHA'),
        })
      ).statusCode,
    ).toBe(404)
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/podcasts/keywords/${added.json().id}`,
          headers: await t.as('ADMIN', 'DEMO'),
        })
      ).statusCode,
    ).toBe(204)
    const after = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers: read })
    ).json() as PodcastEpisode
    expect(after.mentions.map((one) => one.term)).toEqual(['Zyrtomax'])
  })

  it('reads SRT and plain text; plain text has no times', async () => {
    expect(
      (await upload('DEMO', 'ADMIN', { filename: 'episode.srt', title: 'Épisode FR' }, episodeSrt))
        .statusCode,
    ).toBe(201)
    const plain = await upload(
      'DEMO',
      'ADMIN',
      { filename: 'notes.txt', title: 'Nur Text' },
      'Zyrtomax kam nur kurz vor.',
    )
    expect(plain.statusCode).toBe(201)
    const episode = (
      await t.app.inject({
        url: `/api/podcasts/episodes/${plain.json().id}`,
        headers: await t.as('READ', 'DEMO'),
      })
    ).json() as PodcastEpisode
    expect(episode.segments).toBeNull()
    expect(episode.mentions.map((one) => [one.term, one.second])).toEqual([['Zyrtomax', null]])
  })

  it.each([
    [{ filename: 'a.pdf', title: 'x' }, 'Zyrtomax', 415, 'podcast.transcriptType'],
    [{ filename: 'a.vtt', title: 'x' }, 'WEBVTT\n\nkeine Zeiten', 422, 'podcast.transcriptUnreadable'],
    [{ filename: 'a.vtt', title: 'x' }, '', 400, 'podcast.transcriptEmpty'],
    [{ filename: 'a.txt', title: 'x', publishedAt: 'gestern' }, 'Text', 400, 'podcast.badDate'],
    [{ filename: 'again.vtt', title: 'Dieselbe' }, episodeVtt, 409, 'podcast.episodeExists'],
  ])('%j answers %i %s, and nothing is stored', async (query, body, status, code) => {
    const before = (await t.app.db.select().from(analysisItems).where(eq(analysisItems.sourceId, podcastId)))
      .length
    const response = await upload('DEMO', 'ADMIN', query, body)
    expect(response.statusCode, response.body).toBe(status)
    expect(response.json().code).toBe(code)
    expect(
      await t.app.db.select().from(analysisItems).where(eq(analysisItems.sourceId, podcastId)),
    ).toHaveLength(before)
  })

  it('refuses a transcript over 5 MB', async () => {
    const response = await upload(
      'DEMO',
      'ADMIN',
      { filename: 'big.txt', title: 'x' },
      Buffer.alloc(5 * 1024 * 1024 + 10, 'a'),
    )
    expect(response.statusCode).toBe(413)
    expect(response.json().code).toBe('podcast.transcriptTooLarge')
  })
})

describe('audio', () => {
  const put = async (body: Buffer, role = 'ADMIN', group = 'DEMO') =>
    t.app.inject({
      method: 'PUT',
      url: `/api/podcasts/episodes/${episodeId}/audio?filename=folge-2.mp3`,
      headers: { ...(await t.as(role, group)), 'content-type': 'application/octet-stream' },
      payload: body,
    })

  it('takes audio only (recognised by its bytes) from ADMIN and up of the tenant', async () => {
    const notAudio = await put(Buffer.from('%PDF-1.7 this is no audio at all'))
    expect(notAudio.statusCode).toBe(415)
    expect(notAudio.json().code).toBe('podcast.notAudio')
    expect((await put(audio, 'READ')).statusCode).toBe(403)
    expect((await put(audio, 'ADMIN', 'IGEPHA')).statusCode).toBe(404)
    expect((await put(audio)).statusCode).toBe(204)
    const [file] = await t.app.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.tenantGroup, 'DEMO'))
    expect(file).toMatchObject({ mediaType: 'audio/mpeg', sizeBytes: audio.length, collectionId: null })
  })

  it('plays the whole file or a byte range (206) across stored parts, and refuses a range past the end (416)', async () => {
    const headers = await t.as('READ', 'DEMO')
    const whole = await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}/audio`, headers })
    expect(whole.statusCode).toBe(200)
    expect(whole.headers['accept-ranges']).toBe('bytes')
    expect(whole.rawPayload.equals(audio)).toBe(true)
    const start = 256 * 1024 - 100
    const part = await t.app.inject({
      url: `/api/podcasts/episodes/${episodeId}/audio`,
      headers: { ...headers, range: `bytes=${start}-${start + 199}` },
    })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes ${start}-${start + 199}/${audio.length}`)
    expect(part.rawPayload.equals(audio.subarray(start, start + 200))).toBe(true)
    const past = await t.app.inject({
      url: `/api/podcasts/episodes/${episodeId}/audio`,
      headers: { ...headers, range: `bytes=${audio.length}-` },
    })
    expect(past.statusCode).toBe(416)
    expect(
      (
        await t.app.inject({
          url: `/api/podcasts/episodes/${episodeId}/audio`,
          headers: await t.as('READ', 'IGEPHA'),
        })
      ).statusCode,
    ).toBe(404)
  })

  it('opens the audio for the <audio> element with the ticket of the episode’s page, not with a changed one', async () => {
    const episode = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers: await t.as('READ', 'DEMO') })
    ).json()
    expect(episode.audioSrc).toMatch(/^\/api\/podcasts\/audio\?ticket=/)
    const ranged = await t.app.inject({ url: episode.audioSrc, headers: { range: 'bytes=0-3' } })
    expect(ranged.statusCode).toBe(206)
    expect([...ranged.rawPayload]).toEqual([0xff, 0xfb, 0x90, 0x64])
    const ticket = new URL(episode.audioSrc, 'http://x').searchParams.get('ticket')!
    const changed = ticket.slice(0, -2) + (ticket.endsWith('A') ? 'BB' : 'AA')
    const refused = await t.app.inject({ url: `/api/podcasts/audio?ticket=${encodeURIComponent(changed)}` })
    expect(refused.statusCode).toBe(404)
    expect(refused.json().code).toBe('podcast.audioLinkExpired')
    // A ticket opens its episode for some hours only.
    expect(openAudioTicket(ticket, new Date())).toEqual({ tenantGroup: 'DEMO', episodeId })
    expect(openAudioTicket(ticket, new Date(Date.now() + (audioTicketHours + 1) * 3600_000))).toBeNull()
  })
})

describe('retention', () => {
  it('drops stored audio once the tenant’s retention has passed; the episode stays with its transcript', async () => {
    await t.app.db
      .insert(tenantAiSettings)
      .values({ tenantGroup: 'DEMO', threadRetentionDays: 30 })
      .onConflictDoUpdate({ target: tenantAiSettings.tenantGroup, set: { threadRetentionDays: 30 } })
    expect(await dropExpiredAudio(t.app.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0)
    expect(await dropExpiredAudio(t.app.db, new Date(Date.now() + 31 * 86_400_000))).toBe(1)
    const headers = await t.as('READ', 'DEMO')
    const episode = (
      await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers })
    ).json() as PodcastEpisode
    expect(episode).toMatchObject({ hasAudio: false, audioSrc: null, transcriptOrigin: 'upload' })
    const gone = await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}/audio`, headers })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().code).toBe('podcast.noAudio')
  })
})

describe('runs and deletion', () => {
  it('starts no run without a language model (podcast.modelNeeded)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/podcasts/${podcastId}/runs`,
      headers: await t.as('ADMIN', 'DEMO'),
      payload: {},
    })
    expect(response.statusCode, response.body).toBe(409)
    expect(response.json().code).toBe('podcast.modelNeeded')
  })

  it('deletes the podcast with its episodes and stored audio', async () => {
    const headers = await t.as('ADMIN', 'DEMO')
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/podcasts/${podcastId}`, headers })).statusCode,
    ).toBe(204)
    expect((await t.app.inject({ url: `/api/podcasts/${podcastId}`, headers })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/podcasts/episodes/${episodeId}`, headers })).statusCode).toBe(404)
    expect(await t.app.db.select().from(analysisItems).where(eq(analysisItems.sourceId, podcastId))).toEqual(
      [],
    )
    expect(
      await t.app.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.tenantGroup, 'DEMO')),
    ).toEqual([])
  })
})
