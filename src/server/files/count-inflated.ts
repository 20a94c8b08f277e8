// Inflates deflate data as a stream, counting the bytes and throwing them away, and stops at the
// first chunk past a bound: what an archive entry or a PDF stream unpacks to, known before a parser
// inflates it for real. zlib runs on libuv's thread pool, so the event loop only counts chunks.
import { createInflate, createInflateRaw } from 'node:zlib'

export interface InflatedCount {
  /** Bytes produced, up to the first chunk past the bound. */
  readonly bytes: number
  /** The data went on past `bound`; inflating stopped there. */
  readonly overBound: boolean
  /** zlib could not inflate (all of) the data; `bytes` is what came out before. */
  readonly broken: boolean
}

/** `format` 'raw' for a ZIP entry's deflate data, 'zlib' for a PDF's FlateDecode (with a header). */
export function countInflated(
  data: Uint8Array,
  format: 'raw' | 'zlib',
  bound: number,
  inflated: { bytes: number } = { bytes: 0 },
): Promise<InflatedCount> {
  return new Promise((resolve) => {
    let bytes = 0
    let done = false
    const finish = (overBound: boolean, broken: boolean) => {
      if (done) return
      done = true
      resolve({ bytes, overBound, broken })
    }
    const inflate = (format === 'raw' ? createInflateRaw : createInflate)({ chunkSize: 64 * 1024 })
    inflate.on('data', (chunk: Buffer) => {
      bytes += chunk.length
      inflated.bytes += chunk.length
      if (bytes > bound && !done) {
        // Destroying stops zlib before its next chunk: nothing past the bound is produced.
        inflate.destroy()
        finish(true, false)
      }
    })
    inflate.on('error', () => finish(false, true))
    inflate.on('end', () => finish(false, false))
    inflate.end(data)
  })
}
