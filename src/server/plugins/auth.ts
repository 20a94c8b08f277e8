// Authentication: the password hasher and the lookup of the user behind a bearer token. A cache
// emptied by the database's own change notifications answers repeated lookups without a query
// (session-cache.ts): on PGlite, the only writer, a change applies to the very next request (decision
// 0013); on PostgreSQL as soon as the other instances have the notification (decision 0032).
import type { FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { writeAudit } from '../db/audit.ts'
import { findSessionUser } from '../db/sessions.ts'
import { createPasswordHasher } from '../lib/passwords.ts'

export default fp(
  async (app) => {
    app.decorate('passwords', await createPasswordHasher(app.config.hashCost, { concurrency: app.config.signinConcurrency, queue: app.config.signinQueue }))
    app.decorateRequest('user', null)
    app.decorateRequest('sessionTokenHash', null)
    app.decorate('audit', async (request: FastifyRequest, event) => {
      const actor = request.user
      await writeAudit(
        app.db,
        { actorId: actor?.id ?? null, actorEmail: actor?.email ?? null, tenant: actor?.group ?? null, ...event, clientIp: request.ip },
        app.now(),
      )
    })
  },
  { name: 'auth', dependencies: ['database'] },
)

const bearer = /^Bearer ([A-Za-z0-9_-]{20,200})$/

/** Sets request.user from the Authorization header; leaves it null for a missing or invalid token. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  const match = bearer.exec(request.headers.authorization ?? '')
  if (!match?.[1]) return
  const { config, db, database } = request.server
  const found = await findSessionUser(db, match[1], request.server.now(), { idleMinutes: config.sessionIdleMinutes, maxHours: config.sessionMaxHours }, database.sessionCache)
  if (!found) return
  request.user = found.user
  request.sessionTokenHash = found.tokenHash
}
