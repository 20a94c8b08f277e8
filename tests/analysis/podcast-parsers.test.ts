// The podcast analyser's pure parts: RSS/Atom feeds (entities not expanded), transcripts (WebVTT,
// SRT, Podcasting 2.0 JSON), the audio cutter and the Range header.
import { describe, expect, it } from 'vitest'
import { cutAudioParts, isMp3FrameHeader } from '../../src/server/analysis/sources/cut-audio.ts'
import { durationOf, NotAFeed, parseFeed } from '../../src/server/analysis/sources/parse-feed.ts'
import {
  parseTranscript,
  rankTranscripts,
  secondsOf,
  TranscriptUnreadable,
} from '../../src/server/analysis/sources/parse-transcript.ts'
import { parseRange } from '../../src/server/lib/parse-range.ts'

const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:content="http://purl.org/rss/1.0/modules/content/">
  <channel>
    <title>Gesund &amp; munter</title>
    <item>
      <title>Folge 2: Kopfschmerz &#x26; Co</title>
      <guid isPermaLink="false">ep-2</guid>
      <pubDate>Tue, 03 Nov 2026 06:00:00 GMT</pubDate>
      <description><![CDATA[<p>Heute: <b>Zyrtomax</b></p>]]></description>
      <enclosure url="https://cdn.example/ep2.mp3?a=1&amp;b=2" type="audio/mpeg" length="123"/>
      <itunes:duration>01:02:03</itunes:duration>
      <podcast:transcript url="https://cdn.example/ep2.json" type="application/json"/>
      <podcast:transcript url="https://cdn.example/ep2.vtt" type="text/vtt" language="de"/>
      <podcast:transcript url="https://cdn.example/ep2.html" type="text/html"/>
    </item>
    <item>
      <title>Folge 1</title>
      <link>https://example/ep1</link>
      <description>Nur Shownotes</description>
    </item>
  </channel>
</rss>`

describe('parseFeed', () => {
  it('reads an RSS 2.0 podcast feed with enclosure, duration and transcripts', () => {
    const feed = parseFeed(rss)
    expect(feed.format).toBe('rss')
    expect(feed.title).toBe('Gesund & munter')
    expect(feed.entries).toHaveLength(2)
    const [first, second] = feed.entries
    expect(first).toMatchObject({
      guid: 'ep-2',
      title: 'Folge 2: Kopfschmerz & Co',
      audioUrl: 'https://cdn.example/ep2.mp3?a=1&b=2',
      durationSeconds: 3723,
    })
    expect(first!.publishedAt?.toISOString()).toBe('2026-11-03T06:00:00.000Z')
    expect(first!.html).toContain('<b>Zyrtomax</b>')
    expect(first!.transcripts.map((one) => one.type)).toEqual(['application/json', 'text/vtt', 'text/html'])
    // An entry without a guid is known by its link.
    expect(second).toMatchObject({ guid: 'https://example/ep1', audioUrl: null, transcripts: [] })
  })

  it('prefers WebVTT, then SRT, then JSON, and drops formats it cannot read', () => {
    const ranked = rankTranscripts([
      { url: 'a.json', type: 'application/json', language: null },
      { url: 'a.html', type: 'text/html', language: null },
      { url: 'a.srt', type: 'application/x-subrip', language: null },
      { url: 'a.vtt', type: 'text/vtt', language: null },
    ])
    expect(ranked.map((one) => one.url)).toEqual(['a.vtt', 'a.srt', 'a.json'])
  })

  it('reads an Atom feed', () => {
    const feed = parseFeed(`<feed xmlns="http://www.w3.org/2005/Atom"><title>Blog</title>
      <entry><id>urn:1</id><title>Eintrag</title><link rel="alternate" href="https://blog.example/1"/>
      <updated>2026-11-01T10:00:00Z</updated><summary>Text über Zyrtomax</summary></entry></feed>`)
    expect(feed.format).toBe('atom')
    expect(feed.entries[0]).toMatchObject({
      guid: 'urn:1',
      link: 'https://blog.example/1',
      html: 'Text über Zyrtomax',
    })
  })

  it('never expands a DOCTYPE entity (no billion laughs)', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
      <rss version="2.0"><channel><title>&lol3;</title><item><title>x &lol3;</title><guid>1</guid></item></channel></rss>`
    const feed = parseFeed(bomb)
    expect(feed.title).toBe('&lol3;')
    expect(feed.entries[0]!.title).toBe('x &lol3;')
  })

  it('refuses what is not a feed', () => {
    expect(() => parseFeed('<html><body>Hallo</body></html>')).toThrow(NotAFeed)
    expect(() => parseFeed('{"json": true}')).toThrow(NotAFeed)
  })

  it.each([
    ['3600', 3600],
    ['12:34', 754],
    ['1:02:03', 3723],
    ['soon', null],
  ])('itunes:duration %s is %s seconds', (text, seconds) => expect(durationOf(text)).toBe(seconds))
})

describe('parseTranscript', () => {
  it('reads WebVTT with a header, notes, cue ids, settings and voice tags', () => {
    const vtt = `WEBVTT - Folge 2\n\nNOTE made by hand\n\nintro\n00:00:01.000 --> 00:00:04.500 align:start\n<v Anna>Willkommen zu Folge zwei.</v>\n\n00:01:05.250 --> 00:01:09.000\nIch nehme <i>Zyrtomax</i>\ngegen Kopfschmerzen.\n`
    expect(parseTranscript(vtt, 'vtt')).toEqual([
      { start: 1, end: 4.5, text: 'Willkommen zu Folge zwei.' },
      { start: 65.25, end: 69, text: 'Ich nehme Zyrtomax gegen Kopfschmerzen.' },
    ])
  })

  it('reads SRT with comma decimals and CRLF lines', () => {
    const srt =
      '1\r\n00:00:02,000 --> 00:00:05,000\r\nBonjour à tous.\r\n\r\n2\r\n01:00:00,500 --> 01:00:03,000\r\nJ’ai pris du Zyrtomax.\r\n'
    expect(parseTranscript(srt, 'srt')).toEqual([
      { start: 2, end: 5, text: 'Bonjour à tous.' },
      { start: 3600.5, end: 3603, text: 'J’ai pris du Zyrtomax.' },
    ])
  })

  it('reads Podcasting 2.0 JSON', () => {
    const json = JSON.stringify({
      version: '1.0.0',
      segments: [
        { speaker: 'A', startTime: 0.5, endTime: 2, body: 'Hallo' },
        { startTime: 'x', body: 'kaputt' },
      ],
    })
    expect(parseTranscript(json, 'json')).toEqual([{ start: 0.5, end: 2, text: 'Hallo' }])
  })

  it.each([
    ['WEBVTT\n\nnur Text ohne Zeiten', 'vtt' as const],
    ['{"segments": []}', 'json' as const],
    ['kein json', 'json' as const],
  ])('refuses a transcript without a timed cue: %s', (text, format) => {
    expect(() => parseTranscript(text, format)).toThrow(TranscriptUnreadable)
  })

  it('turns time stamps into seconds', () => {
    expect(secondsOf('01:02:03.5')).toBe(3723.5)
    expect(secondsOf('02:03,250')).toBe(123.25)
  })
})

describe('cutAudioParts', () => {
  /** MPEG-1 Layer III, 128 kbit/s, 44.1 kHz frames of 417 bytes, each starting with its header. */
  const frames = (count: number) => {
    const frame = Buffer.alloc(417, 0x11)
    frame.set([0xff, 0xfb, 0x90, 0x64])
    return Buffer.concat(Array.from({ length: count }, () => frame))
  }
  async function* chunked(bytes: Buffer, size: number) {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size)
  }

  it('cuts before a frame header, under the part size, and loses no byte', async () => {
    const audio = frames(100)
    const parts: Buffer[] = []
    for await (const part of cutAudioParts(chunked(audio, 1000), 4096)) parts.push(Buffer.from(part))
    expect(parts.length).toBeGreaterThan(5)
    for (const part of parts) {
      expect(part.byteLength).toBeLessThanOrEqual(4096)
      expect(isMp3FrameHeader(part, 0)).toBe(true)
    }
    expect(Buffer.concat(parts).equals(audio)).toBe(true)
  })

  it('cuts other formats at the byte limit', async () => {
    const audio = Buffer.alloc(10_000, 0x22)
    const sizes: number[] = []
    for await (const part of cutAudioParts(chunked(audio, 3000), 4000)) sizes.push(part.byteLength)
    expect(sizes).toEqual([4000, 4000, 2000])
  })
})

describe('parseRange', () => {
  it.each([
    [undefined, null],
    ['bytes=0-99', [0, 99]],
    ['bytes=100-', [100, 999]],
    ['bytes=-100', [900, 999]],
    ['bytes=900-5000', [900, 999]],
    ['bytes=1000-', 'unsatisfiable'],
    ['bytes=50-10', 'unsatisfiable'],
    ['items=0-1', null],
  ] as const)('%s of 1000 bytes is %j', (header, expected) =>
    expect(parseRange(header, 1000)).toEqual(expected),
  )
})
