// What one page load costs as the browser sees it, from Chromium's DevTools protocol: bytes on the
// wire (Network.loadingFinished's encodedDataLength: compressed bodies plus headers), requests that
// went to the network (cache hits excluded, revalidations included), how many of them started before
// the largest contentful paint, FCP and LCP, and when the app first answered input. Shared by scripts/bench-web.ts and the e2e budget test.
import type { BrowserContext } from 'playwright-core'
import { INTERACTIVE_MARK } from '../../../src/client/lib/interactive-mark.ts'

export interface PageSpec {
  readonly label: string
  /** What is loaded; the page is done when `ready` is visible and `path` is reached. */
  readonly url: string
  readonly path: string
  readonly ready: string
  /** Whether the page sets the app's interactive mark (the signed-in layout does): its time is waited for. */
  readonly marksInteractive?: boolean
}

export interface WireRequest {
  readonly url: string
  /** Path of the document or script that asked for it (its first stack frame), when known. */
  readonly initiator: string | undefined
  readonly bytes: number
  /** Milliseconds from the navigation's start. */
  readonly startMs: number
  readonly endMs: number
}

export interface WireLoad {
  readonly bytes: number
  readonly requests: WireRequest[]
  readonly requestsBeforeLcp: number
  readonly fcp: number
  readonly lcp: number
  /** When the page first answered input (the app's User Timing mark, lib/interactive-mark.ts); NaN without one. */
  readonly interactive: number
}

interface Tracked {
  url: string
  initiator: string | undefined
  start: number
  end?: number
  bytes?: number
  fromCache: boolean
}

/** Loads `spec` in a new page of `context` at `cpuRate` times slower CPU and measures it. */
export async function measureLoad(context: BrowserContext, baseURL: string, spec: PageSpec, cpuRate: number): Promise<WireLoad> {
  const page = await context.newPage()
  try {
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })
    await cdp.send('Network.enable')
    const tracked = new Map<string, Tracked>()
    cdp.on('Network.requestWillBeSent', (event) => {
      const initiator = event.initiator.stack?.callFrames[0]?.url || event.initiator.url
      if (!event.request.url.startsWith('data:'))
        tracked.set(event.requestId, { url: event.request.url, initiator: initiator ? new URL(initiator).pathname : undefined, start: event.timestamp, fromCache: false })
    })
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = tracked.get(event.requestId)
      if (request) request.fromCache = true
    })
    cdp.on('Network.responseReceived', (event) => {
      const request = tracked.get(event.requestId)
      if (request && (event.response.fromDiskCache || event.response.fromPrefetchCache)) request.fromCache = true
    })
    cdp.on('Network.loadingFinished', (event) => {
      const request = tracked.get(event.requestId)
      if (request) Object.assign(request, { end: event.timestamp, bytes: event.encodedDataLength })
    })
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number }
      w.__lcp = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lcp = Math.max(w.__lcp, entry.startTime)
      }).observe({ type: 'largest-contentful-paint', buffered: true })
    })
    await page.goto(new URL(spec.url, baseURL).toString())
    await page.waitForURL((url) => url.pathname === spec.path)
    await page.locator(spec.ready).first().waitFor()
    await page.waitForLoadState('networkidle')
    // LCP entries are reported after the frame that painted them, and on a busy machine the
    // observer's callback can come later still: wait for the first one rather than a fixed time.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))))
    await page.waitForFunction(() => (window as unknown as { __lcp: number }).__lcp > 0, undefined, { timeout: 10_000 })
    if (spec.marksInteractive) await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, INTERACTIVE_MARK, { timeout: 10_000 })
    const { fcp, lcp, interactive } = await page.evaluate((mark) => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
      interactive: performance.getEntriesByName(mark)[0]?.startTime ?? Number.NaN,
    }), INTERACTIVE_MARK)
    await cdp.detach()
    const all = [...tracked.values()]
    // The document's request starts the navigation: times are counted from it.
    const origin = all[0]?.start ?? 0
    const requests = all
      .filter((request) => !request.fromCache && request.end !== undefined)
      .map((request) => ({ url: new URL(request.url).pathname, initiator: request.initiator, bytes: request.bytes ?? 0, startMs: (request.start - origin) * 1000, endMs: (request.end! - origin) * 1000 }))
    return {
      bytes: requests.reduce((total, request) => total + request.bytes, 0),
      requests,
      requestsBeforeLcp: requests.filter((request) => request.startMs <= lcp).length,
      fcp,
      lcp,
      interactive,
    }
  } finally {
    await page.close()
  }
}
