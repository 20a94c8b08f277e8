// npm run bench:web: builds the browser app, serves it with the real server (scripts/start.ts on a
// fresh embedded database), and measures /login and / (signed in) in headless Chromium: the gzip
// bytes of the JS and CSS the first render needs, and the median FCP and LCP of cold loads, without
// and with 4x CPU throttling. `-- --write` records the figures in docs/benchmarks.md ("Browser app").
import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/e2e-env.ts'
import { ensureClientBuilt, rootDir, signInViaApi, startRealServer } from '../tests/e2e/support/real-server.ts'

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '5' }, write: { type: 'boolean', default: false }, 'no-build': { type: 'boolean', default: false } }, strict: true })
const RUNS = Number(options.runs)
const TARGETS = { loginKb: 110, lcpMs: 300, lcpThrottledMs: 700 }

interface Asset {
  readonly url: string
  readonly kind: 'js' | 'css'
  readonly bytes: number
  readonly gzip: number
}

interface Load {
  readonly fcp: number
  readonly lcp: number
  readonly assets: Asset[]
  readonly finalPath: string
}

interface PageSpec {
  readonly label: string
  /** What is loaded; the page is done when `ready` is visible and `path` is reached. */
  readonly url: string
  readonly path: string
  readonly ready: string
  readonly token?: string
}

/** One cold load: a new context (empty cache and storage), optional CPU throttling, metrics after the first render. */
async function coldLoad(browser: Browser, baseURL: string, spec: PageSpec, cpuRate: number): Promise<Load> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1440, height: 900 },
    storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: spec.token ? [{ name: 'user-token', value: spec.token }] : [] }] },
  })
  try {
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    const bodies: Array<Promise<Asset | undefined>> = []
    page.on('response', (response) => {
      const type = response.request().resourceType()
      const kind = type === 'script' ? 'js' : type === 'stylesheet' ? 'css' : undefined
      if (!kind || response.status() !== 200) return
      bodies.push(
        response
          .body()
          .then((body) => ({ url: new URL(response.url()).pathname, kind, bytes: body.length, gzip: gzipSync(body, { level: 9 }).length }) as Asset)
          .catch(() => undefined),
      )
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number }
      w.__lcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    const document = await (await page.goto(spec.url))?.text()
    // The page's own inline scripts and styles (the theme and sign-in shell script) count as JS and CSS.
    for (const [, tag, body] of (document ?? '').matchAll(/<(script|style)>([\s\S]*?)<\/(?:script|style)>/g)) {
      const bytes = Buffer.from(body!)
      bodies.push(Promise.resolve({ url: `(inline ${tag} of ${spec.url})`, kind: tag === 'style' ? 'css' : 'js', bytes: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }))
    }
    await page.waitForURL((url) => url.pathname === spec.path)
    await page.locator(spec.ready).first().waitFor()
    await page.waitForLoadState('networkidle')
    // LCP entries are reported after the frame that painted them.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    const { fcp, lcp } = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }))
    const assets = (await Promise.all(bodies)).filter((asset): asset is Asset => asset !== undefined)
    return { fcp, lcp, assets, finalPath: new URL(page.url()).pathname }
  } finally {
    await context.close()
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}
const kb = (bytes: number) => (bytes / 1024).toFixed(1)

interface Row {
  readonly label: string
  readonly jsGzip: number
  readonly cssGzip: number
  readonly files: number
  readonly fcp: number
  readonly lcp: number
  readonly fcpThrottled: number
  readonly lcpThrottled: number
  readonly assets: Asset[]
}

async function measure(browser: Browser, baseURL: string, spec: PageSpec): Promise<Row> {
  const plain: Load[] = []
  const throttled: Load[] = []
  // One warm-up load so the server's first-request costs do not land in the first sample.
  await coldLoad(browser, baseURL, spec, 1)
  for (let run = 0; run < RUNS; run += 1) plain.push(await coldLoad(browser, baseURL, spec, 1))
  for (let run = 0; run < RUNS; run += 1) throttled.push(await coldLoad(browser, baseURL, spec, 4))
  const assets = plain[0]!.assets
  const sum = (kind: Asset['kind']) => assets.filter((asset) => asset.kind === kind).reduce((total, asset) => total + asset.gzip, 0)
  return {
    label: spec.label,
    jsGzip: sum('js'),
    cssGzip: sum('css'),
    files: assets.length,
    fcp: median(plain.map((load) => load.fcp)),
    lcp: median(plain.map((load) => load.lcp)),
    fcpThrottled: median(throttled.map((load) => load.fcp)),
    lcpThrottled: median(throttled.map((load) => load.lcp)),
    assets,
  }
}

function table(rows: Row[]): string {
  const lines = [
    '| page | JS gzip KB | CSS gzip KB | JS+CSS gzip KB | files | FCP ms | LCP ms | FCP ms (4x CPU) | LCP ms (4x CPU) |',
    '|---|---|---|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    lines.push(`| ${row.label} | ${kb(row.jsGzip)} | ${kb(row.cssGzip)} | ${kb(row.jsGzip + row.cssGzip)} | ${row.files} | ${Math.round(row.fcp)} | ${Math.round(row.lcp)} | ${Math.round(row.fcpThrottled)} | ${Math.round(row.lcpThrottled)} |`)
  }
  return lines.join('\n')
}

function heaviest(row: Row, count = 8): string {
  return [...row.assets]
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
    .map((asset) => `| ${asset.url} | ${kb(asset.bytes)} | ${kb(asset.gzip)} |`)
    .join('\n')
}

function verdicts(login: Row): string[] {
  const size = (login.jsGzip + login.cssGzip) / 1024
  return [
    `/login JS+CSS ${size.toFixed(1)} KB gzip (target <= ${TARGETS.loginKb}): ${size <= TARGETS.loginKb ? 'met' : 'MISSED'}`,
    `/login LCP ${Math.round(login.lcp)} ms (target <= ${TARGETS.lcpMs}): ${login.lcp <= TARGETS.lcpMs ? 'met' : 'MISSED'}`,
    `/login LCP at 4x CPU ${Math.round(login.lcpThrottled)} ms (target <= ${TARGETS.lcpThrottledMs}): ${login.lcpThrottled <= TARGETS.lcpThrottledMs ? 'met' : 'MISSED'}`,
  ]
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
  const server = await startRealServer()
  let browser: Browser | undefined
  try {
    const { baseURL } = server
    const session = await signInViaApi(baseURL, server.root.email, server.root.password)
    // A direct load of / is what a signed-in user does; if the server does not answer it with the
    // app, measure the same first render reached through /login (which sends a signed-in user to /).
    const rootAnswer = await fetch(`${baseURL}/`)
    const dashboardUrl = rootAnswer.status === 200 ? '/' : '/login'
    if (dashboardUrl !== '/') console.warn(`WARNING: GET / answered ${rootAnswer.status}, not the app; measuring / reached through /login instead.`)
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    const login = await measure(browser, baseURL, { label: '/login', url: '/login', path: '/login', ready: 'button[type="submit"]' })
    const dashboard = await measure(browser, baseURL, { label: `/ (signed in${dashboardUrl === '/' ? '' : ', via /login'})`, url: dashboardUrl, path: '/', ready: '#main-content h1', token: session.token })
    const rows = [login, dashboard]
    const when = new Date().toISOString().slice(0, 16).replace('T', ' ')
    const load = loadavg()[0]!.toFixed(1)
    console.log(`\n${table(rows)}\n`)
    for (const line of verdicts(login)) console.log(line)
    console.log(`\nHeaviest files of /login:\n| file | KB | gzip KB |\n|---|---|---|\n${heaviest(login)}`)
    console.log(`\nHeaviest files of /:\n| file | KB | gzip KB |\n|---|---|---|\n${heaviest(dashboard)}`)
    if (options.write) {
      writeSection(
        [
          '## Browser app',
          '',
          '`npm run bench:web` (scripts/bench-web.ts) runs `vite build`, starts the real server (scripts/start.ts, PGlite in a',
          'temporary directory) and loads each page in headless Debian Chromium at 1440x900, each load in a new browser',
          `context (empty cache). Sizes: every JS and CSS file the page fetched until its first render was complete and the`,
          'network idle, and the inline scripts and styles of the HTML, gzipped at level 9 (the server sends them',
          'uncompressed). FCP and LCP: medians of',
          `${RUNS} cold loads after one warm-up, without and with 4x CPU throttling (CDP Emulation.setCPUThrottlingRate).`,
          `Targets: /login at most ${TARGETS.loginKb} KB gzip JS+CSS, LCP at most ${TARGETS.lcpMs} ms, ${TARGETS.lcpThrottledMs} ms at 4x.`,
          '',
          `Measured ${when} UTC on the shared ${availableParallelism()}-core VM (load average ${load} while others worked), Chromium headless:`,
          '',
          table(rows),
          '',
          ...verdicts(login).map((line) => `- ${line}`),
          '',
          'Heaviest files of /login:',
          '',
          '| file | KB | gzip KB |',
          '|---|---|---|',
          heaviest(login),
          '',
          'Heaviest files of / (signed in):',
          '',
          '| file | KB | gzip KB |',
          '|---|---|---|',
          heaviest(dashboard),
          ...(dashboardUrl === '/' ? [] : ['', `GET / answered ${rootAnswer.status} instead of the app when measured, so / was reached through /login.`]),
        ].join('\n'),
      )
    }
  } finally {
    await browser?.close()
    await server.stop()
  }
}

await main()
