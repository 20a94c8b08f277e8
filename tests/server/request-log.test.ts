// Request logging (src/server/plugins/request-log.ts): at the default level a request adds no line
// unless it was slow; at debug every request has its two lines again.
import { Writable } from 'node:stream'
import Fastify from 'fastify'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import requestLog, { slowRequestMs } from '../../src/server/plugins/request-log.ts'

async function appLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = []
  const logger = pino(
    { level },
    new Writable({
      write: (chunk, _encoding, done) =>
        void (lines.push(JSON.parse(String(chunk)) as Record<string, unknown>), done()),
    }),
  )
  const app = Fastify({ loggerInstance: logger, disableRequestLogging: true })
  await app.register(requestLog)
  app.get('/fast', async () => ({ ok: true }))
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, slowRequestMs + 150))
    return { ok: true }
  })
  await app.ready()
  return { app, lines }
}

describe('request logging', () => {
  let close: () => Promise<void> = async () => {}
  afterEach(() => close())

  it('writes nothing for an ordinary request at info, and one warning for a slow one', async () => {
    const { app, lines } = await appLoggingAt('info')
    close = () => app.close()
    expect((await app.inject('/fast')).statusCode).toBe(200)
    expect((await app.inject('/missing')).statusCode).toBe(404)
    expect(lines).toEqual([])
    expect((await app.inject('/slow')).statusCode).toBe(200)
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({
      level: 40,
      msg: 'slow request',
      req: { method: 'GET', url: '/slow' },
      res: { statusCode: 200 },
    })
    expect(lines[0]!.responseTime).toBeGreaterThan(slowRequestMs)
  })

  it('writes the incoming and completed lines of every request at debug', async () => {
    const { app, lines } = await appLoggingAt('debug')
    close = () => app.close()
    await app.inject('/fast')
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed'])
    expect(lines[0]).toMatchObject({ level: 20, req: { url: '/fast' } })
    expect(lines[1]).toMatchObject({ res: { statusCode: 200 } })
  })
})
