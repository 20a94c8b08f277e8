// What the plugins add to Fastify's instance and request.
import type { CompiledEndpoint } from '../shared/manifest/types.ts'
import type { ServerConfig } from './config.ts'
import type { AuditEvent } from './db/audit.ts'
import type { Database, DatabaseHandle } from './db/connect.ts'
import type { SessionUser } from './db/sessions.ts'
import type { PasswordHasher } from './lib/passwords.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig
    database: DatabaseHandle
    db: Database
    /** The current time; tests move it to pass windows and timeouts. */
    now(): Date
    passwords: PasswordHasher
    /** True for a client address in SIGNIN_TRUSTED_NETWORKS: its failures never block the address as a whole. */
    isTrustedSigninNetwork(address: string): boolean
    /** Writes an audit entry with the request's actor, tenant and client address filled in. */
    audit(request: FastifyRequest, event: Omit<AuditEvent, 'clientIp'>): Promise<void>
  }
  interface FastifyRequest {
    /** The signed-in user, loaded from the database on every request that needs one. */
    user: SessionUser | null
    sessionTokenHash: string | null
  }
  interface FastifyContextConfig {
    /** The manifest endpoint of this route (set by the authorization plugin). */
    endpoint?: CompiledEndpoint
  }
}

export {}
