// Composition of the API server (STYLE.md): external plugins (database, security headers, errors)
// -> app plugins (auth, authorization, contract checks) -> routes per area -> the browser app.
import { randomUUID } from 'node:crypto'
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify'
import type { ServerConfig } from './config.ts'
import { configureOutbound } from './net/outbound/outbound-policy.ts'
import { loadContract } from './contract.ts'
import { answerClientError } from './lib/client-error-answer.ts'
import { addStorableTextKeyword } from './lib/storable-text.ts'
import type { DatabaseHandle } from './db/connect.ts'
import './fastify-types.ts'
import auth from './plugins/auth.ts'
import authorization from './plugins/authorization.ts'
import clientApp, { clientScriptHashes } from './plugins/client-app.ts'
import compression from './plugins/compression.ts'
import database from './plugins/database.ts'
import errorHandler from './plugins/error-handler.ts'
import jobs from './plugins/jobs.ts'
import responseValidation from './plugins/response-validation.ts'
import requestLog from './plugins/request-log.ts'
import securityHeaders from './plugins/security-headers.ts'
import timeLimit from './plugins/time-limit.ts'
import aiAdminRoutes from './routes/ai-admin/index.ts'
import assistantRoutes from './routes/assistants/index.ts'
import auditRoutes from './routes/audit/index.ts'
import chatHistoryRoutes from './routes/chat-history/index.ts'
import authRoutes from './routes/auth/index.ts'
import knowledgeRoutes from './routes/knowledge/index.ts'
import imageRoutes from './routes/images/index.ts'
import chatRoutes from './routes/chat/index.ts'
import medicheckRoutes from './routes/medicheck/index.ts'
import meRoutes from './routes/me/index.ts'
import resourceRoutes from './routes/resources/index.ts'
import systemRoutes from './routes/system/index.ts'
import teamActivityRoutes from './routes/team-activity/index.ts'
import tileRoutes from './routes/tiles/index.ts'
import faqRoutes from './routes/faq/index.ts'
import podcastRoutes from './routes/podcasts/index.ts'
import visibilityRoutes from './routes/visibility/index.ts'
import campaignLibraryRoutes from './routes/campaigns/index.ts'
import voiceRoutes from './routes/voice/index.ts'
import influencingRoutes from './routes/influencing/index.ts'
import promptRoutes from './routes/prompts/index.ts'
import pubmedRoutes from './routes/pubmed/index.ts'
import userRoutes from './routes/users/index.ts'

export interface AppOptions {
  readonly config: ServerConfig
  /** An open database; otherwise the app opens one from the config and closes it on close. */
  readonly database?: DatabaseHandle
  readonly now?: () => Date
  /** pino options or a ready logger; defaults to JSON logs at the configured level. */
  readonly logger?: FastifyServerOptions['logger'] | FastifyServerOptions['loggerInstance']
  /** Built browser app to serve; null serves the API only. */
  readonly clientDir?: string | null
}

/** Time a request's headers and body may take to arrive (Node's requestTimeout; 408 past it). */
const bodyArrivalMs = 30_000

/** Every request that arrives while the server closes. */
export const closingAnswer = { message: 'Server is shutting down; try again shortly', code: 'server.closing' }

/** Never logged: credentials in headers and bodies. */
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.passwordHash',
  '*.apiKey',
  '*.apiKeyEncrypted',
]

export async function createApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options
  // The process's outbound policy: model providers and later fetchers reach only what it allows.
  configureOutbound({
    allowLoopback: config.outboundAllowLoopback,
    allowedHosts: config.outboundAllowedHosts,
  })
  const logger = options.logger ?? { level: config.logLevel }
  const isLoggerInstance =
    typeof logger === 'object' && logger !== null && 'child' in logger && typeof logger.child === 'function'
  const app: FastifyInstance = Fastify({
    ...(isLoggerInstance
      ? { loggerInstance: logger as FastifyServerOptions['loggerInstance'] }
      : {
          logger:
            typeof logger === 'object' && logger !== null
              ? { ...(logger as object), redact: { paths: redactedPaths, censor: '[redacted]' } }
              : logger,
        }),
    // Per-request lines only at debug (plugins/request-log.ts): the default level keeps slow and failed ones.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustedProxies.length > 0 ? [...config.trustedProxies] : false,
    bodyLimit: 64 * 1024,
    // The database plugin migrates at start; on a fresh embedded database on a busy machine that
    // takes longer than Fastify's default 10 s, and the server must not give up on its first start.
    pluginTimeout: 120_000,
    // Every request ends with a status (decision 0080): past its time limit plugins/time-limit.ts
    // answers 503 and stops the work. The socket's idle timeout is longer than any route's limit, so it
    // no longer cuts an answer off without a status. A request must arrive within bodyArrivalMs (408
    // otherwise), and routes taking large bodies get that time on top of the limit.
    requestTimeout: bodyArrivalMs,
    connectionTimeout: config.requestTimeLimitMs + bodyArrivalMs + 5_000,
    // Our own 503 while closing (below): Fastify's skips the hooks, so it had no security headers.
    return503OnClosing: false,
    // Requests Node's parser refuses (bad request line, headers too large) get the security headers too.
    clientErrorHandler: answerClientError(() => app.log),
    ajv: {
      customOptions: { removeAdditional: false, coerceTypes: 'array', useDefaults: true, allErrors: true },
      plugins: [addStorableTextKeyword],
    },
  })
  // On close, answers still in flight tell the client to drop the connection, so keep-alive
  // connections do not hold the shutdown open after the last request finished. A request that
  // arrives meanwhile (on a connection already open) gets 503 before any other work; it still passes
  // through onSend, so it carries the security headers and our error shape.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return
    // Sent as text: the same body on every route, whatever the route's own 503 schema says.
    return reply
      .status(503)
      .header('retry-after', '5')
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(closingAnswer))
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
  app.decorate('config', config)
  app.decorate('now', options.now ?? (() => new Date()))
  const contract = loadContract()

  await app.register(requestLog)
  await app.register(securityHeaders, { scriptHashes: clientScriptHashes(options.clientDir ?? null) })
  await app.register(errorHandler)
  await app.register(timeLimit, { requestTimeLimitMs: config.requestTimeLimitMs, bodyArrivalMs })
  await app.register(compression)
  await app.register(database, { handle: options.database })
  await app.register(auth)
  await app.register(authorization)
  await app.register(responseValidation)
  await app.register(jobs)

  await app.register(systemRoutes, { contract })
  await app.register(authRoutes, { contract })
  await app.register(meRoutes, { contract })
  await app.register(userRoutes, { contract })
  await app.register(auditRoutes, { contract })
  await app.register(resourceRoutes, { contract })
  await app.register(aiAdminRoutes, { contract })
  await app.register(knowledgeRoutes, { contract })
  await app.register(imageRoutes, { contract })
  await app.register(chatRoutes, { contract })
  await app.register(assistantRoutes, { contract })
  await app.register(chatHistoryRoutes, { contract })
  await app.register(teamActivityRoutes, { contract })
  await app.register(tileRoutes, { contract })
  await app.register(faqRoutes, { contract })
  await app.register(podcastRoutes, { contract })
  await app.register(promptRoutes, { contract })
  await app.register(medicheckRoutes, { contract })
  await app.register(visibilityRoutes, { contract })
  await app.register(pubmedRoutes, { contract })
  await app.register(campaignLibraryRoutes, { contract })
  await app.register(voiceRoutes, { contract })
  await app.register(influencingRoutes, { contract })
  await app.register(clientApp, {
    clientDir: options.clientDir ?? null,
    serveSourceMaps: config.serveSourceMaps,
    serverRendering: config.serverRendering,
  })
  await app.ready()
  return app
}
