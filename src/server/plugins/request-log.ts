// What the log says about requests. One line per request ("incoming request", "request completed")
// only at LOG_LEVEL=debug or trace: at the default level such lines buried the first start's ROOT
// password and every line that matters. What an operator acts on stays at the default level: a
// request slower than slowRequestMs (warn, with its time and status) and failed requests (the error
// handler logs those with their error id). Fastify's own request logging is off (app.ts).
import fp from 'fastify-plugin'

/** A request that took longer than this (ms, until its answer was sent) is logged at warn. */
export const slowRequestMs = 1000

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      // The same lines as Fastify's own (its serializers pick method, url, address and status).
      request.log.debug({ req: request }, 'incoming request')
    })
    app.addHook('onResponse', async (request, reply) => {
      const responseTime = reply.elapsedTime
      if (responseTime > slowRequestMs)
        request.log.warn({ req: request, res: reply, responseTime }, 'slow request')
      else request.log.debug({ res: reply, responseTime }, 'request completed')
    })
  },
  { name: 'request-log' },
)
