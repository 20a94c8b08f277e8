import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { readBody } from './read-body.ts'

const chunksOf = (bytes: Buffer, size: number) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)))

describe('readBody', () => {
  const body = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251))

  it('reads a large body with a Content-Length into shared memory as it arrives', async () => {
    const read = await readBody(chunksOf(body, 65_536), String(body.length), 1_000_000, 256 * 1024)
    expect(read.buffer).toBeInstanceOf(SharedArrayBuffer)
    expect(Buffer.from(read.buffer, read.byteOffset, read.byteLength).equals(body)).toBe(true)
  })

  it('reads a small body, or one without a Content-Length, into a Buffer of its own', async () => {
    const small = await readBody(chunksOf(body.subarray(0, 1000), 100), '1000', 1_000_000, 256 * 1024)
    expect(small.buffer).toBeInstanceOf(ArrayBuffer)
    expect(Buffer.from(small).equals(body.subarray(0, 1000))).toBe(true)
    const chunked = await readBody(chunksOf(body, 65_536), undefined, 1_000_000, 256 * 1024)
    expect(chunked.buffer).toBeInstanceOf(ArrayBuffer)
    expect(Buffer.from(chunked).equals(body)).toBe(true)
  })

  it('refuses what fastify refuses: over the limit (declared or sent), and a length that is not the one declared', async () => {
    await expect(readBody(chunksOf(body, 65_536), String(body.length), 100_000, 256 * 1024)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
      statusCode: 413,
    })
    await expect(readBody(chunksOf(body, 65_536), undefined, 100_000, 256 * 1024)).rejects.toMatchObject({
      code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    })
    for (const declared of [body.length - 1, body.length + 1])
      await expect(readBody(chunksOf(body, 65_536), String(declared), 1_000_000, 256 * 1024)).rejects.toMatchObject({
        code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH',
        statusCode: 400,
      })
  })
})
