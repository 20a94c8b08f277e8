// Publisher transcripts (<podcast:transcript>) to timed segments: WebVTT, SRT and the Podcasting 2.0
// JSON format ({ segments: [{ startTime, endTime, body }] }). Cue settings, voice tags and other markup
// are dropped; a transcript without a single timed cue is refused (podcast.transcriptUnreadable).
export interface TranscriptSegment {
  /** Seconds from the start of the episode. */
  readonly start: number
  readonly end: number
  readonly text: string
}

export type TranscriptFormat = 'vtt' | 'srt' | 'json'

export class TranscriptUnreadable extends Error {
  readonly code = 'podcast.transcriptUnreadable'
}

/** The format a transcript link's type (or file name) names; null for ones we do not read (HTML, plain text). */
export function transcriptFormatOf(type: string, name = ''): TranscriptFormat | null {
  const lower = type.toLowerCase()
  if (lower.includes('vtt') || /\.vtt$/i.test(name)) return 'vtt'
  if (lower.includes('srt') || lower.includes('subrip') || /\.srt$/i.test(name)) return 'srt'
  if (lower.includes('json') || /\.json$/i.test(name)) return 'json'
  return null
}

/** Preference among a feed's transcripts: WebVTT, then SRT, then JSON. */
export const transcriptPreference: readonly TranscriptFormat[] = ['vtt', 'srt', 'json']

/** The links we can read, best format first (WebVTT, SRT, JSON). */
export function rankTranscripts<T extends { url: string; type: string }>(links: readonly T[]): T[] {
  return links
    .map((link) => ({ link, format: transcriptFormatOf(link.type, link.url) }))
    .filter((one) => one.format !== null)
    .sort((a, b) => transcriptPreference.indexOf(a.format!) - transcriptPreference.indexOf(b.format!))
    .map((one) => one.link)
}

export function parseTranscript(text: string, format: TranscriptFormat): TranscriptSegment[] {
  const segments = format === 'json' ? parseJson(text) : parseCues(text)
  if (segments.length === 0) throw new TranscriptUnreadable(`No timed ${format} cue found`)
  return segments
}

const timing = /^\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})\s*-->\s*((?:\d+:)?\d{1,2}:\d{2}[.,]\d{1,3})/

/** WebVTT and SRT share the cue shape: an optional identifier, a timing line, text lines, a blank line. */
function parseCues(text: string): TranscriptSegment[] {
  const segments: TranscriptSegment[] = []
  const blocks = text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
  for (const block of blocks) {
    const lines = block.split('\n')
    const at = lines.findIndex((line) => timing.test(line))
    if (at < 0) continue // WEBVTT header, NOTE, STYLE and REGION blocks
    const [, from, to] = timing.exec(lines[at]!)!
    const body = lines
      .slice(at + 1)
      .map(stripMarkup)
      .filter(Boolean)
      .join(' ')
    if (body) segments.push({ start: secondsOf(from!), end: secondsOf(to!), text: body })
  }
  return segments
}

function parseJson(text: string): TranscriptSegment[] {
  let document: unknown
  try {
    document = JSON.parse(text)
  } catch {
    throw new TranscriptUnreadable('The JSON transcript is not JSON')
  }
  const list = (document as { segments?: unknown })?.segments
  if (!Array.isArray(list)) return []
  const segments: TranscriptSegment[] = []
  for (const one of list as Record<string, unknown>[]) {
    const start = Number(one?.startTime)
    const end = Number(one?.endTime ?? one?.startTime)
    const body = typeof one?.body === 'string' ? stripMarkup(one.body) : ''
    if (Number.isFinite(start) && Number.isFinite(end) && body) segments.push({ start, end, text: body })
  }
  return segments
}

/** Voice and style tags (<v Anna>, <i>, <c.loud>) and the entities WebVTT allows. */
function stripMarkup(line: string): string {
  return line
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .trim()
}

/** 01:02:03.500, 02:03,5 or 1:02:03,500 to seconds. */
export function secondsOf(stamp: string): number {
  const [clock, fraction = '0'] = stamp.split(/[.,]/)
  const whole = clock!.split(':').reduce((total, part) => total * 60 + Number(part), 0)
  return whole + Number(`0.${fraction}`)
}

/** The text an item stores for segments: one line each, so offsets map back to seconds. */
export function segmentsToText(segments: readonly TranscriptSegment[]): string {
  return segments.map((segment) => segment.text).join('\n')
}
