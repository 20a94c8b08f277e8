// Authentication: the password hasher and the lookup of the user behind a bearer token. On
// PostgreSQL the user is read from the database on every request, so a change of role, group or
// features or a revoked token applies to the very next request, on every instance. On PGlite, the
// only writer, a cache emptied by the database's own change notifications does the same without a
// query per request (session-cache.ts, decision 0013).
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
