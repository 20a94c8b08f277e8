// Running it: first start, the data-directory lock, graceful shutdown over real HTTP.
import { execFile } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { createFirstRootUser, formatFirstRootBanner } from '../../src/server/bootstrap.ts'
import { createApp } from '../../src/server/app.ts'
import { loadConfig } from '../../src/server/config.ts'
import { openDatabase } from '../../src/server/db/connect.ts'
import { lockDataDir } from '../../src/server/lib/data-dir-lock.ts'
import { bearer, buildApp } from './helpers/build-app.ts'

const run = promisify(execFile)

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
  it('lets one process hold DATA_DIR and makes user:create refuse with a clear message meanwhile', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-lock-'))
    const release = lockDataDir(dataDir)
    try {
      expect(() => lockDataDir(dataDir)).toThrow(/in use by process/)
      const attempt = run('npx', ['tsx', 'scripts/user-create.ts', '--email', 'a@example.test', '--password', 'long enough password', '--role', 'READ', '--group', 'DEMO'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })
      await expect(attempt).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/in use by process \d+ \(probably a running server\)/) })
    } finally {
      release()
    }
    const again = lockDataDir(dataDir)
    again()
  })

  it('creates a user from the command line once the lock is free', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-'))
    const { stdout } = await run('npx', ['tsx', 'scripts/user-create.ts', '--email', 'cli@example.test', '--password', 'long enough password', '--role', 'ADMIN', '--group', 'IGEPHA', '--features', 'expertMode'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })
    expect(stdout).toMatch(/Created ADMIN user cli@example.test in group IGEPHA/)
  }, 60_000)
})

describe('demo users', () => {
  it('seeds a user for every group and role, with passwords in an owner-only file that sign in, and the demo catalogue', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-seed-'))
    const { stdout } = await run('npx', ['tsx', 'scripts/seed-demo.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } })
    const file = join(dataDir, 'demo-users.txt')
    expect(stdout).toContain(file)
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const rows = readFileSync(file, 'utf8').split('\n').filter((line) => line && !line.startsWith('#')).map((line) => line.split('\t'))
    expect(rows).toHaveLength(6 * 4)
    const [group, role, email, password] = rows.find(([g, r]) => g === 'NERES' && r === 'ADMIN')!
    const database = await openDatabase({ dataDir })
    const app = await createApp({ config: { ...loadConfig({ DATA_DIR: dataDir }) }, database, logger: false })
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
      const { sql } = await import('drizzle-orm')
      const identifiers = (await database.db.execute(sql`select p.pzn, c.identifier_scheme as scheme from pzns p join countries c on c.id = p.country union all select b.pzn, c.identifier_scheme from bundle b join countries c on c.id = b.country`)) as unknown as { rows: { pzn: string; scheme: keyof typeof IDENTIFIER_KINDS_BY_SCHEME }[] }
      expect(identifiers.rows).toHaveLength(2000 + (catalogue.bundle?.length ?? 0))
      expect(identifiers.rows.filter(({ pzn, scheme }) => !validateIdentifierOfKinds(IDENTIFIER_KINDS_BY_SCHEME[scheme], pzn).ok)).toEqual([])
      expect(new Set(identifiers.rows.map(({ scheme }) => scheme))).toEqual(new Set(['pzn8', 'pznAt', 'cip13Acl13', 'ean13']))
    } finally {
      await app.close()
      await database.close()
    }
  }, 90_000)
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
})
