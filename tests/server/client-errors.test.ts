// Requests Node's HTTP parser refuses before Fastify sees them - a malformed request line, headers
// past the size limit - are answered with the same security headers and error shape as every other
// answer (src/server/lib/client-error-answer.ts). Over a real socket: app.inject has no parser.
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contentSecurityPolicy } from '../../src/server/plugins/security-headers.ts'
import { buildApp, type TestApp } from './helpers/build-app.ts'
import { openConnection, readResponse } from './helpers/raw-http.ts'

let t: TestApp
let port: number
beforeAll(async () => {
  t = await buildApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  port = (t.app.server.address() as AddressInfo).port
})
afterAll(() => t?.close())

async function send(raw: string) {
  const socket = await openConnection(port)
  const answer = readResponse(socket)
  socket.write(raw)
  return answer
}

describe('answers of the HTTP parser', () => {
  it.each([
    ['a malformed request line', 'GET /api/health HTTP/1.1 extra\r\nHost: x\r\n\r\n', 400, 'request.malformed'],
    ['a control character in the path', 'GET /api/he\u0001alth HTTP/1.1\r\nHost: x\r\n\r\n', 400, 'request.malformed'],
    ['a header without a colon', 'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n', 400, 'request.malformed'],
    ['headers past the size limit', `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'request.headersTooLarge'],
  ])('answers %s with %i, our error shape and the security headers', async (_case, raw, status, code) => {
    const response = await send(raw)
    expect(response.status).toBe(status)
    expect(JSON.parse(response.body)).toEqual({ message: expect.any(String), code })
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(response.headers['content-security-policy']).toBe(contentSecurityPolicy)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('DENY')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['cache-control']).toBe('no-store')
    expect(response.headers.connection).toBe('close')
  })

  it('still answers a well-formed request on the same server', async () => {
    const response = await send('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(response.status).toBe(200)
  })
})
