// npm run bench:ai: the chat stream under load, over loopback HTTP, through the provider path (the
// real AI SDK against the scripted OpenAI-compatible server of the tests, with a fixed latency per
// chunk). The app runs in a child process (PGlite in a temp dir, or PostgreSQL when DATABASE_URL is
// set); the parent runs the scripted provider and the clients, so the server's event loop and memory
// are its own. Prints:
//  - the latency Tessera adds to the first token at 50 concurrent streams: the time from sending to
//    the first text event minus the provider's own time to its first chunk (the fixed delay), p50/p95;
//    the provider's time to first chunk measured directly at the same concurrency, for reference.
//    Two readings of "at 50 concurrent streams": burst (50 sends in the same instant, 4 rounds) and
//    steady (50 streams open and streaming, then 40 answers measured one after another beside them);
//  - 200 concurrent streams (200 users, one thread each): how many did not end with `done`, and why;
//  - memory per open stream: 200 long answers open at once, the server's live heap and RSS minus
//    before (the 200-stream round's answers end before the last ones start, so it cannot say);
//  - history search p95 over 100,000 messages: GET /api/chat/threads?q= (the history page's search)
//    for one user with 1,000 threads of 100 messages.
// BENCH_CHUNK_DELAY_MS (default 100) is the provider's delay before each of its 8 chunks.
// BENCH_HISTORY_ONLY=1 runs only the history search, BENCH_STREAMS_ONLY=1 only the streams,
// BENCH_STEADY_ONLY=1 only the steady first-token figure, BENCH_MEMORY_ONLY=1 only the memory per
// open stream;
// BENCH_CPU_PROF_DIR=dir writes a CPU profile of the server process there.
// BENCH_TOKEN_BUDGET=n gives the tenant a monthly token budget of n, so every answer reserves its
// tokens before the provider call and settles after (decision 0084).
import { fork, type ChildProcess } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import { sql } from 'drizzle-orm'
import {
  reply,
  startScriptedOpenAiServer,
  type ScriptedStep,
} from '../tests/support/scripted-openai-server.ts'
import { startChatBenchApp } from './support/chat-bench-app.ts'
import { percentile } from './support/percentile.ts'
import { serverNodeFlags } from './support/server-node-flags.ts'

const chunkDelayMs = Number(process.env.BENCH_CHUNK_DELAY_MS ?? 100)
const chunks = [
  'Die Dosierung ',
  'beträgt ',
  'eine Tablette ',
  'dreimal ',
  'täglich; ',
  'der Listenpreis ',
  'ist 12 Euro ',
  '[1].',
]
const userCount = 200
const question = 'Wie hoch ist der Listenpreis und die Dosierung?'
// The steady figure's 50 open streams ask this and get a long answer (backgroundChunks chunks).
const backgroundQuestion = 'Bitte eine ausführliche Übersicht über alle Lieferungen (Hintergrund).'
const backgroundChunks = 900
const steadyMeasured = 40
const apiKey = 'sk-bench-ai'
const words = [
  'Dosierung',
  'Preis',
  'Lieferung',
  'Rabatt',
  'Apotheke',
  'Tabletten',
  'Lagerung',
  'Studie',
  'Zulassung',
  'Packung',
  'Großhandel',
  'Außendienst',
]

type ToChild = { type: 'memory'; id: number; collect?: boolean } | { type: 'fill-history' }
type FromChild =
  | { type: 'ready'; address: string; database: string; tokens: string[]; assistantId: string }
  | { type: 'memory'; id: number; heapUsed: number; rss: number }
  | { type: 'filled'; seconds: number; threads: number }

// ---------------------------------------------------------------- the server (child process)
async function serve(baseUrl: string) {
  const { app, db, dataDir, tokens, userIds, assistantId } = await startChatBenchApp({
    baseUrl,
    apiKey,
    userCount,
  })

  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const send = (message: FromChild) => process.send!(message)
  process.on('message', async (message: ToChild) => {
    if (message.type === 'memory') {
      // collect: a full collection first (the child runs with --expose-gc), so heapUsed is live memory.
      if (message.collect) (globalThis as { gc?: () => void }).gc?.()
      const { heapUsed, rss } = process.memoryUsage()
      send({ type: 'memory', id: message.id, heapUsed, rss })
    } else if (message.type === 'fill-history') {
      // 100,000 messages of the first user in 1,000 new threads, in batches of 10,000, as the
      // product writes them (search vector in the tenant's language).
      const started = performance.now()
      const threadIds: string[] = []
      for (let i = 0; i < 1000; i++) threadIds.push(randomUUID())
      await db.execute(sql`
        insert into chat_threads (id, tenant_group, user_id, assistant_id, kind, route, title, settings, created_at, updated_at, last_message_at)
        select t ->> 0, 'DEMO', ${userIds[0]}, ${assistantId}, 'classic', 'chatbot', 'Verlauf ' || (t ->> 1), '{}'::jsonb,
               now() - ((t ->> 1)::int || ' hours')::interval, now(), now() - ((t ->> 1)::int || ' hours')::interval
        from jsonb_array_elements(${JSON.stringify(threadIds.map((id, i) => [id, String(i)]))}::jsonb) t`)
      for (let batch = 0; batch < 10; batch++) {
        await db.execute(sql`
          insert into chat_messages (id, thread_id, tenant_group, user_id, seq, role, content, status, search_vector, created_at)
          select gen_random_uuid()::text, ${JSON.stringify(threadIds)}::jsonb ->> (g / 100), 'DEMO', ${userIds[0]}, g % 100 + 1,
                 case when g % 2 = 0 then 'user' else 'assistant' end, c.content, 'complete', to_tsvector('german', c.content),
                 now() - (g || ' minutes')::interval
          from generate_series(${batch * 10_000}::int, ${batch * 10_000 + 9_999}::int) as g,
          lateral (select 'Frage ' || g || ' zu ' || (${JSON.stringify(words)}::jsonb ->> (g % 12)) || ' und ' ||
                          (${JSON.stringify(words)}::jsonb ->> ((g * 7 + ${batch}::int) % 12)) || ' im Monat ' || (g % 12 + 1) ||
                          ': eine Antwort mit einigen Sätzen über die Versorgung der Apotheken, die Packungsgrößen und den Versand.' as content) c`)
      }
      await db.execute(sql`analyze chat_messages`)
      await db.execute(sql`analyze chat_threads`)
      send({ type: 'filled', seconds: (performance.now() - started) / 1000, threads: threadIds.length })
    }
  })
  process.on('SIGTERM', async () => {
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
    process.exit(0)
  })
  send({ type: 'ready', address, database: app.database.kind, tokens, assistantId })
}

// ---------------------------------------------------------------- the clients (parent process)
const countReasons = (failures: string[]) => {
  const reasons: Record<string, number> = {}
  for (const failure of failures) reasons[failure] = (reasons[failure] ?? 0) + 1
  return reasons
}
const ms = (value: number) => `${value.toFixed(1)} ms`
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')

async function run() {
  const provider = await startScriptedOpenAiServer({ apiKey })
  // Every chat request (answers and the title job's requests) gets the same fixed-latency reply.
  const step: ScriptedStep = reply(chunks, { chunkDelayMs, usage: { input: 200, output: 20 } })
  provider.script(...Array.from({ length: 20_000 }, () => step))
  // The answers of the steady figure's open streams (not their title requests): long enough to stay
  // open while the measured answers run one after another.
  provider.answerWhen(
    (body) => {
      const text = JSON.stringify(body.messages ?? '')
      return text.includes('(Hintergrund)') && !text.includes('Write a title')
    },
    reply(
      Array.from({ length: backgroundChunks }, (_, i) => `Satz ${i}. `),
      { chunkDelayMs, usage: { input: 200, output: backgroundChunks } },
    ),
  )

  const child: ChildProcess = fork(new URL(import.meta.url).pathname, ['--serve', provider.baseUrl], {
    // The flags `npm start` gives the server (decision 0063). BENCH_CPU_PROF_DIR: a CPU profile of the
    // server process (node --cpu-prof), written when it exits.
    execArgv: [
      ...serverNodeFlags,
      ...(process.env.BENCH_SERVER_FLAGS ?? '').split(/\s+/).filter(Boolean),
      ...process.execArgv,
      // Only lets the bench ask for a full collection before it reads the live heap (memory per stream).
      '--expose-gc',
      ...(process.env.BENCH_CPU_PROF_DIR
        ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF_DIR}`]
        : []),
    ],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  // A server that dies (or fails to start) ends the bench with its exit code instead of leaving it waiting.
  let stopping = false
  child.once('exit', (code, signal) => {
    if (stopping) return
    console.error(`bench:ai: the server process exited (${signal ?? `code ${code}`}) before the bench ended`)
    process.exit(1)
  })
  const pending = new Map<string, (message: FromChild) => void>()
  child.on('message', (message: FromChild) => {
    const key = message.type === 'memory' ? `memory:${message.id}` : message.type
    pending.get(key)?.(message)
    pending.delete(key)
  })
  const expect = <T extends FromChild>(key: string) =>
    new Promise<T>((resolve) => pending.set(key, resolve as (message: FromChild) => void))
  let memoryId = 0
  const memory = (collect = false) => {
    const id = ++memoryId
    const answer = expect<Extract<FromChild, { type: 'memory' }>>(`memory:${id}`)
    child.send({ type: 'memory', id, collect } satisfies ToChild)
    return answer
  }

  const ready = await expect<Extract<FromChild, { type: 'ready' }>>('ready')
  const { address, tokens, assistantId } = ready
  const headersOf = (user: number) => ({
    authorization: `Bearer ${tokens[user]}`,
    'content-type': 'application/json',
  })
  console.log(
    `bench:ai on ${ready.database}, provider delay ${chunkDelayMs} ms before each of ${chunks.length} chunks, load average ${load()}`,
  )

  const newThread = async (user: number) => {
    const response = await fetch(`${address}/api/chat/threads`, {
      method: 'POST',
      headers: headersOf(user),
      body: JSON.stringify({ assistantId, routeId: 'chatbot', kind: 'classic' }),
    })
    if (response.status !== 201 && response.status !== 200)
      throw new Error(`thread: ${response.status} ${await response.text()}`)
    return ((await response.json()) as { id: string }).id
  }

  interface StreamResult {
    firstTextMs: number
    totalMs: number
    ok: boolean
    failure?: string
  }
  let openStreams = 0
  /** One streamed answer: time to the first text event, total time, and whether it ended with done. */
  async function stream(
    user: number,
    threadId: string,
    onFirstText?: () => void,
    { content = question, signal }: { content?: string; signal?: AbortSignal } = {},
  ): Promise<StreamResult> {
    const started = performance.now()
    let firstTextMs = NaN
    let last: { type: string; code?: string } = { type: 'none' }
    openStreams += 1
    try {
      const response = await fetch(`${address}/api/chat/threads/${threadId}/messages`, {
        method: 'POST',
        headers: headersOf(user),
        body: JSON.stringify({ content }),
        signal,
      })
      if (response.status !== 200)
        return {
          firstTextMs,
          totalMs: performance.now() - started,
          ok: false,
          failure: `status ${response.status}`,
        }
      const reader = response.body!.getReader()
      const decoder = new TextDecoder()
      let buffered = ''
      for (let next = await reader.read(); !next.done; next = await reader.read()) {
        buffered += decoder.decode(next.value, { stream: true })
        const lines = buffered.split('\n')
        buffered = lines.pop()!
        for (const line of lines) {
          if (!line) continue
          const event = JSON.parse(line) as { type: string; code?: string }
          if (event.type === 'text' && Number.isNaN(firstTextMs)) {
            firstTextMs = performance.now() - started
            onFirstText?.()
          }
          last = event
        }
      }
    } catch (error) {
      return {
        firstTextMs,
        totalMs: performance.now() - started,
        ok: false,
        failure: (error as Error).message,
      }
    } finally {
      openStreams -= 1
    }
    const ok = last.type === 'done'
    return {
      firstTextMs,
      totalMs: performance.now() - started,
      ok,
      failure: ok ? undefined : `ended with ${last.type}${last.code ? ` ${last.code}` : ''}`,
    }
  }

  async function round(concurrency: number, onFirstText?: () => void) {
    const threads = await Promise.all(Array.from({ length: concurrency }, (_, user) => newThread(user)))
    return Promise.all(threads.map((threadId, user) => stream(user, threadId, onFirstText)))
  }

  /** The provider alone at the same concurrency: time to its first content chunk, over the same loopback. */
  async function providerFirstChunk(concurrency: number): Promise<number[]> {
    return Promise.all(
      Array.from({ length: concurrency }, async () => {
        const started = performance.now()
        const response = await fetch(`${provider.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            model: 'scripted-chat',
            stream: true,
            messages: [{ role: 'user', content: 'x' }],
          }),
        })
        const reader = response.body!.getReader()
        const decoder = new TextDecoder()
        let text = ''
        let first = NaN
        for (let next = await reader.read(); !next.done; next = await reader.read()) {
          text += decoder.decode(next.value, { stream: true })
          if (Number.isNaN(first) && /"content":"[^"]/.test(text)) first = performance.now() - started
        }
        return first
      }),
    )
  }

  // BENCH_HISTORY_ONLY=1: only the history search (step 3).
  const streams = process.env.BENCH_HISTORY_ONLY !== '1'
  // Warm-up: compiles, connects, fills caches.
  if (streams) await round(10)

  // BENCH_STEADY_ONLY=1: only the steady first-token figure (step 1b); BENCH_MEMORY_ONLY=1 only the
  // memory per open stream (step 2b).
  const steadyOnly = process.env.BENCH_STEADY_ONLY === '1'
  const memoryOnly = process.env.BENCH_MEMORY_ONLY === '1'
  if (streams) await measureStreams()

  async function measureStreams() {
    if (memoryOnly) return measureOpenMemory()
    if (!steadyOnly) await measureBurst()
    await measureSteady()
    if (!steadyOnly) await measureMany()
    if (!steadyOnly) await measureOpenMemory()
  }

  async function measureOpenMemory() {
    // 2b. Memory per open stream: 200 long answers (the steady step's, 900 chunks) open at once. The
    // server's live heap (after a full collection) and RSS once all 200 are streaming, minus the same
    // just before they were sent; then the clients go away (which also tests that 200 aborts end well).
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const before = await memory(true)
    const clients = new AbortController()
    let settled = 0
    let allSettled!: () => void
    const allStreaming = new Promise<void>((resolve) => (allSettled = resolve))
    const counted = () => {
      settled += 1
      if (settled === userCount) allSettled()
    }
    const threads = await Promise.all(Array.from({ length: userCount }, (_, user) => newThread(user)))
    const runs = threads.map((threadId, user) =>
      stream(user, threadId, counted, { content: backgroundQuestion, signal: clients.signal }).then(
        (result) => {
          // A stream that ends without text must not keep the step waiting.
          if (Number.isNaN(result.firstTextMs)) counted()
          return result
        },
      ),
    )
    await allStreaming
    const open = openStreams
    const during = await memory(true)
    clients.abort()
    const results = await Promise.all(runs)
    const failed = results.filter((result) => Number.isNaN(result.firstTextMs))
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    const after = await memory(true)
    const per = (bytes: number) => `${(bytes / open / 1024).toFixed(0)} KiB`
    console.log(
      `memory per open stream (server process, ${open} of ${userCount} streaming at once, ${failed.length} without text ${JSON.stringify(countReasons(failed.map((result) => result.failure ?? '?')))}): ` +
        `live heap ${per(during.heapUsed - before.heapUsed)}, rss ${per(during.rss - before.rss)}; ` +
        `heap before ${(before.heapUsed / 2 ** 20).toFixed(0)} MiB, with them ${(during.heapUsed / 2 ** 20).toFixed(0)} MiB, 2 s after they were aborted ${(after.heapUsed / 2 ** 20).toFixed(0)} MiB; load average ${load()}`,
    )
  }

  async function measureBurst() {
    // 1. First-token latency at 50 concurrent streams, 4 rounds.
    const direct: number[] = []
    for (let i = 0; i < 2; i++) direct.push(...(await providerFirstChunk(50)))
    const firstTokens: number[] = []
    const firstRoundFailures: string[] = []
    for (let i = 0; i < 4; i++) {
      for (const result of await round(50)) {
        firstTokens.push(result.firstTextMs)
        if (!result.ok) firstRoundFailures.push(result.failure ?? '?')
      }
    }
    const added = firstTokens.map((value) => value - chunkDelayMs)
    console.log(
      `first token at 50 concurrent streams (burst: 4 rounds of 50 sends at once; 200 streams, ${firstRoundFailures.length} failed ${JSON.stringify(countReasons(firstRoundFailures))}): through Tessera p50 ${ms(percentile(firstTokens, 50))}, p95 ${ms(percentile(firstTokens, 95))}; ` +
        `added by Tessera (minus the provider's ${chunkDelayMs} ms) p50 ${ms(percentile(added, 50))}, p95 ${ms(percentile(added, 95))}; ` +
        `provider alone, 50 concurrent: p50 ${ms(percentile(direct, 50))}, p95 ${ms(percentile(direct, 95))}; load average ${load()}`,
    )
  }

  async function measureSteady() {
    // 1b. Steady: 50 streams open and streaming (long answers), and then one answer at a time is
    // measured beside them (40 answers, each from its send to its end before the next): the latency
    // Tessera adds to a stream while 50 others are in flight, without the 50 starting in the same
    // instant. Users 50-99 hold the open streams, users 100-139 send the measured ones.
    const background = new AbortController()
    let backgroundStreaming = 0
    let allBackground!: () => void
    const backgroundStarted = new Promise<void>((resolve) => (allBackground = resolve))
    const backgroundThreads = await Promise.all(Array.from({ length: 50 }, (_, i) => newThread(50 + i)))
    // Counted when a stream sends text or ends without any (a failure must not keep the step waiting).
    const backgroundReady = () => {
      backgroundStreaming += 1
      if (backgroundStreaming === 50) allBackground()
    }
    const backgroundRuns = backgroundThreads.map((threadId, i) =>
      stream(50 + i, threadId, backgroundReady, {
        content: backgroundQuestion,
        signal: background.signal,
      }).then((result) => {
        if (Number.isNaN(result.firstTextMs)) backgroundReady()
        if (!result.ok && !background.signal.aborted)
          console.log(`steady: an open stream ended early: ${result.failure}`)
        return result
      }),
    )
    await backgroundStarted
    const steady: number[] = []
    const steadyFailures: string[] = []
    let stillOpen = 50
    for (let i = 0; i < steadyMeasured; i++) {
      const threadId = await newThread(100 + i)
      const result = await stream(100 + i, threadId)
      steady.push(result.firstTextMs - chunkDelayMs)
      if (!result.ok) steadyFailures.push(result.failure ?? '?')
      stillOpen = Math.min(stillOpen, openStreams)
    }
    background.abort()
    await Promise.all(backgroundRuns)
    console.log(
      `first token beside 50 open streams (steady; ${steadyMeasured} answers one after another, ${steadyFailures.length} failed ${JSON.stringify(countReasons(steadyFailures))}, at least ${stillOpen} streams open throughout): ` +
        `added by Tessera p50 ${ms(percentile(steady, 50))}, p95 ${ms(percentile(steady, 95))}, max ${ms(Math.max(...steady))}; load average ${load()}`,
    )
  }

  async function measureMany() {
    // 2. 200 concurrent streams, and memory while they are all open.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    global.gc?.()
    const idle = await memory()
    let peak = idle
    let peakOpen = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        const open = openStreams
        const now = await memory()
        if (now.heapUsed > peak.heapUsed || open > peakOpen) {
          if (now.heapUsed > peak.heapUsed) peak = { ...now, rss: Math.max(now.rss, peak.rss) }
          peakOpen = Math.max(peakOpen, open)
        }
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
    })()
    let streaming = 0
    let allStreaming!: () => void
    const allStarted = new Promise<void>((resolve) => (allStreaming = resolve))
    const bigRound = round(userCount, () => {
      streaming += 1
      if (streaming === userCount) allStreaming()
    })
    // The moment every one of the 200 answers has sent text and none has finished (8 chunks x delay).
    const whileOpen = await Promise.race([allStarted.then(() => memory()), bigRound.then(() => null)])
    const big = await bigRound
    sampling = false
    await sampler
    const errors = big.filter((result) => !result.ok)
    const reasons: Record<string, number> = {}
    for (const result of errors) reasons[result.failure ?? '?'] = (reasons[result.failure ?? '?'] ?? 0) + 1
    console.log(
      `200 concurrent streams: ${errors.length} errors ${JSON.stringify(reasons)}, first token p95 ${ms(
        percentile(
          big.map((result) => result.firstTextMs),
          95,
        ),
      )}, complete answer p50 ${ms(
        percentile(
          big.map((result) => result.totalMs),
          50,
        ),
      )} p95 ${ms(
        percentile(
          big.map((result) => result.totalMs),
          95,
        ),
      )}; load average ${load()}`,
    )
    const kib = (bytes: number) => `${(bytes / userCount / 1024).toFixed(0)} KiB`
    if (whileOpen) {
      console.log(
        `memory per open stream (server process, all 200 streaming, minus idle): heap ${kib(whileOpen.heapUsed - idle.heapUsed)}, rss ${kib(whileOpen.rss - idle.rss)}; peak during the round: heap ${kib(peak.heapUsed - idle.heapUsed)}, rss ${kib(peak.rss - idle.rss)}`,
      )
    } else {
      console.log(
        `memory per open stream: the 200 streams were never open at once; peak during the round: heap ${kib(peak.heapUsed - idle.heapUsed)}, rss ${kib(peak.rss - idle.rss)}`,
      )
    }
  }

  // BENCH_STREAMS_ONLY=1: only the streams (steps 1 and 2).
  if (process.env.BENCH_STREAMS_ONLY !== '1' && !steadyOnly && !memoryOnly) await measureHistory()

  async function measureHistory() {
    // 3. History search over 100,000 messages of one user, through the history page's API.
    const filling = expect<Extract<FromChild, { type: 'filled' }>>('filled')
    child.send({ type: 'fill-history' } satisfies ToChild)
    const filled = await filling
    console.log(
      `history: 100,000 messages in ${filled.threads} threads written in ${filled.seconds.toFixed(1)} s`,
    )
    const searchTimes: number[] = []
    let found = 0
    for (let i = 0; i < 200 + 20; i++) {
      const term = words[i % words.length]!
      const started = performance.now()
      const response = await fetch(`${address}/api/chat/threads?q=${encodeURIComponent(term)}`, {
        headers: headersOf(0),
      })
      const body = (await response.json()) as { items: unknown[] }
      if (response.status !== 200)
        throw new Error(`history search: ${response.status} ${JSON.stringify(body)}`)
      if (i >= 20) {
        searchTimes.push(performance.now() - started)
        found += body.items.length
      }
    }
    console.log(
      `history search over 100,000 messages (GET /api/chat/threads?q=, 200 searches of one word, ${(found / 200).toFixed(0)} threads a page): p50 ${ms(percentile(searchTimes, 50))}, p95 ${ms(percentile(searchTimes, 95))}; load average ${load()}`,
    )
  }

  stopping = true
  child.kill('SIGTERM')
  await new Promise((resolve) => child.once('exit', resolve))
  await provider.close()
}

if (process.argv[2] === '--serve') await serve(process.argv[3]!)
else await run()
