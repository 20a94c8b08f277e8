// Reads a bulk-upload request's body. fastify's own reader keeps the chunks and joins them when the
// body has ended: for a 13 MB upload that join (a new 13 MB buffer filled in one go) held the event
// loop for about 80 ms in one turn (docs/benchmarks.md, decision 0061). A body of `sharedFrom` bytes
// or more that declares its length is read chunk by chunk, as it arrives, into shared memory of that
// length, which the body worker then reads without a copy. Limits and errors are fastify's own.
import type { Readable } from 'node:stream'
import { errorCodes } from 'fastify'

/** The body's bytes: over a SharedArrayBuffer when it was read as it arrived, else a Buffer. */
export function readBody(
  payload: Readable,
  contentLength: string | undefined,
  limit: number,
  sharedFrom: number,
): Promise<Uint8Array> {
  const declared = contentLength === undefined ? Number.NaN : Number(contentLength)
  if (declared > limit) return Promise.reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
  return new Promise((resolve, reject) => {
    const target =
      Number.isSafeInteger(declared) && declared >= sharedFrom
        ? new Uint8Array(new SharedArrayBuffer(declared))
        : undefined
    const chunks: Buffer[] = []
    let received = 0
    const stop = () => {
      payload.removeListener('data', onData)
      payload.removeListener('end', onEnd)
      payload.removeListener('error', onEnd)
    }
    function onData(chunk: Buffer | string) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk
      if (received + bytes.length > limit) {
        stop()
        reject(new errorCodes.FST_ERR_CTP_BODY_TOO_LARGE())
        return
      }
      if (target) {
        if (received + bytes.length > target.length) {
          stop()
          reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
          return
        }
        target.set(bytes, received)
      } else chunks.push(bytes)
      received += bytes.length
    }
    function onEnd(error?: Error & { statusCode?: number }) {
      stop()
      if (error) {
        if (!(typeof error.statusCode === 'number' && error.statusCode >= 400)) error.statusCode = 400
        reject(error)
      } else if (!Number.isNaN(declared) && received !== declared) {
        reject(new errorCodes.FST_ERR_CTP_INVALID_CONTENT_LENGTH())
      } else resolve(target ?? Buffer.concat(chunks, received))
    }
    payload.on('data', onData)
    payload.on('end', onEnd)
    payload.on('error', onEnd)
    payload.resume()
  })
}
