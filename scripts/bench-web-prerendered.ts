// npm run bench:web:prerendered: what the signed-in first page would gain from HTML rendered by the
// server (decision 0075). The product does not do that; this measures the bound, so that the choice
// rests on figures. It builds the app, starts the real server, signs in as ROOT, lets the app draw `/`
// once, and takes the page's markup (`#root`) and its Emotion rules. A small HTTP front then serves
// `/` as index.html with that markup and those rules in it (brotli when asked), passing every other
// request to the real server. Three ways of loading `/` signed in, cold, alternating, at 1x and 4x CPU:
//   client render   today's product, through the same front;
//   HTML, app boots the prerendered page with the app's scripts, which start at once and draw over it;
//   HTML only       the prerendered page without the app's module scripts: the first paint of the
//                   markup alone, the lower bound of any server rendering.
// It also prints the added bytes (markup and rules, brotli) that server rendering would put on the wire.
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants } from 'node:zlib'
import { chromium, type Browser } from 'playwright-core'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/e2e-env.ts'
import { ensureClientBuilt, signInViaApi, startRealServer } from '../tests/e2e/support/real-server.ts'
import { measureLoad, type PageSpec } from '../tests/e2e/support/wire-metrics.ts'
import { median } from './support/percentile.ts'

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '7' }, 'no-build': { type: 'boolean', default: false } }, strict: true })
const RUNS = Number(options.runs)
const VIEWPORT = { width: 1440, height: 900 }
const DASHBOARD: PageSpec = { label: '/ (signed in)', url: '/', path: '/', ready: '#main-content h1' }

const brotli = (text: string) => brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })

/** The markup of `#root` and the rules Emotion inserted, once the app has drawn `/` signed in. */
async function capture(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, storageState: { cookies: [], origins: [{ origin: baseURL, localStorage: [{ name: 'user-token', value: token }] }] } })
  try {
    const page = await context.newPage()
    await page.goto('/')
    await page.locator('#main-content h3').first().waitFor()
    await page.waitForLoadState('networkidle')
    return await page.evaluate(() => {
      let rules = ''
      for (const sheet of Array.from(document.styleSheets)) {
        if (!(sheet.ownerNode as HTMLElement | null)?.dataset?.emotion) continue
        for (const rule of Array.from(sheet.cssRules)) rules += `${rule.cssText}\n`
      }
      return { markup: document.getElementById('root')!.innerHTML, rules, elements: document.querySelectorAll('#root *').length }
    })
  } finally {
    await context.close()
  }
}

/** Serves `documents[mode]` for `/?mode` and passes everything else to `upstream`. */
async function startFront(upstream: URL, documents: Record<string, string>) {
  const compressed = Object.fromEntries(Object.entries(documents).map(([mode, html]) => [mode, brotli(html)]))
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const mode = req.url?.startsWith('/?') ? req.url.slice(2) : undefined
    if (mode && compressed[mode]) {
      const br = String(req.headers['accept-encoding'] ?? '').includes('br')
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache', ...(br ? { 'content-encoding': 'br' } : {}) })
      res.end(br ? compressed[mode] : documents[mode])
      return
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    forward.on('error', () => res.destroy())
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

async function main() {
  if (!options['no-build']) {
    console.log('vite build ...')
    ensureClientBuilt({ force: true })
  }
  const server = await startRealServer()
  let browser: Browser | undefined
  let front: Awaited<ReturnType<typeof startFront>> | undefined
  try {
    const { baseURL } = server
    const session = await signInViaApi(baseURL, server.root.email, server.root.password)
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true })
    const page = await capture(browser, baseURL, session.token)
    const index = await (await fetch(new URL('/', baseURL))).text()
    const withMarkup = index.replace('</head>', `<style data-prerendered>${page.rules}</style></head>`).replace('<div id="root"></div>', `<div id="root">${page.markup}</div>`)
    if (!withMarkup.includes(page.markup)) throw new Error('index.html has no empty #root to fill')
    const documents = {
      client: index,
      boots: withMarkup,
      // Without the app nothing reads the answers the boot script asked for, and the browser would
      // keep those requests open: read them, as the app would.
      only: withMarkup
        .replace(/<script type="module"[^>]*><\/script>/g, '')
        .replace(/<link rel="modulepreload"[^>]*>/g, '')
        .replace('</body>', '<script>for (const early of [window.__tesseraGetUser, window.__tesseraTiles]) early?.response.then((r) => r.text())</script></body>'),
    }
    front = await startFront(new URL(baseURL), documents)
    const labels: Record<keyof typeof documents, string> = { client: 'client render (today)', boots: 'HTML, app boots at once', only: 'HTML only (the bound)' }
    console.log(`\nROOT's / : ${page.elements} elements; markup ${(page.markup.length / 1024).toFixed(1)} KB (${(brotli(page.markup).length / 1024).toFixed(1)} KB brotli), Emotion rules ${(page.rules.length / 1024).toFixed(1)} KB (${(brotli(page.rules).length / 1024).toFixed(1)} KB brotli), together ${(brotli(page.markup + page.rules).length / 1024).toFixed(1)} KB brotli`)
    console.log(`Cold loads, ${RUNS} of each, alternating; medians (ms from navigation)\n`)
    console.log('| document | CPU | KB on the wire | FCP ms | LCP ms |\n|---|---|---|---|---|')
    for (const cpuRate of [1, 4]) {
      const results = new Map<string, { bytes: number[]; fcp: number[]; lcp: number[] }>()
      for (let run = -1; run < RUNS; run += 1) {
        for (const mode of Object.keys(documents) as (keyof typeof documents)[]) {
          const context = await browser.newContext({ baseURL: front.url, viewport: VIEWPORT, storageState: { cookies: [], origins: [{ origin: front.url, localStorage: [{ name: 'user-token', value: session.token }] }] } })
          try {
            const load = await measureLoad(context, front.url, { ...DASHBOARD, url: `/?${mode}` }, cpuRate)
            if (run < 0) continue // one warm-up round
            const entry = results.get(mode) ?? { bytes: [], fcp: [], lcp: [] }
            entry.bytes.push(load.bytes)
            entry.fcp.push(load.fcp)
            entry.lcp.push(load.lcp)
            results.set(mode, entry)
          } finally {
            await context.close()
          }
        }
      }
      for (const [mode, entry] of results)
        console.log(`| ${labels[mode as keyof typeof documents]} | ${cpuRate}x | ${(median(entry.bytes) / 1024).toFixed(1)} | ${Math.round(median(entry.fcp))} | ${Math.round(median(entry.lcp))} |`)
    }
  } finally {
    await front?.close()
    await browser?.close()
    await server.stop()
  }
}

await main()
