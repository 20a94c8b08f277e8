// A real HTTP server (node:http) playing podcast publishers and web sites for the source fetcher's
// tests: an RSS feed whose episodes carry <podcast:transcript> (WebVTT, SRT) and one without, with
// ETag / Last-Modified (a matching conditional GET answers 304), an HTML page, an Atom feed, a
// redirect, a slow answer (a byte every few hundred ms, forever) and an oversized one (500 MB streamed
// without a length, stopped when the client hangs up). MP3 audio answers byte ranges. Every request is
// recorded; bytesSent counts what the oversized answer pushed before the client gave up.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FeedServerRequest {
  readonly path: string
  readonly headers: IncomingMessage['headers']
}

export interface ScriptedFeedServer {
  readonly baseUrl: string
  readonly requests: FeedServerRequest[]
  /** Bytes of the oversized answer written before the client closed the connection. */
  readonly oversized: { bytesSent: number; closed: boolean }
  /** Replaces the body of a path (a feed that gained an episode); its ETag changes with it. */
  set(path: string, body: string, type?: string): void
  close(): Promise<void>
}

/** MPEG-1 Layer III frames (128 kbit/s, 44.1 kHz: 417 bytes, about 26 ms each): bytes a player and the cutter accept. */
export function mp3Frames(count: number): Buffer {
  const frame = Buffer.alloc(417, 0)
  frame.set([0xff, 0xfb, 0x90, 0x64])
  return Buffer.concat(Array.from({ length: count }, () => frame))
}

export const episodeVtt = `WEBVTT

00:00:00.000 --> 00:00:05.000
Willkommen zu Gesund und munter, Folge zwei.

00:00:05.000 --> 00:00:12.500
Heute sprechen wir über Erkältungen und was wirklich hilft.

00:01:05.000 --> 00:01:11.000
Ich nehme Zyrtomax gegen meine Kopfschmerzen, das wirkt schnell.

00:02:10.000 --> 00:02:16.000
Manche schwören auf Dolorin, aber davon wurde mir übel.
`

export const episodeSrt = `1
00:00:03,000 --> 00:00:07,000
Bienvenue dans Santé pour tous.

2
00:00:40,000 --> 00:00:45,500
J'ai pris du Zyrtomax pour mes maux de tête.
`

export function podcastFeed(base: string, options: { withTranscript: boolean; title?: string }): string {
  const transcript = options.withTranscript
    ? `<podcast:transcript url="${base}/transcripts/ep2.json" type="application/json"/>
       <podcast:transcript url="${base}/transcripts/ep2.vtt" type="text/vtt" language="de"/>`
    : ''
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title>${options.title ?? 'Gesund &amp; munter'}</title>
    <item>
      <title>Folge 2: Erkältung</title>
      <guid isPermaLink="false">gm-2</guid>
      <pubDate>Tue, 03 Nov 2026 06:00:00 GMT</pubDate>
      <description>Shownotes zu Folge 2 mit Zyrtomax.</description>
      <enclosure url="${base}/audio/${options.withTranscript ? 'long' : 'ep2'}.mp3" type="audio/mpeg"/>
      <itunes:duration>2:20</itunes:duration>
      ${transcript}
    </item>
    <item>
      <title>Folge 1: Frühjahrsmüdigkeit</title>
      <guid isPermaLink="false">gm-1</guid>
      <pubDate>Tue, 27 Oct 2026 06:00:00 GMT</pubDate>
      <description><![CDATA[<p>Nur Shownotes: <b>Dolorin</b> im Test.</p>]]></description>
      <enclosure url="${base}/audio/ep1.mp3" type="audio/mpeg" length="41700"/>
    </item>
  </channel>
</rss>`
}

export async function startScriptedFeedServer(): Promise<ScriptedFeedServer> {
  const requests: FeedServerRequest[] = []
  const oversized = { bytesSent: 0, closed: false }
  const bodies = new Map<string, { body: string | Buffer; type: string; etag: string }>()
  let version = 0
  const set = (path: string, body: string | Buffer, type = 'application/rss+xml; charset=utf-8') =>
    bodies.set(path, { body, type, etag: `"v${++version}"` })
  const open = new Set<ServerResponse>()

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!
    requests.push({ path, headers: request.headers })
    open.add(response)
    response.on('close', () => open.delete(response))
    if (path === '/slow.xml') {
      response.writeHead(200, { 'content-type': 'application/rss+xml' })
      const timer = setInterval(() => response.write(' '), 300)
      response.on('close', () => clearInterval(timer))
      return
    }
    if (path === '/huge.xml') return sendHuge(response, oversized)
    if (path === '/moved.xml') {
      response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' })
      return response.end()
    }
    if (path.startsWith('/audio/')) return sendAudio(request, response)
    const found = bodies.get(path)
    if (!found) {
      response.writeHead(404, { 'content-type': 'text/plain' })
      return response.end('not found')
    }
    const lastModified = 'Tue, 03 Nov 2026 06:00:00 GMT'
    if (request.headers['if-none-match'] === found.etag) {
      response.writeHead(304, { etag: found.etag, 'last-modified': lastModified })
      return response.end()
    }
    response.writeHead(200, { 'content-type': found.type, etag: found.etag, 'last-modified': lastModified })
    response.end(found.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  set('/feed.xml', podcastFeed(base, { withTranscript: true }))
  set('/plain-feed.xml', podcastFeed(base, { withTranscript: false, title: 'Ohne Transkript' }))
  set('/transcripts/ep2.vtt', episodeVtt, 'text/vtt')
  set(
    '/transcripts/ep2.json',
    JSON.stringify({ segments: [{ startTime: 1, endTime: 2, body: 'JSON-Fassung' }] }),
    'application/json',
  )
  set('/transcripts/fr.srt', episodeSrt, 'application/x-subrip')
  set(
    '/page.html',
    `<!doctype html><html><head><title>Zyrtomax im Test</title><script>alert("x")</script><style>p{}</style></head><body><h1>Erfahrungen</h1><p>Nach Zyrtomax hatte ich Hautausschlag.</p></body></html>`,
    'text/html; charset=utf-8',
  )
  set(
    '/atom.xml',
    `<feed xmlns="http://www.w3.org/2005/Atom"><title>Apotheken-Blog</title><entry><id>urn:a1</id><title>Neu: Zyrtomax</title><link href="${base}/a1"/><updated>2026-11-01T10:00:00Z</updated><summary>Zyrtomax gibt es jetzt als Spray.</summary></entry></feed>`,
    'application/atom+xml',
  )
  set('/not-a-feed.xml', '<html><body>Kein Feed</body></html>', 'text/html')
  return {
    baseUrl: base,
    requests,
    oversized,
    set,
    close: async () => {
      for (const response of open) response.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

const shortAudio = mp3Frames(100)
/** About 156 s (6,000 frames): long enough to seek to every mention of the scripted transcript. */
const longAudio = mp3Frames(6000)

function sendAudio(request: IncomingMessage, response: ServerResponse) {
  const audio = request.url?.startsWith('/audio/long') ? longAudio : shortAudio
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers.range ?? '')
  if (!range) {
    response.writeHead(200, {
      'content-type': 'audio/mpeg',
      'content-length': audio.length,
      'accept-ranges': 'bytes',
    })
    return response.end(audio)
  }
  const start = Number(range[1])
  const end = range[2] ? Math.min(Number(range[2]), audio.length - 1) : audio.length - 1
  response.writeHead(206, {
    'content-type': 'audio/mpeg',
    'content-length': end - start + 1,
    'content-range': `bytes ${start}-${end}/${audio.length}`,
  })
  response.end(audio.subarray(start, end + 1))
}

/** 500 MB of a feed that never ends its first item, streamed without a length as fast as the client reads. */
function sendHuge(response: ServerResponse, counter: { bytesSent: number; closed: boolean }) {
  const total = 500 * 1024 * 1024
  const chunk = Buffer.alloc(64 * 1024, 'a')
  response.writeHead(200, { 'content-type': 'application/rss+xml' })
  response.write('<rss version="2.0"><channel><title>')
  counter.bytesSent = 0
  counter.closed = false
  response.on('close', () => (counter.closed = true))
  const pump = () => {
    while (counter.bytesSent < total && !counter.closed) {
      counter.bytesSent += chunk.length
      if (!response.write(chunk)) return void response.once('drain', pump)
    }
    if (!counter.closed) response.end('</title></channel></rss>')
  }
  pump()
}
