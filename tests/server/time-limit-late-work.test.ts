// The work a time-limit answer stopped may end in three ways: with a value, by sending its own answer
// or with an error. Each reaches a reply the time limit has sent; none may be logged as Fastify's
// "reply already sent" error or warning (decision 0080's plugin on a bare Fastify, real HTTP, routes
// whose work ignores the stop and ends a moment after the 503).
import { Writable } from 'node:stream'
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import timeLimit from '../../src/server/plugins/time-limit.ts'

const LIMIT_MS = 300
/** Work that ignores its stop signal and ends after the limit. */
const lateWork = () => new Promise((resolve) => setTimeout(resolve, LIMIT_MS * 3))

describe('work that ends after its time-limit answer', () => {
  let app: FastifyInstance
  let baseUrl: string
  const logged: { level: number; msg?: string; err?: { message?: string; code?: string } }[] = []

  beforeAll(async () => {
    const logger = pino(
      { level: 'debug' },
      new Writable({
        write: (chunk, _encoding, done) => void (logged.push(JSON.parse(String(chunk))), done()),
      }),
    )
    app = Fastify({ loggerInstance: logger as FastifyBaseLogger })
    await app.register(timeLimit, { requestTimeLimitMs: LIMIT_MS, bodyArrivalMs: 0 })
    app.get('/returns', async () => {
      await lateWork()
      return { late: true }
    })
    app.get('/sends', async (_request, reply) => {
      await lateWork()
      return reply.status(201).send({ late: true })
    })
    app.get('/fails', async () => {
      await lateWork()
      throw new Error('the work failed after its answer')
    })
    baseUrl = await app.listen({ host: '127.0.0.1', port: 0 })
  })
  afterAll(async () => {
    await app?.close()
  })

  it.each(['/returns', '/sends', '/fails'])(
    '%s: 503 at the limit, then one debug line when the work ends, no "already sent"',
    async (path) => {
      const from = logged.length
      const response = await fetch(`${baseUrl}${path}`)
      expect([response.status, await response.json()]).toEqual([
        503,
        expect.objectContaining({ code: 'server.timeLimit' }),
      ])
      await expect
        .poll(
          () =>
            logged.slice(from).filter((line) => line.msg === 'work ended after its time-limit answer').length,
          {
            timeout: 10_000,
          },
        )
        .toBe(1)
      const after = logged.slice(from)
      expect(after.filter((line) => line.level >= 50)).toEqual([])
      expect(
        after.filter((line) =>
          /already sent|reply\.sent/i.test(
            `${line.msg ?? ''} ${line.err?.message ?? ''} ${line.err?.code ?? ''}`,
          ),
        ),
      ).toEqual([])
    },
  )

  it('lets work within the limit answer as it says', async () => {
    const quick = Fastify()
    await quick.register(timeLimit, { requestTimeLimitMs: 5_000, bodyArrivalMs: 0 })
    quick.get('/sends', async (_request, reply) => reply.status(201).send({ quick: true }))
    quick.get('/fails', async () => {
      throw Object.assign(new Error('refused'), { statusCode: 409 })
    })
    try {
      expect((await quick.inject({ url: '/sends' })).statusCode).toBe(201)
      expect((await quick.inject({ url: '/fails' })).statusCode).toBe(409)
    } finally {
      await quick.close()
    }
  })
})
