// npm run bench:api: the API on loopback under autocannon. The server runs in a child process so the
// load generator does not share its event loop. Measures get-user at 50 connections beside a bare
// Fastify route (the ceiling) in the same run, sign-in at 1, 4 and 16 connections, and sign-in far
// beyond capacity (expect 503/429, not an unbounded queue), and how long a failed sign-in takes for a
// wrong password, an unknown e-mail and a disabled user (they must not differ). Uses PGlite in a temp dir unless DATABASE_URL is set.
// `npm run bench:api -- --get-user` runs only the bare and get-user rows.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createInterface } from 'node:readline'
import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { createApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { users } from '../src/server/db/schema.ts'
import { insertUser } from '../src/server/db/users.ts'
import { percentile } from './support/percentile.ts'
import { serverNodeFlags } from './support/server-node-flags.ts'

interface AutocannonResult {
  requests: { average: number }
  latency: { p50: number; p99: number; max: number }
  non2xx: number
  errors: number
  timeouts: number
  statusCodeStats: Record<string, { count: number }>
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon

const seconds = Number(process.env.BENCH_SECONDS ?? 10)
const getUserOnly = process.argv.includes('--get-user')
const loadAverage = () => loadavg().map((load) => load.toFixed(1)).join(' ')
const benchPassword = 'benchmark password 1'

async function serve() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'))
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' }) }
  const app = await createApp({ config, logger: { level: config.logLevel } })
  const user = await insertUser(app.db, { email: `bench-${Date.now()}@example.test`, username: 'bench', passwordHash: await app.passwords.hash(benchPassword), role: 'ADMIN', group: 'DEMO', features: ['expertMode'] }, new Date())
  // Accounts for the failure timing: each is tried a few times, under the per-pair lockout.
  const failureAccounts = async (disabled: boolean) => {
    const emails: string[] = []
    for (let i = 0; i < 8; i++) {
      const email = `bench-${disabled ? 'disabled' : 'known'}-${i}-${Date.now()}@example.test`
      const row = await insertUser(app.db, { email, username: `bench${i}`, passwordHash: await app.passwords.hash(benchPassword), role: 'READ', group: 'DEMO', features: [] }, new Date())
      if (disabled) await app.db.update(users).set({ disabled: true }).where(eq(users.id, row.id))
      emails.push(email)
    }
    return emails
  }
  const known = await failureAccounts(false)
  const disabled = await failureAccounts(true)
  await app.listen({ port: 0, host: '127.0.0.1' })
  // The ceiling: a bare Fastify route answering the same JSON without database or auth.
  const bare = Fastify({ logger: { level: config.logLevel } })
  const body = { id: user.id, username: user.username, email: user.email, role: user.role, group: user.group, features: user.features }
  bare.get('/bare', async () => body)
  await bare.listen({ port: 0, host: '127.0.0.1' })
  const port = (server: typeof app.server) => (server.address() as { port: number }).port
  console.log(JSON.stringify({ apiPort: port(app.server), barePort: port(bare.server), email: user.email, known, disabled, database: app.database.kind }))
  process.on('SIGTERM', async () => {
    await Promise.all([app.close(), bare.close()])
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}

async function run() {
  const child = spawn(process.execPath, [...serverNodeFlags, ...process.execArgv, new URL(import.meta.url).pathname, '--serve'], { stdio: ['ignore', 'pipe', 'inherit'], env: process.env })
  const info = await new Promise<{ apiPort: number; barePort: number; email: string; known: string[]; disabled: string[]; database: string }>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)))
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const api = `http://127.0.0.1:${info.apiPort}`
  const signinBody = JSON.stringify({ email: info.email, password: benchPassword })
  const signin = await fetch(`${api}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signinBody })
  const { token } = (await signin.json()) as { token: string }

  const rows: string[] = []
  const record = (name: string, connections: number, result: AutocannonResult) => {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, stats]) => `${code}:${stats.count}`)
      .join(' ')
    const row = `| ${name} | ${connections} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.latency.max} | ${codes}${result.errors ? ` errors:${result.errors}` : ''} |`
    rows.push(row)
    console.log(row)
  }
  console.log(`Tessera API benchmark: ${seconds} s per run, database ${info.database}, Node ${process.version}, load average ${loadAverage()}`)
  console.log('| run | connections | req/s | p50 ms | p99 ms | max ms | status codes |\n|---|---|---|---|---|---|---|')

  await autocannon({ url: `http://127.0.0.1:${info.barePort}/bare`, connections: 10, duration: 2 }) // warm-up
  await autocannon({ url: `${api}/api/auth/get-user`, connections: 10, duration: 2, headers: { authorization: `Bearer ${token}` } })
  const bare = await autocannon({ url: `http://127.0.0.1:${info.barePort}/bare`, connections: 50, duration: seconds })
  record('bare Fastify route (ceiling)', 50, bare)
  const getUser = await autocannon({ url: `${api}/api/auth/get-user`, connections: 50, duration: seconds, headers: { authorization: `Bearer ${token}` } })
  record('GET /api/auth/get-user', 50, getUser)
  const ratio = getUser.requests.average / bare.requests.average
  const summary = `get-user / bare = ${(ratio * 100).toFixed(0)} % (target >= 50 %), get-user p99 ${getUser.latency.p99} ms (target < 20 ms), load average ${loadAverage()}`
  if (getUserOnly) {
    console.log(`\n${summary}`)
    child.kill('SIGTERM')
    return
  }
  // Failed sign-ins one at a time: a wrong password, an unknown e-mail, a disabled user's right password.
  const failure = async (email: string, password: string) => {
    const started = performance.now()
    const response = await fetch(`${api}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
    await response.arrayBuffer()
    if (response.status !== 401) throw new Error(`a failed sign-in answered ${response.status}`)
    return performance.now() - started
  }
  const timings = { 'wrong password': [] as number[], 'unknown e-mail': [] as number[], 'disabled user': [] as number[] }
  for (let i = 0; i < 24; i++) {
    timings['wrong password'].push(await failure(info.known[i % 8]!, `wrong password ${i}`))
    timings['unknown e-mail'].push(await failure(`nobody-${i}@example.test`, `wrong password ${i}`))
    timings['disabled user'].push(await failure(info.disabled[i % 8]!, benchPassword))
  }
  console.log('\n| failed sign-in (24 each, one at a time) | p10 ms | median ms | p90 ms |\n|---|---|---|---|')
  for (const [name, values] of Object.entries(timings)) console.log(`| ${name} | ${percentile(values, 10).toFixed(1)} | ${percentile(values, 50).toFixed(1)} | ${percentile(values, 90).toFixed(1)} |`)
  console.log('')

  for (const connections of [1, 4, 16]) {
    const result = await autocannon({ url: `${api}/api/auth/signin`, method: 'POST', connections, duration: seconds, headers: { 'content-type': 'application/json' }, body: signinBody })
    record('POST /api/auth/signin', connections, result)
  }
  const overload = await autocannon({ url: `${api}/api/auth/signin`, method: 'POST', connections: 128, duration: seconds, headers: { 'content-type': 'application/json' }, body: signinBody, timeout: 30 })
  record('POST /api/auth/signin (overload)', 128, overload)

  console.log(`\n${summary}`)
  child.kill('SIGTERM')
}

if (process.argv.includes('--serve')) await serve()
else await run()
