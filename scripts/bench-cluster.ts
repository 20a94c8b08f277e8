// npm run bench:cluster (under scripts/ci/with-postgres.sh, or with DATABASE_URL set): three server
// processes (scripts/start.ts) on one PostgreSQL behind a small round-robin proxy, chats through the
// scripted OpenAI-compatible provider of the tests and uploads from three tenants; one process is
// killed with SIGKILL while answers stream, files are indexed and FAQ generations run (one per tenant,
// over the documents uploaded first; the victim is a process running one). Prints, each must be 0:
//  - jobs lost (queued or running at the end) and jobs failed; files whose chunks were written twice;
//  - FAQ generations not done (stuck queued or running, or failed), done without a pair, or run again
//    beyond the one retry a killed run needs (claims counted on the job, pairs written twice);
//  - answers left "streaming", and interrupted answers that could not be regenerated;
//  - uploads that neither completed (201 and then ready) nor were refused (an error the client saw);
//  - requests sent after the kill that failed (the proxy passes over a process that refuses).
// BENCH_CHUNK_DELAY_MS (default 100): the provider's delay before each of its 60 chunks (and before
// each word of an FAQ answer).
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql, type SQL } from 'drizzle-orm'
import { reply, startScriptedOpenAiServer } from '../tests/support/scripted-openai-server.ts'
import { answerFaqRequests } from '../tests/support/scripted-faq-answers.ts'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) {
  console.error('bench:cluster needs PostgreSQL: bash scripts/ci/with-postgres.sh npm run bench:cluster')
  process.exit(2)
}
const chunkDelayMs = Number(process.env.BENCH_CHUNK_DELAY_MS ?? 100)
const tenants = ['DEMO', 'BPI', 'NERES']
const chatsPerTenant = 6
const filesPerTenant = 12
// Questions the uploaded files answer: every word that is not a stop word is in each file, so full
// text finds passages however many files are indexed (a missing word would find none: retrieval ANDs
// the words and its fill-up skips words in 500 or more chunks). Eight answers of 16 words a run.
const faqQuestions = [
  'Wie ist die Lagerung bei 2 bis 8 Grad?',
  'Welche Haltbarkeit hat die Datei?',
  'Was ist in Absatz 12 der Datei zur Lagerung?',
  'Welche Haltbarkeit in Monaten hat Absatz 30?',
  'Ist die Lagerung bei 8 Grad für jede Datei?',
  'Wie ist die Haltbarkeit in Monaten bei Absatz 7?',
  'Was ist bei der Lagerung der Datei 3?',
  'Ist die Lagerung bis 8 Grad in Absatz 5?',
]
const faqJobKind = 'faq.generate'
const secretsKey = randomBytes(32)
const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-cluster-'))
const since = (start: number) => `${((Date.now() - start) / 1000).toFixed(1)} s`
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

// ---------------------------------------------------------------- the three processes
interface Instance {
  readonly name: string
  readonly port: number
  readonly child: ChildProcess
  alive: boolean
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function startInstance(name: string, clientDir: string): Promise<Instance> {
  const port = await freePort()
  const dataDir = join(workDir, name)
  mkdirSync(dataDir)
  const child = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      AI_SECRETS_KEY: secretsKey.toString('base64'),
      DATA_DIR: dataDir,
      CLIENT_DIR: clientDir,
      SERVER_RENDERING: 'false',
      LOG_LEVEL: 'warn',
      JOB_POLL_MS: '500',
      TRUSTED_PROXIES: '127.0.0.1',
      // The scripted provider listens on 127.0.0.1, which the outbound guard refuses otherwise (0086).
      OUTBOUND_ALLOW_LOOPBACK: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const instance: Instance = { name, port, child, alive: true }
  child.on('exit', () => (instance.alive = false))
  collectServerErrors(name, child)
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(`[${name}] ${chunk}`))
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (String(chunk).includes('Tessera listening')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`${name} exited with ${code} before listening`)))
  })
  return instance
}

/** What the processes logged at error level or above (pino's JSON lines on stdout), for the summary. */
const serverErrors = new Map<string, number>()

function collectServerErrors(name: string, child: ChildProcess): void {
  let pending = ''
  child.stdout!.on('data', (chunk: Buffer) => {
    const lines = (pending + String(chunk)).split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      if (!line.startsWith('{')) continue
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string; err?: { message?: string } }
        if ((entry.level ?? 0) < 50) continue
        const what = `${name}: ${entry.msg ?? ''}${entry.err?.message ? ` (${entry.err.message.slice(0, 160)})` : ''}`
        serverErrors.set(what, (serverErrors.get(what) ?? 0) + 1)
      } catch {
        // A line that is not one of pino's.
      }
    }
  })
}

// ---------------------------------------------------------------- the proxy
/**
 * Round-robin over the instances. The body is read first so a request can go to the next instance
 * when one refuses the connection (a killed process); once an answer has started, a broken upstream
 * breaks the client's response too, as any proxy would.
 */
const proxyErrors = new Map<string, number>()
const downUntil = new Map<string, number>()

function startProxy(
  instances: Instance[],
): Promise<{ server: Server; url: string; upstreamOf: Map<string, string> }> {
  let next = 0
  const upstreamOf = new Map<string, string>()
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    for (let tries = 0; tries < instances.length; tries++) {
      const instance = instances[next++ % instances.length]!
      // Passive health check, as nginx's max_fails: a process that failed is passed over for a while.
      if ((downUntil.get(instance.name) ?? 0) > Date.now()) continue
      const answered = await new Promise<boolean>((resolve) => {
        const upstream = httpRequest(
          {
            host: '127.0.0.1',
            port: instance.port,
            agent: false,
            method: req.method,
            path: req.url,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '' },
          },
          (response: IncomingMessage) => {
            const tag = req.headers['x-bench-id']
            if (typeof tag === 'string') upstreamOf.set(tag, instance.name)
            res.writeHead(response.statusCode ?? 502, response.headers)
            response.pipe(res)
            response.on('error', () => res.destroy())
            response.on('aborted', () => res.destroy())
            resolve(true)
          },
        )
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          downUntil.set(instance.name, Date.now() + 10_000)
          proxyErrors.set(
            `${instance.name} ${error.code}${res.headersSent ? ' after the answer began' : ''}`,
            (proxyErrors.get(
              `${instance.name} ${error.code}${res.headersSent ? ' after the answer began' : ''}`,
            ) ?? 0) + 1,
          )
          if (res.headersSent) res.destroy()
          resolve(
            res.headersSent || error.code !== 'ECONNREFUSED'
              ? res.headersSent
                ? true
                : (res.writeHead(502).end(), true)
              : false,
          )
        })
        upstream.end(body)
      })
      if (answered) return
    }
    res.writeHead(502).end()
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, upstreamOf }),
    ),
  )
}

// ---------------------------------------------------------------- the data the run needs
async function seed(baseUrl: string) {
  const { openDatabase } = await import('../src/server/db/connect.ts')
  const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
  const tables = await import('../src/server/db/ai-tables.ts')
  const { insertUser } = await import('../src/server/db/users.ts')
  const { createSession } = await import('../src/server/db/sessions.ts')
  useKeyCipherKey(secretsKey)
  const handle = await openDatabase({ databaseUrl, dataDir: 'memory' })
  const db = handle.db
  const now = new Date()
  const providerId = randomUUID()
  await db.insert(tables.aiProviders).values({
    id: providerId,
    name: 'Scripted',
    kind: 'openai-compatible',
    baseUrl,
    apiKeyEncrypted: encryptSecret('sk-cluster'),
    apiKeyHint: hintOf('sk-cluster'),
    timeoutMs: 60_000,
    maxRetries: 0,
  })
  const modelId = randomUUID()
  await db.insert(tables.aiModels).values({
    id: modelId,
    providerId,
    modelName: 'scripted-chat',
    displayName: 'Scripted chat',
    capabilities: ['chat'],
    contextWindow: 16_000,
  })
  const users: { tenant: string; token: string; assistantId: string; collectionId: string }[] = []
  for (const tenant of tenants) {
    await db.insert(tables.tenantAllowedModels).values({ tenantGroup: tenant, modelId })
    await db
      .insert(tables.tenantAiSettings)
      .values({ tenantGroup: tenant, defaultChatModelId: modelId })
      .onConflictDoUpdate({
        target: tables.tenantAiSettings.tenantGroup,
        set: { defaultChatModelId: modelId },
      })
    const assistantId = randomUUID()
    await db.insert(tables.assistants).values({ id: assistantId, tenantGroup: tenant })
    await db
      .insert(tables.assistantVersions)
      .values({ assistantId, version: 1, name: 'Cluster', sourceMode: 'general' })
    const collectionId = randomUUID()
    await db
      .insert(tables.knowledgeCollections)
      .values({ id: collectionId, tenantGroup: tenant, name: 'Cluster', internal: false })
    for (let i = 0; i < chatsPerTenant * 2; i++) {
      const user = await insertUser(
        db,
        {
          email: `cluster-${tenant.toLowerCase()}-${i}-${randomUUID().slice(0, 6)}@example.test`,
          username: `cluster${i}`,
          passwordHash: 'x',
          role: 'ADMIN',
          group: tenant,
          features: [],
        },
        now,
      )
      users.push({
        tenant,
        token: await createSession(db, user.id, now, { idleMinutes: 600, maxHours: 24 }),
        assistantId,
        collectionId,
      })
    }
  }
  return { handle, db, users }
}

// ---------------------------------------------------------------- the clients
interface ChatOutcome {
  readonly id: string
  readonly token: string
  readonly threadId: string
  readonly messageId: string | null
  /** refused: an error status before the answer started (the client sees it and may send again). */
  readonly ended: 'done' | 'error' | 'broken' | 'refused'
  readonly detail?: string
}

/** The proxy's tag of a chat's thread creation (the chat's own id tags its message). */
const threadTag = (id: string) => `${id}:thread`

async function chat(
  proxy: string,
  user: { token: string; assistantId: string },
  id: string,
): Promise<ChatOutcome> {
  // Both requests carry the chat's tag, so the proxy tells which process answered each: a thread
  // being made on the killed process may break too (its answer begun, or not even that).
  const headers = { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' }
  let threadId = ''
  let messageId: string | null = null
  let last = ''
  try {
    const created = await fetch(`${proxy}/api/chat/threads`, {
      method: 'POST',
      headers: { ...headers, 'x-bench-id': threadTag(id) },
      body: JSON.stringify({ assistantId: user.assistantId, routeId: 'chatbot', kind: 'classic' }),
    })
    if (created.status !== 201)
      return {
        id,
        token: user.token,
        threadId: '',
        messageId: null,
        ended: 'refused',
        detail: `thread ${created.status} ${(await created.text()).slice(0, 120)}`,
      }
    threadId = ((await created.json()) as { id: string }).id
    const response = await fetch(`${proxy}/api/chat/threads/${threadId}/messages`, {
      method: 'POST',
      headers: { ...headers, 'x-bench-id': id },
      body: JSON.stringify({ content: `Frage ${id}` }),
    })
    if (response.status !== 200)
      return {
        id,
        token: user.token,
        threadId,
        messageId,
        ended: 'refused',
        detail: `send ${response.status} ${(await response.text()).slice(0, 120)}`,
      }
    // Read as it comes: a stream broken by the kill has told its message id in its first line.
    let text = ''
    const decoder = new TextDecoder()
    for await (const chunk of response.body! as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(chunk as Uint8Array, { stream: true })
      const lines = text.split('\n')
      for (const line of lines.slice(0, -1).filter(Boolean)) {
        const event = JSON.parse(line) as { type: string; assistantMessageId?: string; code?: string }
        if (event.type === 'start') messageId = event.assistantMessageId ?? null
        last = event.type === 'error' ? `error ${event.code}` : event.type
      }
      text = lines.at(-1)!
    }
    return {
      id,
      token: user.token,
      threadId,
      messageId,
      ended: last === 'done' ? 'done' : 'error',
      detail: `last event ${last}`,
    }
  } catch (error) {
    return { id, token: user.token, threadId, messageId, ended: 'broken', detail: String(error) }
  }
}

async function upload(
  proxy: string,
  user: { token: string; collectionId: string },
  i: number,
  paragraphs = 4000,
): Promise<{ fileId: string | null; status: number; code?: string }> {
  const body = Buffer.from(
    Array.from(
      { length: paragraphs },
      (_, n) => `Absatz ${n} der Datei ${i}: Lagerung bei 2 bis 8 Grad, Haltbarkeit ${n % 36} Monate.`,
    ).join('\n\n'),
  )
  try {
    const response = await fetch(
      `${proxy}/api/knowledge/files?${new URLSearchParams({ collectionId: user.collectionId, filename: `datei-${i}.txt` })}`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/octet-stream' },
        body,
      },
    )
    const json = (await response.json().catch(() => ({}))) as { id?: string; code?: string }
    return response.status === 201
      ? { fileId: json.id ?? null, status: response.status }
      : { fileId: null, status: response.status, ...(json.code ? { code: json.code } : {}) }
  } catch {
    return { fileId: null, status: 0 }
  }
}

// ---------------------------------------------------------------- the run
const started = Date.now()
const provider = await startScriptedOpenAiServer({ apiKey: 'sk-cluster' })
const words = Array.from({ length: 60 }, (_, i) => `Wort${i} `)
answerFaqRequests(provider, {
  questions: faqQuestions,
  answer: 'Die Unterlagen nennen die Lagerung bei 2 bis 8 Grad und eine Haltbarkeit in Monaten je Absatz.',
  chunkDelayMs,
})
provider.answerWhen(() => true, reply(words, { chunkDelayMs, usage: { input: 50, output: 60 } }))
const clientDir = join(workDir, 'client')
mkdirSync(clientDir)
writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>bench</title>')

const instances: Instance[] = []
instances.push(await startInstance('one', clientDir)) // migrates the database first
instances.push(...(await Promise.all(['two', 'three'].map((name) => startInstance(name, clientDir)))))
const { db, handle, users } = await seed(provider.baseUrl)
const proxy = await startProxy(instances)
console.log(`three processes and the proxy ready after ${since(started)}`)
const countOf = async (query: SQL) =>
  ((await db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]!.n

// FAQ generations first, one per tenant over a document of its collection: each runs for a while
// (eight answers streamed word by word), so one is running on the process that is killed.
const firstOf = (tenant: string) => users.find((u) => u.tenant === tenant)!
const faqSources = await Promise.all(tenants.map((tenant) => upload(proxy.url, firstOf(tenant), 100, 400)))
if (faqSources.some((source) => !source.fileId)) throw new Error('an FAQ source file was refused')
const sourceIds = sql.join(
  faqSources.map((source) => sql`${source.fileId}`),
  sql`, `,
)
for (
  let i = 0;
  i < 240 &&
  (await countOf(
    sql`select count(*)::int as n from knowledge_files where id in (${sourceIds}) and status = 'ready'`,
  )) < tenants.length;
  i++
)
  await sleep(250)
const generationIds: string[] = []
for (const tenant of tenants) {
  // One after the other, so the round-robin proxy hands each to another process (whose runner is
  // woken by the enqueue); any process may still claim it.
  const response = await fetch(`${proxy.url}/api/faq/generations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${firstOf(tenant).token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      collectionId: firstOf(tenant).collectionId,
      fromDocuments: true,
      fromUserQuestions: false,
      maxPairs: faqQuestions.length,
    }),
  })
  if (response.status !== 202) throw new Error(`FAQ generation ${response.status} ${await response.text()}`)
  generationIds.push(((await response.json()) as { id: string }).id)
}
const generationList = sql.join(
  generationIds.map((id) => sql`${id}`),
  sql`, `,
)
for (
  let i = 0;
  i < 200 &&
  (await countOf(
    sql`select count(*)::int as n from faq_generations where id in (${generationList}) and status = 'running'`,
  )) < tenants.length;
  i++
)
  await sleep(50)
const faqRunners = (
  (await db.execute(
    sql`select locked_by from jobs where kind = ${faqJobKind} and status = 'running'`,
  )) as unknown as { rows: { locked_by: string }[] }
).rows.map((row) => row.locked_by)
// The victim: a process running an FAQ generation (runner ids are host:pid:random).
const victim =
  instances.find((instance) => faqRunners.some((id) => id.includes(`:${instance.child.pid}:`))) ??
  instances[1]!
console.log(
  `FAQ generations running after ${since(started)} on ${faqRunners.length} runners; the victim will be "${victim.name}"`,
)
const uploads = tenants.flatMap((tenant) =>
  Array.from({ length: filesPerTenant }, (_, i) =>
    upload(
      proxy.url,
      users.find((u) => u.tenant === tenant)!,
      i,
    ),
  ),
)
const firstChats = users.filter((_, i) => i % 2 === 0).map((user, i) => chat(proxy.url, user, `before-${i}`))
// Kill while answers stream on the victim (60 chunks at chunkDelayMs) and files are being indexed.
for (
  let i = 0;
  i < 600 &&
  [...proxy.upstreamOf].filter(([tag, name]) => name === victim.name && !tag.endsWith(':thread')).length < 2;
  i++
)
  await sleep(50)
// ... and, for up to 3 s more of streaming, until the victim's runner holds a job besides its FAQ
// run (an indexing one; runner ids are host:pid:...).
const victimJobs = (kinds: SQL = sql`true`) =>
  countOf(
    sql`select count(*)::int as n from jobs where status = 'running' and locked_by like ${`%:${victim.child.pid}:%`} and ${kinds}`,
  )
for (let i = 0; i < 60 && (await victimJobs(sql`kind <> ${faqJobKind}`)) === 0; i++) await sleep(50)
const heldByVictim = await victimJobs()
const exited = new Promise((resolve) => victim.child.once('exit', resolve))
victim.child.kill('SIGKILL')
const killedAt = Date.now()
// "After the kill": once the process is gone (a loaded machine takes a moment to tear it down).
await exited
// The FAQ runs it died in: still 'running' under its runner id until another process claims them.
const faqKilled = await countOf(
  sql`select count(*)::int as n from jobs where kind = ${faqJobKind} and status = 'running' and locked_by like ${`%:${victim.child.pid}:%`}`,
)
console.log(`SIGKILL to process "${victim.name}" after ${since(started)}, gone ${since(killedAt)} later`)
const laterChats = users.filter((_, i) => i % 2 === 1).map((user, i) => chat(proxy.url, user, `after-${i}`))
const before = await Promise.all(firstChats)
const after = await Promise.all(laterChats)
const uploaded = await Promise.all(uploads)

// Answers of the killed process: their lease runs out (30 s), the sweep (every 15 s) ends them.
// A chat whose thread was being made on the killed process when it died is one of them.
const onVictim = before.filter(
  (outcome) =>
    outcome.ended !== 'refused' &&
    (proxy.upstreamOf.get(outcome.id) === victim.name ||
      (outcome.threadId === '' && proxy.upstreamOf.get(threadTag(outcome.id)) === victim.name)),
)
const statusOf = async (id: string) =>
  (
    (await db.execute(sql`select status, error_code from chat_messages where id = ${id}`)) as unknown as {
      rows: { status: string; error_code: string | null }[]
    }
  ).rows[0]
// Every answer, including those whose client got a 502 before the stream began.
const leftStreaming = async () =>
  (
    (await db.execute(
      sql`select count(*)::int as n from chat_messages where status = 'streaming'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n
for (let i = 0; i < 120 && (await leftStreaming()) > 0; i++) await sleep(1000)
const interruptedAt = Date.now()
const interrupted = (
  (await db.execute(
    sql`select count(*)::int as n from chat_messages where error_code = 'chat.interrupted'`,
  )) as unknown as { rows: { n: number }[] }
).rows[0]!.n
let notRegenerated = 0
for (const outcome of onVictim.filter((o) => o.messageId)) {
  const row = await statusOf(outcome.messageId!)
  if (row?.error_code !== 'chat.interrupted') {
    notRegenerated++
    continue
  }
  const again = await fetch(
    `${proxy.url}/api/chat/threads/${outcome.threadId}/messages/${outcome.messageId}/regenerate`,
    { method: 'POST', headers: { authorization: `Bearer ${outcome.token}` } },
  )
  const text = await again.text()
  if (again.status !== 200 || !text.trim().split('\n').at(-1)!.includes('"done"')) notRegenerated++
}

// Jobs: a dead process's jobs return when their lease (60 s) runs out.
const pending = async () =>
  (
    (await db.execute(
      sql`select count(*)::int as n from jobs where kind in ('knowledge.index', 'knowledge.embed', 'chat.title', ${faqJobKind}) and status in ('queued', 'running')`,
    )) as unknown as { rows: { n: number }[] }
  ).rows[0]!.n
for (let i = 0; i < 240 && (await pending()) > 0; i++) await sleep(1000)
const jobRows = (
  (await db.execute(
    sql`select status, count(*)::int as n from jobs where kind in ('knowledge.index', 'knowledge.embed', 'chat.title', ${faqJobKind}) group by status`,
  )) as unknown as { rows: { status: string; n: number }[] }
).rows
const jobCount = (status: string) => jobRows.find((row) => row.status === status)?.n ?? 0
const fileIds = uploaded.flatMap((u) => (u.fileId ? [u.fileId] : []))
const fileRows = (
  (await db.execute(sql`select f.id, f.status, (select count(*) - count(distinct c.ordinal) from knowledge_chunks c where c.file_id = f.id)::int as doubled
    from knowledge_files f where f.id in (${sql.join(
      fileIds.map((id) => sql`${id}`),
      sql`, `,
    )})`)) as unknown as { rows: { id: string; status: string; doubled: number }[] }
).rows
// FAQ: each generation done once, with pairs; a run again beyond the killed ones' retry is a claim
// more on its job (attempts) or pairs written twice (entries beside the count, or a position twice).
const faqRows = (
  (await db.execute(sql`select g.status, g.error_code, g.notices, g.pairs_created, g.questions_total, j.attempts,
      (select count(*) from faq_entries e where e.generation_id = g.id)::int as entries,
      (select count(distinct e.position) from faq_entries e where e.generation_id = g.id)::int as positions
    from faq_generations g left join jobs j on j.id = g.job_id
    where g.id in (${generationList})`)) as unknown as {
    rows: {
      status: string
      error_code: string | null
      notices: string[]
      pairs_created: number
      questions_total: number
      attempts: number | null
      entries: number
      positions: number
    }[]
  }
).rows
const faqDone = faqRows.filter((row) => row.status === 'done')
const faqClaims = faqRows.reduce((sum, row) => sum + (row.attempts ?? 0), 0)
const faqRunAgain =
  Math.max(0, faqClaims - faqRows.length - faqKilled) +
  faqRows.filter((row) => row.entries !== row.pairs_created || row.positions !== row.entries).length
const notReady = fileIds.length - fileRows.filter((row) => row.status === 'ready').length
const refused = uploaded.filter((u) => u.fileId === null).length

const mustBeZero = {
  startedNotDone: before.filter((o) => !onVictim.includes(o) && o.ended !== 'done' && o.ended !== 'refused')
    .length,
  leftStreaming: await leftStreaming(),
  notRegenerated,
  failedAfterKill: after.filter((o) => o.ended !== 'done').length,
  notReady,
  jobsLost: jobCount('queued') + jobCount('running'),
  jobsFailed: jobCount('failed'),
  doubled: fileRows.filter((row) => row.doubled > 0).length,
  faqNotDone: generationIds.length - faqDone.length,
  faqStuck: faqRows.filter((row) => row.status === 'queued' || row.status === 'running').length,
  faqWithoutPairs: faqDone.filter((row) => row.pairs_created === 0).length,
  faqRunAgain,
  // The kill must hit an FAQ run, or the run proves nothing about them.
  faqNotKilled: faqKilled === 0 ? 1 : 0,
}
console.log('\nbench:cluster (three processes, one PostgreSQL, SIGKILL to one mid-run)')
console.log(
  `  chats: ${before.length} before the kill (${onVictim.length} answering on the killed process), ${after.length} after`,
)
console.log(
  `  requests refused (an error status) at the kill: ${before.filter((o) => o.ended === 'refused').length}`,
)
console.log(
  `  answers started before the kill on the live processes not done: ${before.filter((o) => !onVictim.includes(o) && o.ended !== 'done' && o.ended !== 'refused').length} (must be 0)`,
)
console.log(
  `  answers left "streaming": ${await leftStreaming()} (must be 0); the last ended as interrupted ${((interruptedAt - killedAt) / 1000).toFixed(1)} s after the kill`,
)
console.log(
  `  answers ended as interrupted: ${interrupted} (${onVictim.length} were streaming on the killed process); not regenerated after: ${notRegenerated} (must be 0)`,
)
console.log(
  `  chats sent after the kill that failed: ${after.filter((o) => o.ended !== 'done').length} (must be 0)`,
)
// The answers the refused uploads got, counted: "2 x 503 server.timeLimit".
const refusedAnswers = new Map<string, number>()
for (const u of uploaded.filter((u) => !u.fileId)) {
  const answer = `${u.status}${u.code ? ` ${u.code}` : ''}`
  refusedAnswers.set(answer, (refusedAnswers.get(answer) ?? 0) + 1)
}
console.log(
  `  uploads: ${fileIds.length} completed, ${refused} refused (${[...refusedAnswers].map(([answer, n]) => `${n} x ${answer}`).join(', ') || '-'}), completed but not ready: ${notReady} (must be 0)`,
)
console.log(
  `  jobs: ${jobCount('done')} done, lost (still queued or running): ${jobCount('queued') + jobCount('running')} (must be 0), failed: ${jobCount('failed')} (must be 0)`,
)
console.log(`  jobs the killed process was running at the kill: ${heldByVictim}`)
console.log(
  `  FAQ generations: ${generationIds.length} started (${tenants.join(', ')}), ${faqKilled} running on the killed process; done once: ${faqDone.length} with ${faqDone.map((row) => `${row.pairs_created}/${row.questions_total}`).join(', ')} pairs; not done: ${mustBeZero.faqNotDone}, stuck queued or running: ${mustBeZero.faqStuck}, done without a pair: ${mustBeZero.faqWithoutPairs} (each must be 0)`,
)
console.log(
  `  FAQ job claims: ${faqClaims} for ${faqRows.length} generations and ${faqKilled} killed run(s); run again beyond that or pairs written twice: ${faqRunAgain} (must be 0)`,
)
console.log(
  `  files with chunks written twice: ${fileRows.filter((row) => row.doubled > 0).length} (must be 0)`,
)
console.log(`  total ${since(started)}`)
const broken = Object.entries(mustBeZero).filter(([, n]) => n > 0)
console.log(
  broken.length === 0
    ? '  every figure that must be 0 is 0'
    : `  NOT 0: ${broken.map(([name, n]) => `${name} ${n}`).join(', ')}`,
)
if (broken.length > 0) process.exitCode = 1
console.log(
  `  proxy: upstream errors ${JSON.stringify(Object.fromEntries(proxyErrors))} (ECONNREFUSED goes to the next process)`,
)
console.log(
  `  errors the processes logged: ${serverErrors.size === 0 ? 'none' : [...serverErrors].map(([what, n]) => `${n} x ${what}`).join('; ')}`,
)
for (const row of faqRows.filter((r) => r.status !== 'done' || r.pairs_created === 0))
  console.log(`    FAQ generation ${row.status}: ${row.error_code ?? '-'} ${row.notices.join(', ')}`)
for (const outcome of [...before, ...after].filter((o) => o.ended !== 'done' && o.detail))
  console.log(`    ${outcome.id} ${outcome.ended}: ${outcome.detail}`)

proxy.server.close()
for (const instance of instances) if (instance.alive) instance.child.kill('SIGTERM')
await Promise.all(
  instances.filter((i) => i.alive).map((i) => new Promise((resolve) => i.child.once('exit', resolve))),
)
await handle.close()
await provider.close()
rmSync(workDir, { recursive: true, force: true })
