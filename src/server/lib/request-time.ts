// The signal and the time left of a request (plugins/time-limit.ts, decision 0080), for work that can
// be stopped: the image pool, provider calls.
import type { FastifyRequest } from 'fastify'
import { requestClock } from '../plugins/time-limit.ts'

/** Aborts when the request's time is up or its client has gone; `timeLimitMs`: the time it has left. */
export function requestWork(request: FastifyRequest): { signal?: AbortSignal; timeLimitMs?: number } {
  return requestClock(request) ?? {}
}
