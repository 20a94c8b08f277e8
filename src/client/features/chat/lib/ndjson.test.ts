import { describe, expect, it } from 'vitest'
import type { AnswerEvent } from '../api/chat-types.ts'
import { MalformedStreamError, readNdjson } from './ndjson.ts'

/** A body delivering the given byte chunks one by one. */
function bodyOf(chunks: (string | Uint8Array)[]) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk)
      controller.close()
    },
  })
}

async function collect(chunks: (string | Uint8Array)[]) {
  const events: AnswerEvent[] = []
  await readNdjson(bodyOf(chunks), (event) => events.push(event))
  return events
}

describe('readNdjson', () => {
  it('joins a line split across chunks and reads several lines from one chunk', async () => {
    const events = await collect(['{"type":"te', 'xt","text":"Hal"}\n{"type":"text","text":"lo"}\n{"type":"title",', '"title":"T"}'])
    expect(events).toEqual([
      { type: 'text', text: 'Hal' },
      { type: 'text', text: 'lo' },
      { type: 'title', title: 'T' },
    ])
  })

  it('keeps a multi-byte character split between two chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"type":"text","text":"Grüße"}\n')
    const cut = bytes.indexOf(0xc3) + 1
    expect(await collect([bytes.slice(0, cut), bytes.slice(cut)])).toEqual([{ type: 'text', text: 'Grüße' }])
  })

  it('skips blank lines', async () => {
    expect(await collect(['\n\n{"type":"text","text":"a"}\n\n'])).toEqual([{ type: 'text', text: 'a' }])
  })

  it('rejects a malformed line with MalformedStreamError after delivering the lines before it', async () => {
    const events: AnswerEvent[] = []
    const reading = readNdjson(bodyOf(['{"type":"text","text":"a"}\n{not json\n']), (event) => events.push(event))
    await expect(reading).rejects.toBeInstanceOf(MalformedStreamError)
    expect(events).toEqual([{ type: 'text', text: 'a' }])
  })

  it('rejects an object of an unknown type or a text event without text', async () => {
    await expect(collect(['{"type":"shell","cmd":"x"}\n'])).rejects.toBeInstanceOf(MalformedStreamError)
    await expect(collect(['{"type":"text","text":5}\n'])).rejects.toBeInstanceOf(MalformedStreamError)
  })
})
