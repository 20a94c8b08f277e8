// Builds the app for a test on its own database: in-memory PGlite, or, when DATABASE_URL is set,
// a fresh PostgreSQL database per call that is dropped again on close.
import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import pg from 'pg'
import { createApp } from '../../../src/server/app.ts'
import { loadConfig, type ServerConfig } from '../../../src/server/config.ts'
import { openDatabase, type DatabaseHandle } from '../../../src/server/db/connect.ts'
import { users } from '../../../src/server/db/schema.ts'
import { insertUser, type UserRow } from '../../../src/server/db/users.ts'

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

/** A new, empty PostgreSQL database next to DATABASE_URL's; `drop` removes it again. */
export async function createPostgresDatabase(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `tessera_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: baseUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(baseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}

/** A database of its own: PGlite in memory, or a new PostgreSQL database when DATABASE_URL is set. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const baseUrl = process.env.DATABASE_URL
  if (!baseUrl) {
    const handle = await openDatabase({ dataDir: 'memory' })
    return { handle, url: undefined, drop: () => handle.close() }
  }
  const created = await createPostgresDatabase(baseUrl)
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
  createUser(fields: { role: string; group: string; features?: string[]; email?: string; username?: string; password?: string; disabled?: boolean }): Promise<{ user: UserRow; password: string }>
  /** Signs in over HTTP and returns the token. */
  signIn(email: string, password: string): Promise<string>
}

let userCounter = 0

export async function buildApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await createTestDatabase())
  const clock = options.clock ?? createClock()
  const config: ServerConfig = { ...loadConfig({}), databaseUrl: database.url, hashCost: testHashCost, ...options.config }
  const app = await createApp({ config, database: database.handle, now: clock.now, logger: options.logger ?? false, clientDir: options.clientDir ?? null })
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
      const email = fields.email ?? `${fields.role.toLowerCase()}.${fields.group.toLowerCase()}.${userCounter}.${randomBytes(3).toString('hex')}@example.test`
      const user = await insertUser(
        database.handle.db,
        { email, username: fields.username ?? email.split('@')[0]!, passwordHash: await app.passwords.hash(password), role: fields.role, group: fields.group, features: fields.features ?? [] },
        clock.now(),
      )
      if (fields.disabled) await database.handle.db.update(users).set({ disabled: true }).where(eq(users.id, user.id))
      return { user: { ...user, disabled: fields.disabled ?? false }, password }
    },
    signIn: async (email, password) => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
      if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.statusCode} ${response.body}`)
      return response.json().token as string
    },
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
