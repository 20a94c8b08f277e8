// A streamed answer (the chat's, the image generator's): 200 application/x-ndjson, one event per line,
// written straight to the socket (Fastify's send would buffer and compress). The abort follows
// reply.raw's 'close': the request's 'close' fires as soon as its body is read (issue 15).
import type { FastifyReply } from 'fastify'
import { apiAnswerHeaders } from '../plugins/security-headers.ts'

export interface NdjsonStream<E> {
  emit(event: E): void
  end(): void
}

/** Starts the stream; `onClose` runs when the connection closes before `end`. */
export function startNdjson<E>(reply: FastifyReply, onClose: () => void): NdjsonStream<E> {
  reply.hijack()
  const raw = reply.raw
  let ended = false
  raw.on('close', () => {
    if (!ended) onClose()
  })
  raw.writeHead(200, {
    ...apiAnswerHeaders,
    'content-type': 'application/x-ndjson; charset=utf-8',
    'cache-control': 'no-store',
    // Proxies such as nginx would otherwise hold the pieces back until the answer is complete.
    'x-accel-buffering': 'no',
  })
  return {
    emit(event) {
      if (!raw.destroyed && !raw.writableEnded) raw.write(`${JSON.stringify(event)}\n`)
    },
    end() {
      ended = true
      if (!raw.destroyed && !raw.writableEnded) raw.end()
    },
  }
}
