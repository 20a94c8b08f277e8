// HTTP by hand over a socket, for tests that must send a request in parts (headers now, body later)
// to see what the server does with a request in flight.
import { connect, type Socket } from 'node:net'

export interface RawResponse {
  readonly status: number
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>
  readonly body: string
}

/** Opens a connection to 127.0.0.1:port; rejects when it is refused. */
export async function openConnection(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('error', reject)
  })
  return socket
}

/**
 * Everything the server sends until it closes the connection, parsed as one HTTP/1.1 response.
 * Rejects with the socket's error, or with code EMPTY_RESPONSE when it closed without answering.
 */
export function readResponse(socket: Socket): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.once('error', reject)
    socket.once('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      if (!text) return reject(Object.assign(new Error('the connection closed without an answer'), { code: 'EMPTY_RESPONSE' }))
      try {
        resolve(parseResponse(text))
      } catch (error) {
        reject(error)
      }
    })
  })
}

function parseResponse(text: string): RawResponse {
  const headerEnd = text.indexOf('\r\n\r\n')
  if (headerEnd < 0) throw new Error(`not an HTTP response: ${JSON.stringify(text.slice(0, 200))}`)
  const [statusLine = '', ...headerLines] = text.slice(0, headerEnd).split('\r\n')
  const headers = Object.fromEntries(
    headerLines.map((line) => {
      const colon = line.indexOf(':')
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()]
    }),
  )
  let body = text.slice(headerEnd + 4)
  if (headers['transfer-encoding'] === 'chunked') body = unchunk(body)
  return { status: Number(statusLine.split(' ')[1]), headers, body }
}

function unchunk(body: string): string {
  let result = ''
  let rest = body
  for (;;) {
    const lineEnd = rest.indexOf('\r\n')
    const size = parseInt(rest.slice(0, lineEnd), 16)
    if (!size) return result
    result += rest.slice(lineEnd + 2, lineEnd + 2 + size)
    rest = rest.slice(lineEnd + 2 + size + 2)
  }
}

/** Resolves once `condition` holds, checking every 20 ms; rejects after `timeoutMs`. */
export async function waitFor(condition: () => boolean, timeoutMs = 10_000, what = 'the condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
