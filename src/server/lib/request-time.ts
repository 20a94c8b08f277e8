// Every request ends with a status (decision 0080): Fastify's handlerTimeout answers a request that
// runs past its time limit with 503 and aborts `request.signal`; work that can stop takes both from here.
import type { FastifyReply, FastifyRequest } from 'fastify'

/** The request's signal and the time it has left, for work that can be stopped (the image pool, outbound calls). */
export function requestWork(
  request: FastifyRequest,
  reply: FastifyReply,
): { signal: AbortSignal; timeLimitMs?: number } {
  const limit = request.routeOptions.handlerTimeout
  return limit > 0
    ? { signal: request.signal, timeLimitMs: Math.max(0, limit - reply.elapsedTime) }
    : { signal: request.signal }
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
