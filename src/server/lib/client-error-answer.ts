// Answers to requests Node's HTTP parser refuses before Fastify sees them (a malformed request line,
// headers past the size limit, a request that took too long to arrive). Fastify's own answer to
// these carried none of the security headers; this one carries the same as every other answer
// (plugins/security-headers.ts) and the API's error shape.
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import { securityHeadersFor } from '../plugins/security-headers.ts'

const answers: Record<string, { status: number; message: string; code: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large', code: 'request.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive', code: 'request.timeout' },
}
const malformed = { status: 400, message: 'The request is not valid HTTP', code: 'request.malformed' }

/** The raw HTTP/1.1 answer to a refused request: status line, headers, JSON body; the connection closes after it. */
export function clientErrorAnswer(errorCode: string | undefined): string {
  const { status, message, code } = (errorCode && answers[errorCode]) || malformed
  const body = JSON.stringify({ message, code })
  const headers = {
    ...securityHeadersFor(),
    'cache-control': 'no-store',
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}

/** Fastify's `clientErrorHandler`: writes the answer unless the client is gone already. */
export const answerClientError = (log: () => FastifyBaseLogger) => (error: Error & { code?: string }, socket: Socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  log().debug({ err: error }, 'request refused by the HTTP parser')
  // An answer already under way on this connection (a parse error in a request body) cannot get a second one.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
  if (!socket.writable || inFlight?.headersSent) return socket.destroy(error)
  socket.end(clientErrorAnswer(error.code))
  // A client that never reads the answer does not keep the connection.
  setTimeout(() => socket.destroy(), 5_000).unref()
}
