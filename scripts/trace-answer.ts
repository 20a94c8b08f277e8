// Traces the statements of one chat answer (PGlite): the bench:ai set-up, then one send, every
// statement with its time since the send, and when the first text event arrived.
import { rmSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { reply, startScriptedOpenAiServer } from '../tests/support/scripted-openai-server.ts'
import { startChatBenchApp } from './support/chat-bench-app.ts'

const apiKey = 'sk-bench-ai'
const userCount = 3
let tracing = false
let t0 = 0
const trace: string[] = []
for (const name of ['query', 'exec'] as const) {
  const original = PGlite.prototype[name] as (...args: unknown[]) => Promise<unknown>
  ;(PGlite.prototype as unknown as Record<string, unknown>)[name] = async function (
    this: PGlite,
    ...args: unknown[]
  ) {
    const started = performance.now()
    try {
      return await original.apply(this, args)
    } finally {
      if (tracing)
        trace.push(
          `${(started - t0).toFixed(1).padStart(7)} +${(performance.now() - started).toFixed(1).padStart(6)} ms  ${String(args[0]).replace(/\s+/g, ' ').slice(0, 160)}`,
        )
    }
  }
}
const provider = await startScriptedOpenAiServer({ apiKey })
provider.script(
  ...Array.from({ length: 100 }, () =>
    reply(['Die Dosierung ', 'beträgt ', '[1].'], { chunkDelayMs: 100, usage: { input: 200, output: 20 } }),
  ),
)
const baseUrl = provider.baseUrl
const { app, dataDir, tokens, assistantId } = await startChatBenchApp({ baseUrl, apiKey, userCount })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const firstTexts: number[] = []
const before: number[] = []
const headers = { authorization: `Bearer ${tokens[0]}`, 'content-type': 'application/json' }
for (let round = 0; round < Number(process.env.ROUNDS ?? 3); round++) {
  const created = await fetch(`${address}/api/chat/threads`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ assistantId, routeId: 'chatbot', kind: 'classic' }),
  })
  const threadId = ((await created.json()) as { id: string }).id
  await new Promise((resolve) => setTimeout(resolve, 300))
  trace.length = 0
  tracing = true
  t0 = performance.now()
  const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ content: 'Wie hoch ist der Listenpreis und die Dosierung?' }),
  })
  const reader = response.body!.getReader()
  const decoder = new TextDecoder()
  let firstText = Number.NaN
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    const text = decoder.decode(next.value)
    for (const line of text.split('\n').filter(Boolean)) {
      if (Number.isNaN(firstText) && line.includes('"type":"text"')) {
        firstText = performance.now() - t0
        before.push(trace.filter((entry) => !entry.includes(' event ')).length)
      }
      trace.push(`${(performance.now() - t0).toFixed(1).padStart(7)} event ${line.slice(0, 60)}`)
    }
  }
  firstTexts.push(firstText - 100)
  await new Promise((resolve) => setTimeout(resolve, 1500))
  tracing = false
  if (process.env.QUIET !== '1') console.log(`--- round ${round}: ${trace.filter((line) => !line.includes(' event ')).length} statements`)
  if (process.env.QUIET !== '1') console.log(trace.join('\n'))
}
const sorted = [...firstTexts].sort((a, b) => a - b)
console.log(
  `first text minus the provider's 100 ms, ${sorted.length} answers one at a time: median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(1)} ms, ` +
    `min ${sorted[0]!.toFixed(1)}, max ${sorted.at(-1)!.toFixed(1)}; statements before it: ${[...new Set(before)].join(', ')}`,
)
await app.close()
await provider.close()
rmSync(dataDir, { recursive: true, force: true })
