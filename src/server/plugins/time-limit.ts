// Every request ends with a status (decision 0080): a request still unanswered at its time limit
// gets 503 server.timeLimit (Retry-After, the API's error shape, the usual headers) and the work it
// started is told to stop through the signal `requestWork` hands out. Fastify's own handlerTimeout
// does the same in principle, but over real HTTP it clears its timer when Node closes the request
// after its body was read, so a POST never timed out; this one follows the response instead.
// A streamed (hijacked) answer is not limited once it has started. The work that was stopped ends
// later, most often with the abort's error: that end is logged once at debug, not as Fastify's
// "reply already sent" error or warning (the request was answered, by the time limit).
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

/** The answer to a request that ran past its time limit. */
export const timeLimitAnswer = {
  message: 'The server took too long to answer; try again shortly',
  code: 'server.timeLimit',
}

export class TimeLimitError extends Error {
  constructor(limitMs: number) {
    super(`The request ran past its time limit of ${limitMs} ms`)
    this.name = 'TimeLimitError'
  }
}

/** Requests whose body may be this large get the time it may take to arrive on top of the time limit. */
export const largeBodyBytes = 1024 * 1024

/** The time limit of a route: the server's, plus the arrival time of a large body (uploads). */
export function routeTimeLimitMs(
  limits: { requestTimeLimitMs: number; bodyArrivalMs: number },
  bodyLimit: number | undefined,
): number {
  return (bodyLimit ?? 0) > largeBodyBytes
    ? limits.requestTimeLimitMs + limits.bodyArrivalMs
    : limits.requestTimeLimitMs
}

interface RequestClock {
  readonly deadline: number
  readonly controller: AbortController
}

const clocks = new WeakMap<FastifyRequest, RequestClock>()

/** The request's stop signal and the time it has left (none outside a route with a limit). */
export function requestClock(
  request: FastifyRequest,
): { signal: AbortSignal; timeLimitMs?: number } | undefined {
  const clock = clocks.get(request)
  return clock && { signal: clock.controller.signal, timeLimitMs: Math.max(0, clock.deadline - Date.now()) }
}

export default fp(
  async (app, options: { requestTimeLimitMs: number; bodyArrivalMs: number }) => {
    app.addHook('onRoute', (route) => {
      route.config = {
        ...route.config,
        timeLimitMs: routeTimeLimitMs(options, route.bodyLimit),
      } as typeof route.config
      route.handler = endingAfterTimeLimit(route.handler)
    })
    app.addHook('onRequest', async (request, reply) => {
      const limitMs = (request.routeOptions.config as { timeLimitMs?: number }).timeLimitMs
      if (!limitMs) return
      const controller = new AbortController()
      clocks.set(request, { deadline: Date.now() + limitMs, controller })
      const timer = setTimeout(() => answerLate(request, reply, controller, limitMs), limitMs)
      reply.raw.once('close', () => {
        clearTimeout(timer)
        if (!reply.raw.writableFinished && !controller.signal.aborted)
          controller.abort(new Error('The client closed the connection before the answer'))
      })
    })
  },
  { name: 'time-limit' },
)

function answerLate(
  request: FastifyRequest,
  reply: FastifyReply,
  controller: AbortController,
  limitMs: number,
): void {
  // Answered, or a stream under way (hijacked): nothing to cut.
  if (reply.sent || reply.raw.headersSent) return
  controller.abort(new TimeLimitError(limitMs))
  request.log.warn({ url: request.routeOptions.url, limitMs }, 'request ran past its time limit')
  void reply.status(503).header('retry-after', '5').send(timeLimitAnswer)
  // A handler that sends its own answer when its work ends finds this one sent.
  reply.log = withoutAlreadySentWarning(reply.log)
}

/** Whether the time limit answered the request (and told its work to stop). */
const answeredByTimeLimit = (request: FastifyRequest) =>
  clocks.get(request)?.controller.signal.reason instanceof TimeLimitError

/** What the stopped work left: nothing to send, one line to say how it ended. */
function workEnded(request: FastifyRequest, error?: unknown): undefined {
  request.log.debug({ err: error }, 'work ended after its time-limit answer')
  return undefined
}

type RouteHandler = (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown

/**
 * A route's handler whose end, after the time limit answered, sends nothing more: its value and its
 * error (the abort's, mostly) would reach a reply already sent, which Fastify logs as an error
 * ('Promise errored, but reply.sent = true was set') or a warning.
 */
function endingAfterTimeLimit<Handler>(handler: Handler): Handler {
  const original = handler as unknown as RouteHandler
  return function (this: unknown, request: FastifyRequest, reply: FastifyReply) {
    const result = original.call(this, request, reply)
    if (!(result instanceof Promise)) return result
    return result.then(
      (payload) => (answeredByTimeLimit(request) ? workEnded(request) : payload),
      (error: unknown) => {
        if (!answeredByTimeLimit(request)) throw error
        return workEnded(request, error)
      },
    )
  } as unknown as Handler
}

/** `log` less Fastify's warning that a reply was sent already (FST_ERR_REP_ALREADY_SENT). */
function withoutAlreadySentWarning(log: FastifyBaseLogger): FastifyBaseLogger {
  const quiet = Object.create(log) as FastifyBaseLogger
  quiet.warn = function (this: FastifyBaseLogger, ...args: unknown[]) {
    const first = args[0] as { err?: { code?: unknown } } | null | undefined
    if (first?.err?.code === 'FST_ERR_REP_ALREADY_SENT') return
    ;(log.warn as (...values: unknown[]) => void).apply(this, args)
  } as FastifyBaseLogger['warn']
  return quiet
}
