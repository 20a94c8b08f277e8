// npm run bench:data: the product-data API on loopback with 200,000 PZNs. Prints p50/p95 of list,
// filter, sort and search requests (sequential fetches, so the figures are latency, not throughput)
// and the time to validate and commit a 100,000-row upload, with GET /api/health's p99 meanwhile and the
// load average. The server runs in a child process;
// PGlite in a temporary directory unless DATABASE_URL is set. BENCH_PZNS and BENCH_UPLOAD_ROWS shrink it;
// BENCH_ONLY=upload measures the upload alone; BENCH_PROFILE=<dir> profiles the server (docs/benchmarks.md);
// BENCH_SEEDED_DIR=<dir> keeps the seeded PGlite database for the next run; BENCH_SERVER_FLAGS gives the server Node flags.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { sql } from 'drizzle-orm'
import { generateDemoCatalogue } from '../src/shared/catalogue/index.ts'
import { generatePzn8 } from '../src/shared/identifiers/index.ts'
import { createApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { findResource } from '../src/server/db/resources/resource-model.ts'
import { seedDemoCatalogue } from '../src/server/db/resources/seed-catalogue.ts'
import { insertUser } from '../src/server/db/users.ts'
import { percentile } from './support/percentile.ts'
import { serverNodeFlags } from './support/server-node-flags.ts'

const pznCount = Number(process.env.BENCH_PZNS ?? 200_000)
const uploadRows = Number(process.env.BENCH_UPLOAD_ROWS ?? 100_000)
const requestsPerCase = Number(process.env.BENCH_REQUESTS ?? 200)
// BENCH_ONLY=upload skips the list cases and measures the upload alone.
const onlyUpload = process.env.BENCH_ONLY === 'upload'
const benchPassword = 'benchmark password 1'
const catalogueLists = ['countries', 'companies', 'manufacturers', 'brands', 'sub-brands', 'pzns']

/**
 * Seeds the catalogue in a process of its own (`--seed <dir>`) and prints how long it took: the
 * measured server then starts on a seeded database without the seed's hundreds of MB of garbage in
 * its heap, as a server does in production (in one process, the collections that freed it fell into
 * the upload's measurements).
 */
async function seed(dataDir: string) {
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  const app = await createApp({ config, logger: { level: config.logLevel } })
  const started = Date.now()
  await seedDemoCatalogue(app.db, { seed: 1, size: pznCount, only: catalogueLists })
  const seedSeconds = (Date.now() - started) / 1000
  // PostgreSQL: autovacuum, not the seed, marks the new rows' pages all-visible (seed-catalogue.ts);
  // measure the lists as a server has them a minute after a seed, once it has been round.
  let autovacuumSeconds = 0
  if (app.database.kind === 'postgres') {
    const waitFrom = Date.now()
    for (;;) {
      const result = (await app.db.execute(
        sql`select last_autovacuum from pg_stat_user_tables where relname = 'pzns'`,
      )) as unknown as { rows: { last_autovacuum: unknown }[] }
      if (result.rows[0]?.last_autovacuum || Date.now() - waitFrom > 180_000) break
      await new Promise((resolve) => setTimeout(resolve, 1000))
    }
    autovacuumSeconds = (Date.now() - waitFrom) / 1000
  }
  await app.close()
  console.log(JSON.stringify({ seedSeconds, autovacuumSeconds }))
}

async function seedInChild(dataDir: string): Promise<{ seedSeconds: number; autovacuumSeconds: number }> {
  // The seed is not profiled: BENCH_PROFILE's flags (and the interval's value) stay with the server.
  const execArgv = process.execArgv.filter((arg, i, all) => !arg.startsWith('--cpu-prof') && all[i - 1] !== '--cpu-prof-interval')
  const child = spawn(process.execPath, [...execArgv, new URL(import.meta.url).pathname, '--seed', dataDir], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const last = output.trim().split('\n').at(-1) ?? ''
  if (code !== 0) throw new Error(`the seed exited with ${code}: ${output}`)
  return JSON.parse(last) as { seedSeconds: number; autovacuumSeconds: number }
}

/**
 * The served database: seeded now, or (PGlite, BENCH_SEEDED_DIR=<dir>) a copy of a database seeded
 * into <dir> by an earlier run (whatever BENCH_PZNS says now), so that runs comparing server flags or
 * code start from the same rows and skip the seed's minutes. A run never changes the kept seed.
 */
async function seededDataDir(): Promise<{ dataDir: string; seedSeconds: number; autovacuumSeconds: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-data-'))
  const kept = process.env.BENCH_SEEDED_DIR
  if (!kept || process.env.DATABASE_URL) return { dataDir, ...(await seedInChild(dataDir)) }
  if (!existsSync(join(kept, 'pgdata', 'PG_VERSION'))) {
    const seeded = await seedInChild(kept)
    console.error(`seeded ${kept} in ${seeded.seedSeconds.toFixed(1)} s; later runs copy it`)
  }
  cpSync(kept, dataDir, { recursive: true })
  return { dataDir, seedSeconds: 0, autovacuumSeconds: 0 }
}

async function serve() {
  const { dataDir, seedSeconds, autovacuumSeconds } = await seededDataDir()
  const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  const app = await createApp({ config, logger: { level: config.logLevel } })
  const user = await insertUser(
    app.db,
    {
      email: `bench-${Date.now()}@example.test`,
      username: 'bench',
      passwordHash: await app.passwords.hash(benchPassword),
      role: 'ADMIN',
      group: 'PARENT',
      features: [],
    },
    new Date(),
  )
  await app.listen({ port: 0, host: '127.0.0.1' })
  // With BENCH_PROFILE: the profile's clock (monotonic µs) beside the wall clock, to find a wait in it.
  if (process.env.BENCH_PROFILE)
    console.error(
      `profile clock: ${process.hrtime.bigint() / 1000n} µs = ${(performance.timeOrigin + performance.now()).toFixed(1)} ms since 1970`,
    )
  console.log(
    JSON.stringify({
      port: (app.server.address() as { port: number }).port,
      email: user.email,
      database: app.database.kind,
      seedSeconds,
      autovacuumSeconds,
    }),
  )
  process.on('SIGTERM', async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
}

/**
 * The share of CPU time the hypervisor gave to others while a case ran (Linux /proc/stat "steal"),
 * printed beside each case: on a shared VM it inflates every figure alike. Empty where not known.
 */
function stealMeter() {
  const read = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8')
        .split('\n')[0]!
        .trim()
        .split(/\s+/)
        .slice(1)
        .map(Number)
      return { steal: fields[7] ?? 0, total: fields.slice(0, 8).reduce((a, b) => a + b, 0) }
    } catch {
      return undefined
    }
  }
  const start = read()
  return () => {
    const end = read()
    if (!start || !end || end.total === start.total) return ''
    return `${(((end.steal - start.steal) / (end.total - start.total)) * 100).toFixed(0)} %`
  }
}

/** The 1-minute load average: on the shared VM other sessions' work slows every figure alike. */
const loadNow = () => loadavg()[0]!.toFixed(1)
const ms = (value: number) => `${value.toFixed(1)} ms`

async function run() {
  // BENCH_PROFILE=<directory>: the server writes a CPU profile (1 ms samples) there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', '--cpu-prof-interval', '1000', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : []
  // The flags `npm start` gives the server, then BENCH_SERVER_FLAGS (e.g. `--trace-gc`; a later flag wins).
  const serverFlags = [...serverNodeFlags, ...(process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean)]
  const child = spawn(process.execPath, [...profile, ...serverFlags, ...process.execArgv, new URL(import.meta.url).pathname, '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  })
  const info = await new Promise<{
    port: number
    email: string
    database: string
    seedSeconds: number
    autovacuumSeconds: number
  }>((resolve, reject) => {
    // The server's log shares its stdout: the first line with a port is the one (others go to stderr).
    const lines = createInterface({ input: child.stdout! })
    lines.on('line', (line) => {
      let parsed: { port?: unknown } | undefined
      try {
        parsed = JSON.parse(line) as { port?: unknown }
      } catch {
        parsed = undefined
      }
      if (typeof parsed?.port === 'number') {
        lines.removeAllListeners('line')
        lines.on('line', (rest) => console.error(rest))
        resolve(parsed as Parameters<typeof resolve>[0])
      } else console.error(line)
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  // The server goes with this process, however it ends.
  process.on('exit', () => child.kill('SIGKILL'))
  process.on('uncaughtException', (error) => {
    console.error(error)
    process.exit(1)
  })
  const api = `http://127.0.0.1:${info.port}`
  const signin = await fetch(`${api}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: info.email, password: benchPassword }),
  })
  const { token } = (await signin.json()) as { token: string }
  const headers = { authorization: `Bearer ${token}` }
  console.log(
    `bench:data on ${info.database}: ${pznCount.toLocaleString('en')} PZNs ${process.env.BENCH_SEEDED_DIR && info.database === 'pglite' ? `copied from ${process.env.BENCH_SEEDED_DIR}` : `seeded in ${info.seedSeconds.toFixed(1)} s`}${info.database === 'postgres' ? ` (autovacuum round after ${info.autovacuumSeconds.toFixed(0)} s more)` : ''}; ${requestsPerCase} sequential requests per case`,
  )

  const catalogue = generateDemoCatalogue({ seed: 1, size: pznCount })
  const germany = catalogue.countries.find((c) => c.code === 'DE')!
  const subBrand = catalogue['sub-brands'][0]!
  const words = ['para', 'tabl', 'ibu', 'kaps', 'dolo', 'salbe', 'N02', 'spray']
  const sortable = findResource('pzns')!.list.sortable
  // `last` is the answer before (warm-up included), for the cases that walk on with its cursor.
  const cases: { name: string; url: (i: number, last?: { nextCursor?: string | null }) => string }[] = [
    { name: 'list (first page, default sort)', url: () => '/api/resources/pzns?pageSize=25' },
    {
      name: 'list (pages 1-400, default sort)',
      url: (i) => `/api/resources/pzns?pageSize=25&page=${1 + ((i * 397) % 400)}`,
    },
    {
      name: 'list (pages 1-8000: deep offsets)',
      url: (i) => `/api/resources/pzns?pageSize=25&page=${1 + ((i * 397) % 8000)}`,
    },
    {
      name: 'list (next page by cursor, from p. 4000)',
      url: (_i, last) =>
        last?.nextCursor
          ? `/api/resources/pzns?pageSize=25&cursor=${last.nextCursor}`
          : '/api/resources/pzns?pageSize=25&page=4000',
    },
    {
      name: 'sort (-retailPrice, pages 1-8000)',
      url: (i) => `/api/resources/pzns?pageSize=25&sort=-retailPrice&page=${1 + ((i * 397) % 8000)}`,
    },
    {
      name: 'sort (pzn, pages 1-8000)',
      url: (i) => `/api/resources/pzns?pageSize=25&sort=pzn&page=${1 + ((i * 397) % 8000)}`,
    },
    {
      // Every field the manifest lets the grid sort pzns by, both directions, in turn (docs/decisions/0026).
      name: `sort (all ${sortable.length} sortable, pp. 1-8000)`,
      url: (i) =>
        `/api/resources/pzns?pageSize=25&sort=${Math.floor(i / sortable.length) % 2 ? '-' : ''}${sortable[i % sortable.length]}&page=${1 + ((i * 397) % 8000)}`,
    },
    {
      name: 'filter (country = DE, on market)',
      url: () => `/api/resources/pzns?filter=country:eq:${germany.id}&filter=marketStatus:eq:onMarket`,
    },
    { name: 'filter (sub-brand)', url: () => `/api/resources/pzns?filter=subBrand:eq:${subBrand.id}` },
    {
      name: 'filter (price 5-10 EUR)',
      url: () => '/api/resources/pzns?filter=retailPrice:gte:5&filter=retailPrice:lt:10',
    },
    { name: 'sort (-retailPrice)', url: () => '/api/resources/pzns?sort=-retailPrice' },
    { name: 'sort (pzn, page 100)', url: () => '/api/resources/pzns?sort=pzn&page=100' },
    { name: 'search (one word)', url: (i) => `/api/resources/pzns?search=${words[i % words.length]}` },
    {
      name: 'search (PZN prefix)',
      url: (i) =>
        `/api/resources/pzns?search=${catalogue.pzns[(i * 7919) % catalogue.pzns.length]!.pzn.slice(0, 6)}`,
    },
  ]
  console.log(
    `${'case'.padEnd(36)} ${'p50'.padStart(9)} ${'p95'.padStart(9)} ${'max'.padStart(9)}  ${'total rows'.padEnd(10)}  CPU steal`,
  )
  for (const bench of onlyUpload ? [] : cases) {
    const times: number[] = []
    let total = 0
    let last: { total: number; nextCursor?: string | null } | undefined
    const steal = stealMeter()
    for (let i = 0; i < 5; i++)
      last = (await fetch(api + bench.url(i, last), { headers }).then((r) => r.json())) as typeof last
    for (let i = 0; i < requestsPerCase; i++) {
      const start = performance.now()
      const response = await fetch(api + bench.url(i, last), { headers })
      const body = (await response.json()) as { total: number; nextCursor?: string | null }
      times.push(performance.now() - start)
      if (response.status !== 200)
        throw new Error(`${bench.name}: ${response.status} ${JSON.stringify(body)}`)
      total = body.total
      last = body
    }
    times.sort((a, b) => a - b)
    console.log(
      `${bench.name.padEnd(36)} ${ms(percentile(times, 50)).padStart(9)} ${ms(percentile(times, 95)).padStart(9)} ${ms(times.at(-1)!).padStart(9)}  ${String(total).padEnd(10)}  ${steal()}`,
    )
  }

  // A file of new German PZNs, half of them with a sub-brand given by its natural key.
  const subBrands = catalogue['sub-brands']
  const brands = new Map(catalogue.brands.map((b) => [b.id, b]))
  const manufacturers = new Map(catalogue.manufacturers.map((m) => [m.id, m]))
  const lines = [
    'pzn;country.code;name;subBrand.brand.manufacturer.name;subBrand.brand.name;subBrand.name;dosageForm;quantity;unit;retailPrice;marketStatus',
  ]
  const existing = new Set(catalogue.pzns.map((p) => p.pzn))
  for (let i = 0, n = 0; n < uploadRows; i++) {
    const pzn = generatePzn8(i, 4242)
    if (existing.has(pzn)) continue
    const sb = i % 2 === 0 ? subBrands[i % subBrands.length]! : undefined
    const brand = sb ? brands.get(sb.brand)! : undefined
    const maker = brand ? manufacturers.get(brand.manufacturer)! : undefined
    lines.push(
      [
        pzn,
        'DE',
        `Benchmark ${n} 10 Tabletten`,
        maker?.name ?? '',
        brand?.name ?? '',
        sb?.name ?? '',
        'Tabletten',
        '10',
        'piece',
        ((n % 5000) / 100 + 1).toFixed(2).replace('.', ','),
        'onMarket',
      ]
        .map((v) => (v.includes(';') ? `"${v}"` : v))
        .join(';'),
    )
    n++
  }
  const content = Buffer.from(`${lines.join('\n')}\n`).toString('base64')
  const poll = async (id: string, until: string[]) => {
    for (;;) {
      // A poll the database made wait past the server's 30 s socket timeout (a PGlite commit on a
      // loaded machine) is cut: ask again.
      const answer = await fetch(`${api}/api/bulk-uploads/${id}`, { headers }).catch(() => undefined)
      if (!answer) continue
      const job = (await answer.json()) as {
        status: string
        rejectedRows: number
        message: string | null
        inserted: number
        updated: number
        unchanged: number
      }
      if (until.includes(job.status)) return job
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  /**
   * GET /api/health one after another (20 ms apart) from a process of its own, so that this one's
   * sending of the 13 MB upload does not delay the samples, until stopped. `summary` gives the
   * latencies of the requests begun between two instants (performance.now() of this process), the
   * answers that were not 200 (the health check's own 2 s limit gives 503) or never came (the
   * server's 30 s socket timeout cuts a request the database made wait that long), and the waits
   * over 100 ms with when they began (seconds after `from`): which step of the upload made them.
   */
  const sampleHealth = async () => {
    const sampler = spawn(
      process.execPath,
      [...process.execArgv, new URL(import.meta.url).pathname, '--health', `${api}/api/health`],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], env: process.env },
    )
    await new Promise<void>((resolve) => sampler.once('message', () => resolve()))
    return async () => {
      const answer = new Promise<{ times: number[]; starts: number[]; failed: boolean[] }>((resolve) =>
        sampler.once('message', resolve as (value: unknown) => void),
      )
      sampler.send('stop')
      const { times: all, starts, failed } = await answer
      // performance.timeOrigin + now() is the same clock in both processes.
      const at = starts.map((start) => start - performance.timeOrigin)
      return (from: number, to: number) => {
        const inside = all.map((_, i) => i).filter((i) => at[i]! >= from && at[i]! < to)
        const long = inside
          .filter((i) => all[i]! > 100)
          .map((i) => `${((at[i]! - from) / 1000).toFixed(2)} s: ${all[i]!.toFixed(0)} ms`)
        const notOk = inside.filter((i) => failed[i]).length
        const times = inside.map((i) => all[i]!).sort((a, b) => a - b)
        if (times.length === 0) return 'no requests'
        return `${times.length} requests, p50 ${ms(percentile(times, 50))}, p99 ${ms(percentile(times, 99))}, max ${ms(times.at(-1)!)}${notOk > 0 ? `, ${notOk} not 200 or cut` : ''}${long.length > 0 ? `; over 100 ms at ${long.slice(0, process.env.BENCH_PROFILE ? undefined : 12).join(', ')}${long.length > 12 && !process.env.BENCH_PROFILE ? `, … (${long.length})` : ''}` : ''}`
      }
    }
  }
  const upload = async (label: string) => {
    const stopHealth = await sampleHealth()
    const started = performance.now()
    const steal = stealMeter()
    const loadAtStart = loadNow()
    const created = await fetch(`${api}/api/bulk-uploads`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ resource: 'pzns', fileName: 'bench.csv', content }),
    })
    if (created.status !== 202) throw new Error(`upload: ${created.status} ${await created.text()}`)
    const { id } = (await created.json()) as { id: string }
    const answeredAt = performance.now()
    const validated = await poll(id, ['validated', 'failed'])
    const validatedAt = performance.now()
    if (validated.status !== 'validated' || validated.rejectedRows > 0)
      throw new Error(`upload: ${JSON.stringify(validated)}`)
    const commit = await fetch(`${api}/api/bulk-uploads/${id}/commit`, { method: 'POST', headers })
    if (commit.status !== 202) throw new Error(`commit: ${commit.status} ${await commit.text()}`)
    // Meanwhile another user reads a small list, one request after the other (on PGlite the commit's
    // transaction holds the one connection, so these wait while it writes).
    let committing = true
    const waits: number[] = []
    let readsCut = 0
    const reader = (async () => {
      while (committing) {
        const start = performance.now()
        // A read the commit makes wait past the server's 30 s socket timeout is cut: counted, not fatal.
        await fetch(`${api}/api/resources/countries?pageSize=5`, { headers })
          .then((r) => r.arrayBuffer())
          .catch(() => readsCut++)
        waits.push(performance.now() - start)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    })()
    const committed = await poll(id, ['committed', 'failed'])
    const end = performance.now()
    committing = false
    await reader
    const health = await stopHealth()
    const healthValidating = health(started, validatedAt)
    const healthCommitting = health(validatedAt, end)
    if (committed.status !== 'committed') throw new Error(`commit: ${JSON.stringify(committed)}`)
    waits.sort((a, b) => a - b)
    console.log(
      `${label.padEnd(36)} upload+validate ${((validatedAt - started) / 1000).toFixed(1)} s (202 after ${((answeredAt - started) / 1000).toFixed(2)} s), commit ${((end - validatedAt) / 1000).toFixed(1)} s, total ${((end - started) / 1000).toFixed(1)} s; inserted ${committed.inserted}, updated ${committed.updated}, unchanged ${committed.unchanged}; CPU steal ${steal() || 'not known'}; load average ${loadAtStart} at the start, ${loadNow()} at the end`,
    )
    console.log(
      `${''.padEnd(36)} a GET of another list during the commit: ${waits.length} requests, p50 ${ms(percentile(waits, 50))}, p95 ${ms(percentile(waits, 95))}, max ${ms(waits.at(-1)!)}${readsCut > 0 ? `, ${readsCut} cut` : ''}`,
    )
    // The file is parsed in a worker thread; the event loop only validates (issue 19: p99 < 100 ms).
    console.log(`${''.padEnd(36)} GET /api/health while the file is parsed and validated: ${healthValidating}`)
    console.log(`${''.padEnd(36)} GET /api/health during the commit: ${healthCommitting}`)
    if (process.env.BENCH_PROFILE)
      console.log(`${''.padEnd(36)} began at ${(performance.timeOrigin + started).toFixed(1)} ms since 1970`)
    if (validatedAt - started > 30_000)
      console.log(`${''.padEnd(36)} upload+validate took over 30 s: the target is under 30 s`)
  }
  console.log(
    `upload of ${uploadRows.toLocaleString('en')} rows (${(content.length / 1024 / 1024).toFixed(1)} MB as base64):`,
  )
  await upload('first upload (all new)')
  await upload('same file again (all unchanged)')
  child.kill('SIGTERM')
}

/** The health sampler's process (see sampleHealth): samples until the parent says stop. */
async function sampleHealthUntilStopped(url: string) {
  let running = true
  const times: number[] = []
  const starts: number[] = []
  const failed: boolean[] = []
  process.once('message', () => (running = false))
  process.send!('ready')
  while (running) {
    const start = performance.now()
    let ok = false
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      ok = response.status === 200
    } catch {
      ok = false
    }
    times.push(performance.now() - start)
    starts.push(performance.timeOrigin + start)
    failed.push(!ok)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
  process.send!({ times, starts, failed }, () => process.exit(0))
}

if (process.argv.includes('--seed')) await seed(process.argv.at(-1)!)
else if (process.argv.includes('--serve')) await serve()
else if (process.argv.includes('--health')) await sampleHealthUntilStopped(process.argv.at(-1)!)
else await run()
