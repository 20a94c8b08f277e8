import type { AnswerEvent } from '../api/chat-types.ts'

/** A line of the stream that is not one of the protocol's events. */
export class MalformedStreamError extends Error {
  readonly line: string
  constructor(line: string) {
    super('chat.malformedStream')
    this.line = line
    this.name = 'MalformedStreamError'
  }
}

const EVENT_TYPES = new Set(['start', 'text', 'citations', 'done', 'error', 'title'])

/** One line as an event; anything else (bad JSON, unknown type) is a MalformedStreamError. */
export function parseEventLine(line: string): AnswerEvent {
  let value: unknown
  try {
    value = JSON.parse(line)
  } catch {
    throw new MalformedStreamError(line)
  }
  const type = typeof value === 'object' && value !== null ? (value as { type?: unknown }).type : undefined
  if (typeof type !== 'string' || !EVENT_TYPES.has(type)) throw new MalformedStreamError(line)
  if (type === 'text' && typeof (value as { text?: unknown }).text !== 'string') throw new MalformedStreamError(line)
  return value as AnswerEvent
}

/**
 * Splits decoded text into lines across chunk borders: a chunk may end in the middle of a line (or of
 * a UTF-8 character, which the TextDecoder in `readNdjson` keeps back).
 */
export function createLineSplitter() {
  let rest = ''
  return {
    push(chunk: string): string[] {
      const lines = (rest + chunk).split('\n')
      rest = lines.pop() ?? ''
      return lines.filter((line) => line.trim() !== '')
    },
    flush(): string[] {
      const last = rest
      rest = ''
      return last.trim() === '' ? [] : [last]
    },
  }
}

/** Reads an NDJSON body event by event; a malformed line rejects with MalformedStreamError. */
export async function readNdjson(body: ReadableStream<Uint8Array>, onEvent: (event: AnswerEvent) => void): Promise<void> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const splitter = createLineSplitter()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      for (const line of splitter.push(decoder.decode(value, { stream: true }))) onEvent(parseEventLine(line))
    }
    for (const line of splitter.push(decoder.decode())) onEvent(parseEventLine(line))
    for (const line of splitter.flush()) onEvent(parseEventLine(line))
  } finally {
    reader.releaseLock()
  }
}
