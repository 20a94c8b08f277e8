// Running it: first start, the data-directory lock, the command-line scripts on the suite's database,
// graceful shutdown over real HTTP.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { groups } from '../../src/generated/access.gen.ts'
import { createFirstRootUser, formatFirstRootBanner } from '../../src/server/bootstrap.ts'
import { closingAnswer, createApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { migrationsFolder } from '../../src/server/db/connect.ts'
import { apiContentSecurityPolicy } from '../../src/server/plugins/security-headers.ts'
import { lockDataDir } from '../../src/server/lib/data-dir-lock.ts'
import { bearer, buildApp, testHashCost } from './helpers/build-app.ts'
import { createCliDatabase, type CliDatabase } from './helpers/cli-database.ts'
import { openConnection, readResponse, waitFor } from './helpers/raw-http.ts'

const rootDir = new URL('../../', import.meta.url).pathname
const run = promisify(execFile)

/** Runs a script under scripts/ as its npm command does (through tsx); rejects on a non-zero exit. */
const runScript = (script: string, args: string[], env: NodeJS.ProcessEnv) => run(process.execPath, ['--import', 'tsx', script, ...args], { cwd: rootDir, env })

const rowsOf = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows

describe('first start', () => {
  it('creates one ROOT user of PARENT with a random password that signs in, and only once', async () => {
    const t = await buildApp()
    try {
      const credentials = await createFirstRootUser(t.app.db, t.app.passwords, new Date())
      expect(credentials).toMatchObject({ email: 'root@tessera.local', password: expect.stringMatching(/^[A-Za-z0-9_-]{24}$/) })
      const token = await t.signIn(credentials!.email, credentials!.password)
      expect((await t.app.inject({ url: '/api/auth/get-user', headers: bearer(token) })).json()).toMatchObject({ role: 'ROOT', group: 'PARENT' })
      expect(await createFirstRootUser(t.app.db, t.app.passwords, new Date())).toBeUndefined()
      const banner = formatFirstRootBanner(credentials!, 'http://127.0.0.1:3000')
      expect(banner).toContain(credentials!.password)
      expect(banner).toMatch(/change it/)
    } finally {
      await t.close()
    }
  })
})

describe('embedded database lock', () => {
  // The lock guards the embedded database only, so this one runs on PGlite in both suites.
  it('lets one process hold DATA_DIR and makes user:create refuse with a clear message meanwhile', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-lock-'))
    const release = lockDataDir(dataDir)
    try {
      expect(() => lockDataDir(dataDir)).toThrow(/in use by process/)
      const attempt = runScript('scripts/user-create.ts', ['--email', 'a@example.test', '--password', 'long enough password', '--role', 'READ', '--group', 'DEMO'], { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' })
      await expect(attempt).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/in use by process \d+ \(probably a running server\)/) })
    } finally {
      release()
    }
    const again = lockDataDir(dataDir)
    again()
  })
})

// On the suite's database: the embedded one in a fresh DATA_DIR, or a fresh PostgreSQL database
// when DATABASE_URL is set.
describe(`command line on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'the embedded database'}`, () => {
  let target: CliDatabase
  beforeEach(async () => {
    target = await createCliDatabase()
  })
  afterEach(() => target.remove())

  /** Signs in through an app on the target database. */
  async function signInOnTarget(email: string, password: string) {
    const database = await target.open()
    const app = await createApp({ config: { ...loadConfig({ DATA_DIR: target.dataDir }), hashCost: testHashCost }, database, logger: false })
    try {
      return await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
    } finally {
      await app.close()
      await database.close()
    }
  }

  it('db:migrate applies every migration to an empty database, and a second run changes nothing', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    const applied = async () => {
      const database = await target.open()
      try {
        const migrations = await database.db.execute(sql`select id, hash, created_at from drizzle.__drizzle_migrations order by id`)
        const groups = await database.db.execute(sql`select name from tenant_groups order by name`)
        const tables = await database.db.execute(sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`)
        return { migrations: rowsOf(migrations), groups: rowsOf(groups).map((row) => row.name), tables: rowsOf(tables)[0]!.n }
      } finally {
        await database.close()
      }
    }
    const first = await runScript('scripts/db-migrate.ts', [], target.env)
    expect(first.stdout).toContain(`Migrations applied (${target.kind === 'postgres' ? 'PostgreSQL' : 'PGlite'}`)
    const afterFirst = await applied()
    expect(afterFirst.migrations).toHaveLength(journal.entries.length)
    expect(afterFirst.groups).toEqual([...groups].sort())
    expect(afterFirst.tables).toBeGreaterThan(0)
    const second = await runScript('scripts/db-migrate.ts', [], target.env)
    expect(second.stdout).toContain('Migrations applied')
    expect(await applied()).toEqual(afterFirst)
  }, 120_000)

  it('user:create creates a user that signs in, and refuses the same e-mail again', async () => {
    const args = ['--email', 'cli@example.test', '--password', 'long enough password', '--role', 'ADMIN', '--group', 'IGEPHA', '--features', 'expertMode']
    const { stdout } = await runScript('scripts/user-create.ts', args, target.env)
    expect(stdout).toMatch(/Created ADMIN user cli@example.test in group IGEPHA/)
    await expect(runScript('scripts/user-create.ts', args, target.env)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('exists already') })
    const response = await signInOnTarget('cli@example.test', 'long enough password')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ role: 'ADMIN', group: 'IGEPHA', features: ['expertMode'] })
  }, 120_000)

  it('user:create refuses a look-alike e-mail and a username with hidden characters, naming each', async () => {
    const args = ['--email', 'p\u0430ypal@example.test', '--username', 'pay\u202Epal', '--password', 'long enough password', '--role', 'READ', '--group', 'DEMO']
    const refused = runScript('scripts/user-create.ts', args, target.env)
    await expect(refused).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('mixes alphabets') })
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('--username must not') })
  }, 120_000)

  it('seed:demo seeds a user for every group and role, with passwords in an owner-only file that sign in, and the demo catalogue', async () => {
    const { stdout } = await runScript('scripts/seed-demo.ts', [], target.env)
    const file = join(target.dataDir, 'demo-users.txt')
    expect(stdout).toContain(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const rows = readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t'))
    expect(rows).toHaveLength(6 * 4)
    const [group, role, email, password] = rows.find(([g, r]) => g === 'NERES' && r === 'ADMIN')!
    const database = await target.open()
    const app = await createApp({ config: { ...loadConfig({ DATA_DIR: target.dataDir }), hashCost: testHashCost }, database, logger: false })
    try {
      const response = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toMatchObject({ role, group })
      // The synthetic catalogue, every list as generateDemoCatalogue makes it; my-markets belongs to DEMO, Lauer-Taxe stays empty.
      const { generateDemoCatalogue, IDENTIFIER_KINDS_BY_SCHEME } = await import('../../src/shared/catalogue/index.ts')
      const { validateIdentifierOfKinds } = await import('../../src/shared/identifiers/index.ts')
      const { resources } = await import('../../src/generated/resources.gen.ts')
      const catalogue = generateDemoCatalogue({ seed: 1 }) as unknown as Record<string, readonly unknown[] | undefined>
      const [, , demoEmail, demoPassword] = rows.find(([g, r]) => g === 'DEMO' && r === 'READ')!
      const demo = { authorization: `Bearer ${(await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: demoEmail, password: demoPassword } })).json().token}` }
      const totals: Record<string, number> = {}
      for (const list of resources) totals[list.id] = (await app.inject({ url: `/api/resources/${list.id}?pageSize=1`, headers: demo })).json().total
      expect(totals).toEqual(Object.fromEntries(resources.map((list) => [list.id, catalogue[list.id]?.length ?? 0])))
      expect(totals.pzns).toBe(2000)
      expect(totals['lauer-taxe']).toBe(0)
      expect(totals['my-markets']).toBeGreaterThan(0)
      // Every identifier checks out, in the scheme of its row's country: the check digits are real.
      const identifiers = rowsOf(await database.db.execute(sql`select p.pzn, c.identifier_scheme as scheme from pzns p join countries c on c.id = p.country union all select b.pzn, c.identifier_scheme from bundle b join countries c on c.id = b.country`)) as { pzn: string; scheme: keyof typeof IDENTIFIER_KINDS_BY_SCHEME }[]
      expect(identifiers).toHaveLength(2000 + (catalogue.bundle?.length ?? 0))
      expect(identifiers.filter(({ pzn, scheme }) => !validateIdentifierOfKinds(IDENTIFIER_KINDS_BY_SCHEME[scheme], pzn).ok)).toEqual([])
      expect(new Set(identifiers.map(({ scheme }) => scheme))).toEqual(new Set(['pzn8', 'pznAt', 'cip13Acl13', 'ean13']))
    } finally {
      await app.close()
      await database.close()
    }
  }, 180_000)
})

describe('graceful shutdown', () => {
  it('finishes a request in flight when the server closes', async () => {
    const t = await buildApp()
    const { user, password } = await t.createUser({ role: 'READ', group: 'DEMO' })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    const received = new Promise<void>((resolve) => t.app.server.once('request', () => resolve()))
    const inFlight = fetch(`http://127.0.0.1:${port}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: user.email, password }) })
    await received
    const closing = t.close()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(((await response.json()) as { token: string }).token).toEqual(expect.any(String))
    await closing
  })

  it('answers a request that arrives while closing with 503, Retry-After and the security headers', async () => {
    const t = await buildApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = t.app.server.address() as { port: number }
    // A request begun before the close (its headers incomplete) keeps its connection open through
    // it; it is completed once the server no longer accepts connections. Server and test share this
    // process, so a short pause lets the server read the first part.
    const late = await openConnection(port)
    late.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closing = t.close()
    await waitFor(() => !t.app.server.listening, 10_000, 'the server to stop listening')
    await expect(openConnection(port)).rejects.toMatchObject({ code: 'ECONNREFUSED' })
    const answer = readResponse(late)
    late.write('\r\n')
    const { status, headers, body } = await answer
    expect(status, body).toBe(503)
    expect(headers['retry-after']).toBe('5')
    expect(headers['content-security-policy']).toBe(apiContentSecurityPolicy)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers.connection).toBe('close')
    expect(JSON.parse(body)).toEqual(closingAnswer)
    await closing
  })
})
