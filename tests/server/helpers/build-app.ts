// Builds the app for a test on its own database: in-memory PGlite, or, when DATABASE_URL is set,
// a fresh PostgreSQL database per call that is dropped again on close. Both start as copies of the
// node project's migrated database (tests/support/database-template.ts).
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { inject } from 'vitest'
import { createApp } from '../../../src/server/app.ts'
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts'
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.ts'
import { users } from '../../../src/server/db/schema.ts'
import { insertUser, type UserRow } from '../../../src/server/db/users.ts'
import type { DatabaseTemplate } from '../../support/database-template.ts'
import { createPostgresDatabase } from './postgres-database.ts'

/** Cheap argon2id for speed; tests/server/passwords.test.ts asserts the production parameters. */
export const testHashCost = { memoryCost: 1024, timeCost: 2, parallelism: 1 }

export interface TestClock {
  now(): Date
  advance(ms: number): void
}

export function createClock(): TestClock {
  let offset = 0
  return { now: () => new Date(Date.now() + offset), advance: (ms) => void (offset += ms) }
}

export interface TestDatabase {
  readonly handle: DatabaseHandle
  readonly url: string | undefined
  drop(): Promise<void>
}

let pgliteDump: { file: string; blob: Blob } | undefined

/** The node project's migrated database (tests/support/database-template.ts), when there is one. */
function migratedTemplate(): DatabaseTemplate {
  // Outside a vitest worker (or in a project without the global setup) there is none: start empty.
  try {
    return inject('databaseTemplate') ?? {}
  } catch {
    return {}
  }
}

/**
 * A database of its own, already migrated: PGlite in memory, or a new PostgreSQL database when
 * DATABASE_URL is set. Both are copies of one migrated database made by the node project's global
 * setup (decision 0059); without it they start empty and `migrate()` builds them.
 */
export async function createTestDatabase(options: { readonly empty?: boolean } = {}): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL
  // `empty`: no copy, for tests that apply migrations themselves (a migration's own test).
  const template = options.empty ? {} : migratedTemplate()
  if (!baseUrl) {
    const file = template.pgliteDumpFile
    if (file && pgliteDump?.file !== file) pgliteDump = { file, blob: new Blob([readFileSync(file)]) }
    const handle = await openDatabase({ dataDir: 'memory', pgliteDump: file ? pgliteDump!.blob : undefined })
    return { handle, url: undefined, drop: () => handle.close() }
  }
  const created = await createPostgresDatabase(baseUrl, template.postgresTemplate)
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: 'memory' })
  return {
    handle,
    url: created.url,
    drop: async () => {
      await handle.close()
      await created.drop()
    },
  }
}

export interface BuildAppOptions {
  readonly config?: Partial<ServerConfig>
  /** Share a database between apps (several instances); the caller drops it. */
  readonly database?: TestDatabase
  readonly clock?: TestClock
  readonly logger?: Parameters<typeof createApp>[0]['logger']
  readonly clientDir?: string | null
}

export interface TestApp {
  readonly app: FastifyInstance
  readonly clock: TestClock
  readonly database: TestDatabase
  close(): Promise<void>
  /** Inserts a user directly (no HTTP) with a random password unless one is given. */
  createUser(fields: {
    role: string
    group: string
    features?: string[]
    email?: string
    username?: string
    password?: string
    disabled?: boolean
  }): Promise<{ user: UserRow; password: string }>
  /** Signs in over HTTP and returns the token. */
  signIn(email: string, password: string): Promise<string>
}

let userCounter = 0

export async function buildApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase())
  const clock = options.clock ?? createClock()
  // The scripted model servers listen on 127.0.0.1: loopback is allowed unless a test says otherwise.
  const config: ServerConfig = {
    ...loadConfig({ OUTBOUND_ALLOW_LOOPBACK: 'true' }),
    databaseUrl: database.url,
    hashCost: testHashCost,
    ...options.config,
  }
  const app = await createApp({
    config,
    database: database.handle,
    now: clock.now,
    logger: options.logger ?? false,
    clientDir: options.clientDir ?? null,
  })
  return {
    app,
    clock,
    database,
    close: async () => {
      await app.close()
      if (!options.database) await database.drop()
    },
    createUser: async (fields) => {
      const password = fields.password ?? `pw-${randomBytes(12).toString('hex')}`
      userCounter += 1
      const email =
        fields.email ??
        `${fields.role.toLowerCase()}.${fields.group.toLowerCase()}.${userCounter}.${randomBytes(3).toString('hex')}@example.test`
      const user = await insertUser(
        database.handle.db,
        {
          email,
          username: fields.username ?? email.split('@')[0]!,
          passwordHash: await app.passwords.hash(password),
          role: fields.role,
          group: fields.group,
          features: fields.features ?? [],
        },
        clock.now(),
      )
      if (fields.disabled)
        await database.handle.db.update(users).set({ disabled: true }).where(eq(users.id, user.id))
      return { user: { ...user, disabled: fields.disabled ?? false }, password }
    },
    signIn: async (email, password) => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password },
      })
      if (response.statusCode !== 200)
        throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`)
      return response.json().token as string
    },
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
