// RSS 2.0 and Atom feeds to entries, with fast-xml-parser (decision 0096). Entity expansion is off:
// a DOCTYPE's own entities are never expanded (no "billion laughs"); only the five XML entities and
// character references are decoded here, by hand. Podcast feeds bring the episode's audio
// (<enclosure>), its length (<itunes:duration>) and the publisher's transcripts (<podcast:transcript>).
import { XMLParser } from 'fast-xml-parser'

export interface FeedTranscriptLink {
  readonly url: string
  /** text/vtt, application/x-subrip, application/json, text/html, ... as the feed says. */
  readonly type: string
  readonly language: string | null
}

export interface FeedEntry {
  /** The entry's guid (RSS) or id (Atom); the link when it has neither. */
  readonly guid: string
  readonly title: string
  readonly link: string | null
  readonly publishedAt: Date | null
  /** The entry's text: content, else description or summary (HTML as the feed sends it). */
  readonly html: string
  readonly audioUrl: string | null
  readonly durationSeconds: number | null
  readonly transcripts: FeedTranscriptLink[]
}

export interface ParsedFeed {
  readonly format: 'rss' | 'atom'
  readonly title: string
  readonly entries: FeedEntry[]
}

/** The feed is not RSS 2.0 or Atom (or not XML at all). */
export class NotAFeed extends Error {
  readonly code = 'podcast.notAFeed'
}

const lists = new Set(['item', 'entry', 'link', 'enclosure', 'podcast:transcript', 'category'])
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => lists.has(name),
})

type Node = Record<string, unknown>

export function parseFeed(xml: string): ParsedFeed {
  let document: Node
  try {
    document = parser.parse(xml) as Node
  } catch (error) {
    throw new NotAFeed(`The answer is not well-formed XML: ${(error as Error).message}`)
  }
  const rss = document.rss as Node | undefined
  if (rss && typeof rss === 'object') {
    const channel = (rss.channel ?? {}) as Node
    return { format: 'rss', title: textOf(channel.title), entries: asList(channel.item).map(rssEntry) }
  }
  const feed = document.feed as Node | undefined
  if (feed && typeof feed === 'object')
    return { format: 'atom', title: textOf(feed.title), entries: asList(feed.entry).map(atomEntry) }
  throw new NotAFeed('Neither an RSS 2.0 channel nor an Atom feed')
}

function rssEntry(item: Node): FeedEntry {
  const link = textOf(asList(item.link)[0]) || null
  const enclosure = asList(item.enclosure).find((one) => typeof one['@url'] === 'string')
  const html = textOf(item['content:encoded']) || textOf(item.description)
  return {
    guid: textOf(item.guid) || link || textOf(item.title),
    title: textOf(item.title),
    link,
    publishedAt: dateOf(textOf(item.pubDate) || textOf(item['dc:date'])),
    html,
    audioUrl: enclosure ? decodeXmlEntities(String(enclosure['@url'])) : null,
    durationSeconds: durationOf(textOf(item['itunes:duration'])),
    transcripts: transcriptsOf(item),
  }
}

function atomEntry(entry: Node): FeedEntry {
  const links = asList(entry.link)
  const alternate = links.find((one) => !one['@rel'] || one['@rel'] === 'alternate')
  const enclosure = links.find((one) => one['@rel'] === 'enclosure')
  const link = alternate?.['@href'] ? decodeXmlEntities(String(alternate['@href'])) : null
  return {
    guid: textOf(entry.id) || link || textOf(entry.title),
    title: textOf(entry.title),
    link,
    publishedAt: dateOf(textOf(entry.published) || textOf(entry.updated)),
    html: textOf(entry.content) || textOf(entry.summary),
    audioUrl: enclosure?.['@href'] ? decodeXmlEntities(String(enclosure['@href'])) : null,
    durationSeconds: durationOf(textOf(entry['itunes:duration'])),
    transcripts: transcriptsOf(entry),
  }
}

function transcriptsOf(node: Node): FeedTranscriptLink[] {
  return asList(node['podcast:transcript'])
    .filter((one) => typeof one['@url'] === 'string')
    .map((one) => ({
      url: decodeXmlEntities(String(one['@url'])),
      type: String(one['@type'] ?? '').toLowerCase(),
      language: one['@language'] ? String(one['@language']) : null,
    }))
}

function asList(value: unknown): Node[] {
  if (value === undefined || value === null) return []
  return (Array.isArray(value) ? value : [value]).map((one) =>
    typeof one === 'object' && one !== null ? (one as Node) : { '#text': one },
  )
}

/** The text of an element (its text node when it has attributes), entities decoded. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return textOf(value[0])
  if (typeof value === 'object') return textOf((value as Node)['#text'])
  return decodeXmlEntities(String(value)).trim()
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

/** The five XML entities and character references; anything else stays as written. */
export function decodeXmlEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|lt|gt|amp|quot|apos);/gi, (whole, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()] ?? whole
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
  })
}

function dateOf(text: string): Date | null {
  if (!text) return null
  const date = new Date(text)
  return Number.isNaN(date.getTime()) ? null : date
}

/** itunes:duration: seconds, or [hh:]mm:ss. */
export function durationOf(text: string): number | null {
  if (!text) return null
  if (/^\d+(\.\d+)?$/.test(text)) return Math.round(Number(text))
  if (!/^\d+(:\d{1,2}){1,2}$/.test(text)) return null
  return text.split(':').reduce((total, part) => total * 60 + Number(part), 0)
}
