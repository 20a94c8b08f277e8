// bench:analysis (feeds part): a 500 MB feed and a 500 MB page are refused without the process growing
// by more than 100 MB. A local server streams 500 MB without a length as fast as it is read; the
// fetcher reads through the outbound client with the production limits (10 MB). Prints the resident
// set size before, its peak while fetching, the growth, how long the refusal took and how much the
// server got to send. Run: npx tsx scripts/bench-analysis-feeds.ts
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fetchText } from '../src/server/analysis/sources/fetch-text.ts'
import { configureOutbound } from '../src/server/net/outbound/outbound-policy.ts'

const total = 500 * 1024 * 1024
const chunk = Buffer.alloc(256 * 1024, 'a')
let sent = 0
const server = createServer((request, response) => {
  sent = 0
  let closed = false
  response.on('close', () => (closed = true))
  response.writeHead(200, {
    'content-type': request.url === '/page.html' ? 'text/html' : 'application/rss+xml',
  })
  response.write(request.url === '/page.html' ? '<html><body><p>' : '<rss version="2.0"><channel><title>')
  const pump = () => {
    while (sent < total && !closed) {
      sent += chunk.length
      if (!response.write(chunk)) return void response.once('drain', pump)
    }
    if (!closed) response.end()
  }
  pump()
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
configureOutbound({ allowLoopback: true, allowedHosts: [] })
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1)

for (const path of ['/feed.xml', '/page.html']) {
  global.gc?.()
  const before = process.memoryUsage().rss
  let peak = before
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5)
  const started = performance.now()
  const outcome = await fetchText(`${base}${path}`).then(
    () => 'read (NOT refused)',
    (error: { code?: string }) => `refused: ${error.code}`,
  )
  const took = performance.now() - started
  await new Promise((resolve) => setTimeout(resolve, 50))
  clearInterval(sampler)
  peak = Math.max(peak, process.memoryUsage().rss)
  console.log(
    `500 MB ${path}: ${outcome} in ${took.toFixed(0)} ms; RSS ${mb(before)} MB before, peak ${mb(peak)} MB, growth ${mb(peak - before)} MB (limit 100 MB); the server sent ${mb(sent)} MB before the connection closed`,
  )
  if (peak - before > 100 * 1024 * 1024 || !outcome.startsWith('refused')) process.exitCode = 1
}
server.close()
