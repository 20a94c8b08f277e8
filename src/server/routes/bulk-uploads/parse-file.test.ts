// The parse worker's limits: a file that needs more heap or time than allowed ends its worker with a
// message for the user; the process that asked goes on.
import { describe, expect, it } from 'vitest'
import { defaultFileLimits } from '../../files/file-limits.ts'
import { parseFile } from './parse-file.ts'

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

  it('stops a worker that runs out of its heap, with a 422 and a message', async () => {
    const limits = { ...defaultFileLimits, worker: { maxHeapMb: 8, timeoutMs: 60_000 } }
    await expect(parseFile('csv', csv, { limits })).rejects.toMatchObject({
      statusCode: 422,
      code: 'file.tooComplex',
      message: expect.stringContaining('more than 8 MB of memory'),
    })
  })

  it('stops a worker that takes longer than its time limit', async () => {
    const limits = { ...defaultFileLimits, worker: { maxHeapMb: 512, timeoutMs: 1 } }
    await expect(parseFile('csv', csv, { limits })).rejects.toMatchObject({
      statusCode: 422,
      code: 'file.tooSlow',
    })
    // The next file is read as usual.
    expect((await parseFile('csv', Buffer.from('a;b\n1;2\n'))).rows).toHaveLength(1)
  })
})
