// The parse worker's limits: a file that needs more heap or time than allowed ends its worker with a
// message for the user; the process that asked goes on.
import { describe, expect, it } from 'vitest'
import { defaultFileLimits } from '../../files/file-limits.ts'
import { runInWorker } from '../../files/run-in-worker.ts'
import { parseFile, parserEntry } from './parse-file.ts'
import { messagesInFlight } from '../../files/worker-port.ts'
import type { ParseChunk, ParseInput } from './parse-worker.ts'

const csv = Buffer.from(
  `pzn;name\n${Array.from({ length: 200_000 }, (_, i) => `${i};Name ${i}`).join('\n')}\n`,
)

describe('parseFile in a worker', () => {
  it('reads a CSV in chunks, with line numbers and the encoding', async () => {
    const file = await parseFile('csv', csv)
    expect(file.headers).toEqual(['pzn', 'name'])
    expect(file.rows).toHaveLength(200_000)
    expect(file.rows[199_999]).toEqual({ line: 200_001, cells: ['199999', 'Name 199999'] })
    expect(file.encoding).toBe('utf-8')
  })

  it('posts at most a few chunks ahead of the thread that handles them, then the rest once they are handled', async () => {
    const input: ParseInput = {
      format: 'csv',
      bytes: new Uint8Array(csv),
      encoding: undefined,
      maxRows: 250_000,
      maxColumns: 500,
    }
    const arrived: ParseChunk[] = []
    // A chunk counts as handled when the promise its handler returned settles (run-in-worker.ts).
    const pending: (() => void)[] = []
    let handling = false
    const done = runInWorker<ParseInput, ParseChunk>(
      parserEntry,
      input,
      defaultFileLimits.worker,
      (chunk) => {
        arrived.push(chunk)
        if (!handling) return new Promise<void>((resolve) => pending.push(resolve))
      },
    )
    try {
      // Nothing is handled: once the worker has started and posted what it may post ahead (the
      // headers and `messagesInFlight` row chunks), it waits, however long it is left waiting.
      await expect.poll(() => arrived.length, { timeout: 30_000, interval: 20 }).toBe(messagesInFlight + 1)
      await new Promise((resolve) => setTimeout(resolve, 400))
      expect(arrived).toHaveLength(messagesInFlight + 1)
    } finally {
      // Handling the ones that came lets the rest through, in order.
      handling = true
      for (const resolve of pending) resolve()
      await done
    }
    const rows = arrived.flatMap((chunk) => ('rows' in chunk ? chunk.rows : []))
    expect(rows).toHaveLength(200_000)
    expect(rows.map((row) => row.line).every((line, i) => line === i + 2)).toBe(true)
  })

  it('stops a worker that runs out of its heap, with a 422 and a message', async () => {
    const limits = { ...defaultFileLimits, worker: { ...defaultFileLimits.worker, maxHeapMb: 8 } }
    await expect(parseFile('csv', csv, { limits })).rejects.toMatchObject({
      statusCode: 422,
      code: 'file.tooComplex',
      message: expect.stringContaining('more than 8 MB of memory'),
    })
  })

  it('stops a worker that takes longer than its time limit', async () => {
    const limits = { ...defaultFileLimits, worker: { ...defaultFileLimits.worker, timeoutMs: 1 } }
    await expect(parseFile('csv', csv, { limits })).rejects.toMatchObject({
      statusCode: 422,
      code: 'file.tooSlow',
    })
    // The next file is read as usual.
    expect((await parseFile('csv', Buffer.from('a;b\n1;2\n'))).rows).toHaveLength(1)
  })
})
