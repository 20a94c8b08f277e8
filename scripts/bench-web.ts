// npm run bench:web: builds the browser app, serves it with the real server (scripts/start.ts on a
// fresh embedded database), and measures /login and / (signed in) in headless Chromium as a browser
// receives them (tests/e2e/support/wire-metrics.ts): bytes on the wire, requests, requests started
// before the LCP, FCP, LCP and (for /) when the app first answers input; cold (new context, empty
// cache) and warm (the same page again in the context that loaded it), at 1x and 4x CPU. Medians of
// `--runs` loads after one warm-up.
// `-- --write` records the figures in docs/benchmarks.md ("Browser app"); `-- --first-byte-only` measures only the
// first byte of / and /login, without a browser.
import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/e2e-env.ts'
import {
  ensureClientBuilt,
  rootDir,
  signInViaApi,
  startRealServer,
} from '../tests/e2e/support/real-server.ts'
import { measureLoad, type PageSpec, type WireLoad } from '../tests/e2e/support/wire-metrics.ts'
import { firstByteMs, firstByteSamples } from './support/first-byte.ts'
import { median, percentile } from './support/percentile.ts'

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    write: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'server-rendering': { type: 'boolean', default: true },
    'first-byte-only': { type: 'boolean', default: false },
  },
  allowNegative: true,
  strict: true,
})
const RUNS = Number(options.runs)

interface Target {
  readonly kb: number
  readonly lcpMs: number
  readonly lcpThrottledMs: number
  readonly requestsBeforeLcp?: number
}
const TARGETS: Record<string, Target> = {
  '/login': { kb: 120, lcpMs: 300, lcpThrottledMs: 700 },
  '/ (signed in)': { kb: 200, lcpMs: 350, lcpThrottledMs: 800, requestsBeforeLcp: 15 },
}

type Cache = 'cold' | 'warm'

/** Issue 37: the signed-in page's first byte, p95 of loads on new connections. */
const FIRST_BYTE_P95_MS = 30
const FIRST_BYTE_SAMPLES = 60

interface FirstByte {
  readonly label: string
  readonly samples: number[]
}

/** Time to the first byte of / (signed in, the session cookie) and /login (the static page), after one load of each. */
async function measureFirstByte(baseURL: string, token: string): Promise<FirstByte[]> {
  const pages: { label: string; url: string; headers: Record<string, string> }[] = [
    {
      label: '/ (signed in, server-rendered)',
      url: `${baseURL}/`,
      headers: { cookie: `tessera-session=${token}` },
    },
    { label: '/login (static)', url: `${baseURL}/login`, headers: {} },
  ]
  const results: FirstByte[] = []
  for (const page of pages) {
    await firstByteMs(page.url, page.headers)
    results.push({
      label: page.label,
      samples: await firstByteSamples(page.url, FIRST_BYTE_SAMPLES, page.headers),
    })
  }
  return results
}

function firstByteTable(firstAfterStart: number, results: FirstByte[]): string {
  const lines = [
    '| page | median ms | p95 ms | max ms |',
    '|---|---|---|---|',
    `| / (signed in), the first request after the start | ${firstAfterStart.toFixed(1)} | | |`,
  ]
  for (const { label, samples } of results)
    lines.push(
      `| ${label} | ${median(samples).toFixed(1)} | ${percentile(samples, 95).toFixed(1)} | ${Math.max(...samples).toFixed(1)} |`,
    )
  return lines.join('\n')
}

function firstByteVerdict(results: FirstByte[]): string {
  const p95 = percentile(results[0]!.samples, 95)
  return `/ (signed in) first byte p95 ${p95.toFixed(1)} ms (target <= ${FIRST_BYTE_P95_MS}): ${p95 <= FIRST_BYTE_P95_MS ? 'met' : 'MISSED'}`
}

/** One load: a new context (empty cache, the token stored when given); warm loads the page once before. */
async function load(
  browser: Browser,
  baseURL: string,
  spec: PageSpec,
  token: string | undefined,
  cache: Cache,
  cpuRate: number,
): Promise<WireLoad> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    // Signed in as the app leaves a browser: the token stored, and the session cookie the server
    // renders the first page with (decision 0075).
    storageState: {
      cookies: token
        ? [
            {
              name: 'tessera-session',
              value: token,
              domain: new URL(baseURL).hostname,
              path: '/',
              httpOnly: true,
              sameSite: 'Strict',
              secure: false,
              expires: -1,
            },
          ]
        : [],
      origins: [{ origin: baseURL, localStorage: token ? [{ name: 'user-token', value: token }] : [] }],
    },
  })
  try {
    if (cache === 'warm') await measureLoad(context, baseURL, spec, 1)
    return await measureLoad(context, baseURL, spec, cpuRate)
  } finally {
    await context.close()
  }
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

interface Row {
  readonly label: string
  readonly cache: Cache
  readonly cpuRate: number
  readonly bytes: number
  readonly requests: number
  readonly requestsBeforeLcp: number
  readonly fcp: number
  readonly lcp: number
  readonly interactive: number
  readonly sample: WireLoad
}

async function measure(
  browser: Browser,
  baseURL: string,
  spec: PageSpec,
  token: string | undefined,
): Promise<Row[]> {
  // One warm-up load so the server's first-request costs do not land in the first sample.
  await load(browser, baseURL, spec, token, 'cold', 1)
  const rows: Row[] = []
  for (const cache of ['cold', 'warm'] as const) {
    for (const cpuRate of [1, 4]) {
      const loads: WireLoad[] = []
      for (let run = 0; run < RUNS; run += 1)
        loads.push(await load(browser, baseURL, spec, token, cache, cpuRate))
      const of = (pick: (load: WireLoad) => number) => median(loads.map(pick))
      rows.push({
        label: spec.label,
        cache,
        cpuRate,
        bytes: of((l) => l.bytes),
        requests: of((l) => l.requests.length),
        requestsBeforeLcp: of((l) => l.requestsBeforeLcp),
        fcp: of((l) => l.fcp),
        lcp: of((l) => l.lcp),
        interactive: of((l) => l.interactive),
        sample: loads[0]!,
      })
    }
  }
  return rows
}

function table(rows: Row[]): string {
  const lines = [
    '| page | cache | CPU | KB on the wire | requests | requests before LCP | FCP ms | LCP ms | answers input ms |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const answers = Number.isNaN(row.interactive) ? '-' : String(Math.round(row.interactive))
    lines.push(
      `| ${row.label} | ${row.cache} | ${row.cpuRate}x | ${kb(row.bytes)} | ${row.requests} | ${row.requestsBeforeLcp} | ${Math.round(row.fcp)} | ${Math.round(row.lcp)} | ${answers} |`,
    )
  }
  return lines.join('\n')
}

/** The cold loads' files, heaviest first, as they came over the wire. */
function heaviest(row: Row, count = 8): string {
  return [...row.sample.requests]
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(
      (request) =>
        `| ${request.url} | ${kb(request.bytes)} | ${Math.round(request.startMs)}-${Math.round(request.endMs)} |`,
    )
    .join('\n')
}

function verdicts(rows: Row[]): string[] {
  const lines: string[] = []
  for (const [label, target] of Object.entries(TARGETS)) {
    const cold = rows.find((row) => row.label === label && row.cache === 'cold' && row.cpuRate === 1)
    const throttled = rows.find((row) => row.label === label && row.cache === 'cold' && row.cpuRate === 4)
    if (!cold || !throttled) continue
    const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED')
    lines.push(
      `${label} cold: ${kb(cold.bytes)} KB on the wire (target <= ${target.kb}): ${verdict(cold.bytes / 1024 <= target.kb)}`,
    )
    lines.push(
      `${label} cold: LCP ${Math.round(cold.lcp)} ms (target <= ${target.lcpMs}): ${verdict(cold.lcp <= target.lcpMs)}`,
    )
    lines.push(
      `${label} cold: LCP at 4x CPU ${Math.round(throttled.lcp)} ms (target <= ${target.lcpThrottledMs}): ${verdict(throttled.lcp <= target.lcpThrottledMs)}`,
    )
    if (target.requestsBeforeLcp !== undefined)
      lines.push(
        `${label} cold: ${cold.requestsBeforeLcp} requests before LCP (target <= ${target.requestsBeforeLcp}): ${verdict(cold.requestsBeforeLcp <= target.requestsBeforeLcp)}`,
      )
  }
  return lines
}

function writeSection(markdown: string): void {
  const file = join(rootDir, 'docs/benchmarks.md')
  let current = ''
  try {
    current = readFileSync(file, 'utf8')
  } catch {
    current = '# Benchmarks\n'
  }
  // Replace only our own section: from its heading to the next "## " heading (or the end).
  const start = current.indexOf('\n## Browser app\n')
  let next: string
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${markdown}\n`
  } else {
    const after = current.indexOf('\n## ', start + 1)
    next = `${current.slice(0, start + 1)}${markdown}\n${after === -1 ? '' : current.slice(after)}`
  }
  writeFileSync(file, next)
  console.log(`\nRecorded under "Browser app" in ${file}`)
}

async function main() {
  if (!options['no-build']) {
    console.log('vite build ...')
    ensureClientBuilt({ force: true })
  }
  // The server renders the signed-in `/` as `npm start` does (SERVER_RENDERING, decisions 0075 and
  // 0076); `-- --no-server-rendering` measures the app drawing it alone.
  const server = await startRealServer({ env: { SERVER_RENDERING: String(options['server-rendering']) } })
  let browser: Browser | undefined
  try {
    const { baseURL } = server
    const session = await signInViaApi(baseURL, server.root.email, server.root.password)
    // The very first page after the start, before anything else warmed the server up.
    const firstAfterStart = await firstByteMs(`${baseURL}/`, { cookie: `tessera-session=${session.token}` })
    const loadBefore = loadavg()[0]!.toFixed(1)
    if (options['first-byte-only']) {
      // Issue 37 item 8 alone: no browser, so the figure is the server's, not Chromium's load on the machine.
      const firstByte = await measureFirstByte(baseURL, session.token)
      console.log(
        `\nLoad average ${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after. Time to the first byte (new connection per request, ${FIRST_BYTE_SAMPLES} requests after one):\n${firstByteTable(firstAfterStart, firstByte)}\n${firstByteVerdict(firstByte)}`,
      )
      return
    }
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    const login = await measure(
      browser,
      baseURL,
      { label: '/login', url: '/login', path: '/login', ready: 'button[type="submit"]' },
      undefined,
    )
    const dashboard = await measure(
      browser,
      baseURL,
      { label: '/ (signed in)', url: '/', path: '/', ready: '#main-content h1', marksInteractive: true },
      session.token,
    )
    const rows = [...login, ...dashboard]
    const firstByte = await measureFirstByte(baseURL, session.token)
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const load = `${loadBefore} before, ${loadavg()[0]!.toFixed(1)} after`
    console.log(
      `\nSERVER_RENDERING=${options['server-rendering']}; load average ${load}; medians of ${RUNS} loads\n\n${table(rows)}\n`,
    )
    for (const line of verdicts(rows)) console.log(line)
    console.log(
      `\nTime to the first byte (new connection per request, ${FIRST_BYTE_SAMPLES} requests after one):\n${firstByteTable(firstAfterStart, firstByte)}\n${firstByteVerdict(firstByte)}`,
    )
    const files = (row: Row) =>
      `| file | KB on the wire | ms from navigation |\n|---|---|---|\n${heaviest(row)}`
    console.log(`\nHeaviest files of /login (one cold load):\n${files(login[0]!)}`)
    console.log(`\nHeaviest files of / (one cold load):\n${files(dashboard[0]!)}`)
    if (options.write) {
      writeSection(
        [
          '## Browser app',
          '',
          '`npm run bench:web` (scripts/bench-web.ts) runs `vite build`, starts the real server (scripts/start.ts, PGlite in a',
          'temporary directory) and loads each page in headless Debian Chromium at 1440x900. Cold: a new browser context',
          '(empty cache); warm: the same page loaded again in the context that loaded it once. Bytes on the wire and',
          "requests come from the DevTools protocol's Network domain (`encodedDataLength` at `loadingFinished`: compressed",
          'bodies and headers; answers from the cache are not requests). "Requests before LCP": requests that started',
          `before the largest contentful paint. Medians of ${RUNS} loads after one warm-up, at 1x and 4x CPU`,
          '(CDP Emulation.setCPUThrottlingRate). "Answers input": when the signed-in layout first ran its effects (the',
          "app's User Timing mark `tessera:interactive`): its handlers are on the page, after its first render or after",
          "it took the server's page over.",
          '',
          `Measured ${when} UTC on the shared ${availableParallelism()}-core VM (load average ${load} while others worked):`,
          '',
          table(rows),
          '',
          ...verdicts(rows).map((line) => `- ${line}`),
          `- ${firstByteVerdict(firstByte)}`,
          '',
          `Time to the first byte, measured from Node (a new connection per request, as a cold load opens one; the browser's`,
          `Accept and Accept-Encoding; from the request's start to its status line), ${FIRST_BYTE_SAMPLES} requests after one:`,
          '',
          firstByteTable(firstAfterStart, firstByte),
          '',
          'Heaviest files of /login (one cold load):',
          '',
          files(login[0]!),
          '',
          'Heaviest files of / signed in (one cold load):',
          '',
          files(dashboard[0]!),
        ].join('\n'),
      )
    }
  } finally {
    await browser?.close()
    await server.stop()
  }
}

await main()
