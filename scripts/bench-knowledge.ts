// npm run bench:knowledge: the knowledge pipeline on the app's own database (PGlite in a temp dir, or
// PostgreSQL when DATABASE_URL is set), in one process. Figures are printed as JSON lines.
//  1. load: synthetic chunks (100,000 on PGlite, 1,000,000 on PostgreSQL; BENCH_CHUNKS to change),
//     drawn in JavaScript (seeded) and written 10,000 rows to a statement (jsonb_to_recordset), with the search vectors the
//     product writes (setweight(heading, A) || text). On PostgreSQL the GIN index is dropped for the
//     load and created again afterwards, with migration 0014's definition.
//  2. retrieve: p50/p95 of retrievePassages (what every chat answer runs) over those chunks, for
//     BENCH_QUERIES (default 200) questions of 2 to 5 words drawn like the chunks' words.
//     BENCH_EXPLAIN=n then runs the n slowest questions again with every statement explained;
//     BENCH_DUMP=file writes each question's passages (chunk ids) to compare two versions.
//  3. pdf300: a 300-page PDF: extraction (worker), chunking and indexing (replaceChunks), pages/s.
//  4. mixed: 1,000 files of 10 types (pdf, docx, pptx, md, html, txt, py, ts, json, css), in another
//     tenant, through the same three stages, units (pages, slides, sections, line ranges) per second.
//  5. recall@5: the hand-made evaluation set tests/fixtures/knowledge/retrieval-questions.yaml over
//     the fixture documents, with the synthetic chunks in the same tenant as distractors. A hit is a
//     top-5 passage of the right file and page/slide whose text contains the expected phrase.
//  6. waiting: the server listening; the 300-page PDF uploaded over HTTP and indexed by the job runner
//     while a client asks GET /api/health and GET /api/knowledge/files (the data pool page's request)
//     one after the other, from before the upload; their latency p50/p99/max while the file is stored
//     and indexed, and for 5 s before as a baseline; the requests over 100 ms by the file's stage, and
//     the longest event-loop block (client and server share the process: a block that falls between
//     two requests delays none of them, but would delay any request a user made meanwhile).
//  7. quality: the evaluation set of issue 38 (scripts/knowledge-eval/, decision 0090) uploaded into a
//     fresh tenant and indexed by the job runner; every question's sources and offline answer against
//     the set's labels, and a plain BM25 over 800-character windows beside it (bench-knowledge-quality.ts).
//     Alone: BENCH_STEPS=quality.
//  8. vectors (only when BENCH_STEPS names it): exact against HNSW nearest-neighbour search on PGlite
//     (scripts/bench-knowledge-vectors.ts, decision 0044).
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { monitorEventLoopDelay } from 'node:perf_hooks'
import { sql } from 'drizzle-orm'
import { drizzle } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { parse } from 'yaml'
import { createApp } from '../src/server/app.ts'
import { loadConfig } from '../src/server/config.ts'
import { knowledgeCollections, knowledgeFiles } from '../src/server/db/ai-tables.ts'
import { createSession } from '../src/server/db/sessions.ts'
import { insertUser } from '../src/server/db/users.ts'
import { chunkDocument, extractDocument } from '../src/server/knowledge/document-seam.ts'
import { replaceChunks } from '../src/server/knowledge/insert-chunks.ts'
import { retrievePassages, type SourceScope } from '../src/server/knowledge/retrieve.ts'
import { writeDocx, writePptx } from './knowledge-fixtures/write-office.ts'
import { writePdf, type PdfBlock } from './knowledge-fixtures/write-pdf.ts'
import { benchQuality } from './bench-knowledge-quality.ts'
import { benchVectors } from './bench-knowledge-vectors.ts'
import { percentile } from './support/percentile.ts'

// BENCH_DATA_DIR keeps the PGlite directory (not removed at the end); when it already holds the
// synthetic chunks, the load step only draws them again (so the questions after it are the same).
const keptDir = process.env.BENCH_DATA_DIR
const dataDir = keptDir ?? mkdtempSync(join(tmpdir(), 'tessera-bench-knowledge-'))
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn', JOB_POLL_MS: '200' })
const app = await createApp({ config, logger: { level: config.logLevel } })
const db = app.db
const database = app.database.kind
const onPostgres = database !== 'pglite'
const chunkCount = Number(process.env.BENCH_CHUNKS ?? (onPostgres ? 1_000_000 : 100_000))
const queryCount = Number(process.env.BENCH_QUERIES ?? 200)
const steps = new Set((process.env.BENCH_STEPS ?? 'load,retrieve,pdf300,mixed,recall,waiting,quality').split(','))
const chunksPerFile = 100
const fixtures = 'tests/fixtures/knowledge'
const tenantGroup = 'DEMO'
const otherTenant = 'BPI'

const load = () => loadavg().map((value) => value.toFixed(1)).join(' ')
const print = (figures: Record<string, unknown>) => console.log(JSON.stringify({ ...figures, database, load: load() }))
const round1 = (value: number) => +value.toFixed(1)

// A deterministic generator for the JavaScript side, so runs compare.
// (mulberry32: an LCG in floating point loses precision and falls into a short cycle of repeated texts.)
let seed = 42
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
}
const vocabulary = (
  'Dosierung Tablette Erwachsene Kinder Nebenwirkungen Wechselwirkungen Schwangerschaft Stillzeit Lagerung Temperatur ' +
  'Packungsgröße Wirkstoff Ibuprofen Paracetamol Apotheke Rezept Anwendung Gegenanzeigen Überdosierung Haltbarkeit ' +
  'Filmtablette Kapsel Lösung Behandlung Schmerzen Fieber Entzündung Magen Niere Leber Blutdruck Allergie Hinweis ' +
  'Anwendungsgebiet Zulassung Hersteller Charge Verfalldatum Kühlschrank Kühlkette Transport Lieferung Großhandel ' +
  'posologie comprimé adulte enfant effets indésirables grossesse conservation pharmacie ordonnance douleur fièvre'
).split(' ')
// Documents have large vocabularies: 20,000 made-up words drawn with a Zipf-like skew (index
// 20,000 * r^3) beside the pharma words above (5 %), so common words match many chunks and rare ones
// few, as in real text. SQL draws from the same lists the same way.
const syllables = ['ka', 'lo', 'mi', 'ter', 'dan', 'vis', 'ro', 'pe', 'sul', 'fen', 'ma', 'tor', 'lin', 'ex', 'bra', 'qui']
const madeUp = Array.from({ length: 20_000 }, (_, i) => {
  let word = ''
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / 16)) word += syllables[n % 16]
  return word
})
const pickWord = () => (random() < 0.05 ? vocabulary[Math.floor(random() * vocabulary.length)]! : madeUp[Math.floor(madeUp.length * random() ** 3)]!)
const sentence = (words: number) => Array.from({ length: words }, pickWord).join(' ')

async function addCollection(group: string, name: string) {
  const id = randomUUID()
  await db.insert(knowledgeCollections).values({ id, tenantGroup: group, name, internal: false })
  return id
}
async function addFile(group: string, collectionId: string, filename: string, status = 'ready') {
  const id = randomUUID()
  const extension = filename.slice(filename.lastIndexOf('.') + 1)
  await db.insert(knowledgeFiles).values({ id, tenantGroup: group, collectionId, filename, extension, mediaType: 'application/octet-stream', sizeBytes: 0, sha256: id, status, language: 'german' })
  return id
}
const scope: SourceScope = { tenantGroup, collections: 'all', includeInternal: true }

/** Extract, chunk and index one document as the index job does; the seconds of each stage. */
async function ingest(group: string, collectionId: string, filename: string, bytes: Uint8Array) {
  let at = performance.now()
  const document = await extractDocument(bytes, filename)
  const extractMs = performance.now() - at
  at = performance.now()
  const chunks = await chunkDocument(document)
  const chunkMs = performance.now() - at
  const fileId = await addFile(group, collectionId, filename)
  at = performance.now()
  await replaceChunks(db, { fileId, tenantGroup: group, language: document.language ?? 'german' }, chunks)
  const indexMs = performance.now() - at
  return { fileId, units: document.units.length, chunks: chunks.length, extractMs, chunkMs, indexMs }
}

/** A 300-page German PDF: every page a section heading and four paragraphs of about 90 words. */
function bigPdf(pages: number): Buffer {
  return writePdf(
    Array.from({ length: pages }, (_, page): PdfBlock[] => [
      { heading: `Abschnitt ${page + 1}: ${sentence(3)}` },
      ...Array.from({ length: 4 }, () => ({ paragraph: `${sentence(90)}.` })),
    ]),
  )
}

const pharmaWords = vocabulary.slice(0, 44)
const prose = (words: number) => Array.from({ length: words }, () => (random() < 0.3 ? pharmaWords[Math.floor(random() * pharmaWords.length)]! : pickWord())).join(' ') + '.'

/** File number i of the mixed set: one of ten types, with a few pages, slides or sections of prose. */
function mixedFile(i: number): { name: string; bytes: Uint8Array } {
  const kinds = ['pdf', 'docx', 'pptx', 'md', 'html', 'txt', 'py', 'ts', 'json', 'css'] as const
  const kind = kinds[i % kinds.length]!
  const name = `mixed-${i}.${kind}`
  const sections = 2 + (i % 4)
  let data: Buffer | string
  switch (kind) {
    case 'pdf':
      data = writePdf(Array.from({ length: sections }, (_, s): PdfBlock[] => [{ heading: `Seite ${s + 1} ${sentence(2)}` }, { paragraph: prose(120) }, { paragraph: prose(80) }]))
      break
    case 'docx':
      data = writeDocx(Array.from({ length: sections }, (_, s) => [{ heading: `Kapitel ${s + 1} ${sentence(2)}`, level: 1 as const }, { paragraph: prose(150) }]).flat())
      break
    case 'pptx':
      data = writePptx(Array.from({ length: sections + 2 }, (_, s) => ({ title: `Folie ${s + 1} ${sentence(2)}`, body: [prose(25), prose(25)], notes: prose(30) })))
      break
    case 'md':
      data = Array.from({ length: sections }, (_, s) => `## Abschnitt ${s + 1} ${sentence(2)}\n\n${prose(120)}\n`).join('\n')
      break
    case 'html':
      data = `<!doctype html><html lang="de"><head><title>Dokument ${i}</title></head><body>${Array.from({ length: sections }, (_, s) => `<h2>Teil ${s + 1} ${sentence(2)}</h2><p>${prose(120)}</p>`).join('')}</body></html>`
      break
    case 'txt':
      data = Array.from({ length: sections }, () => prose(120)).join('\n\n')
      break
    case 'py':
      data = Array.from({ length: sections * 10 }, (_, s) => `def ${madeUp[(i * 31 + s) % madeUp.length]}_${s}(value):\n    """${prose(12)}"""\n    return value * ${s + 1}\n`).join('\n')
      break
    case 'ts':
      data = Array.from({ length: sections * 10 }, (_, s) => `/** ${prose(12)} */\nexport function ${madeUp[(i * 17 + s) % madeUp.length]}${s}(value: number): number {\n  return value + ${s}\n}\n`).join('\n')
      break
    case 'json':
      data = JSON.stringify({ id: i, product: sentence(2), entries: Array.from({ length: sections * 4 }, (_, s) => ({ n: s, text: prose(20) })) }, null, 2)
      break
    default:
      data = Array.from({ length: sections * 8 }, (_, s) => `/* ${prose(10)} */\n.${madeUp[(i * 13 + s) % madeUp.length]} { margin: ${s}px; color: #333; }\n`).join('\n')
  }
  return { name, bytes: new Uint8Array(typeof data === 'string' ? Buffer.from(data, 'utf8') : data) }
}

// ---------------------------------------------------------------- 1. load
const loaded = keptDir !== undefined && Number(((await db.execute(sql`select count(*) as n from knowledge_chunks where tenant_group = ${tenantGroup}`)) as unknown as { rows: { n: string }[] }).rows[0]?.n) >= chunkCount
if (steps.has('load') && loaded) {
  // The same draws as the load below, without writing them.
  for (let n = 0; n < chunkCount; n++) {
    sentence(3)
    sentence(120)
  }
  print({ step: 'load', chunks: chunkCount, kept: dataDir })
} else if (steps.has('load')) {
  // On PostgreSQL the bulk statements and the index build run on a connection of their own: the
  // app's pool stops any statement after 10 s.
  const bulkClient = onPostgres ? new pg.Client({ connectionString: process.env.DATABASE_URL }) : null
  await bulkClient?.connect()
  const bulk = bulkClient ? drizzle(bulkClient) : db
  const collectionId = await addCollection(tenantGroup, 'synthetic')
  const fileCount = Math.ceil(chunkCount / chunksPerFile)
  let at = performance.now()
  const fileIds = Array.from({ length: fileCount }, () => randomUUID())
  for (let start = 0; start < fileCount; start += 5_000) {
    const slice = fileIds.slice(start, start + 5_000)
    await bulk.execute(sql`
      insert into knowledge_files (id, tenant_group, collection_id, filename, extension, media_type, size_bytes, sha256, status, language)
      select id, ${tenantGroup}, ${collectionId}, 'synthetic-' || id || '.txt', 'txt', 'text/plain', 0, id, 'ready', 'german'
      from unnest(${`{${slice.join(',')}}`}::text[]) as id`)
  }
  if (onPostgres) await bulk.execute(sql`drop index if exists knowledge_chunks_search_idx`)
  // Texts are drawn in JavaScript (seeded, so every run and both databases get the same chunks) and
  // sent 10,000 rows to a statement as one JSON parameter; the database computes the search vectors.
  const rowsPerStatement = 10_000
  for (let start = 0; start < chunkCount; start += rowsPerStatement) {
    const rows = Array.from({ length: Math.min(rowsPerStatement, chunkCount - start) }, (_, i) => {
      const n = start + i
      return { f: fileIds[Math.floor(n / chunksPerFile)], o: n % chunksPerFile, h: sentence(3), t: sentence(120) }
    })
    await bulk.execute(sql`
      insert into knowledge_chunks (file_id, tenant_group, ordinal, unit_kind, unit_number, heading, text, search_vector)
      select r.f, ${tenantGroup}, r.o, 'page', r.o + 1, r.h, r.t, setweight(to_tsvector('german', r.h), 'A') || to_tsvector('german', r.t)
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(f text, o int, h text, t text)`)
  }
  const loadSeconds = (performance.now() - at) / 1000
  at = performance.now()
  if (onPostgres) {
    // Migration 0014's definition, built once over all rows.
    await bulk.transaction(async (tx) => {
      await tx.execute(sql`set local maintenance_work_mem = '512MB'`)
      await tx.execute(sql`create index knowledge_chunks_search_idx on knowledge_chunks using gin (search_vector) with (fastupdate = false)`)
    })
  }
  await bulk.execute(sql`analyze`)
  await bulkClient?.end()
  print({ step: 'load', chunks: chunkCount, files: fileCount, insertSeconds: round1(loadSeconds), indexAndAnalyzeSeconds: round1((performance.now() - at) / 1000) })
}

// ---------------------------------------------------------------- 2. retrieve
if (steps.has('retrieve')) {
  const questions = Array.from({ length: queryCount + 20 }, () => sentence(2 + Math.floor(random() * 4)))
  const latencies: number[] = []
  let passages = 0
  const dump: string[] = []
  for (const [index, question] of questions.entries()) {
    const at = performance.now()
    const found = await retrievePassages(db, scope, question, { limit: 8, minSimilarity: config.knowledgeVectorMinSimilarity })
    dump.push(`${question}: ${found.map((passage) => passage.chunkId).join(' ')}`)
    if (index >= 20) {
      latencies.push(performance.now() - at) // the first 20 warm the caches
      passages += found.length
    }
  }
  print({ step: 'retrieve', chunks: chunkCount, queries: queryCount, passagesPerQuery: round1(passages / queryCount), p50ms: round1(percentile(latencies, 50)), p95ms: round1(percentile(latencies, 95)), maxMs: round1(Math.max(...latencies)) })
  // BENCH_DUMP=file: each question's passages (chunk ids in order), to compare two versions' answers.
  if (process.env.BENCH_DUMP) writeFileSync(process.env.BENCH_DUMP, dump.join('\n') + '\n')
  // BENCH_EXPLAIN=n: the n slowest questions again, each statement under EXPLAIN (ANALYZE, BUFFERS).
  const explained = Number(process.env.BENCH_EXPLAIN ?? 0)
  if (explained > 0) {
    const explaining = new Proxy(db, {
      get(target, prop) {
        if (prop !== 'execute') return Reflect.get(target, prop)
        return async (query: ReturnType<typeof sql>) => {
          const plan = (await target.execute(sql`explain (analyze, buffers) ${query}`)) as unknown as { rows: Record<string, string>[] }
          console.log(plan.rows.map((row) => row['QUERY PLAN']).join('\n'))
          return target.execute(query)
        }
      },
    })
    const slowest = latencies.map((ms, i) => ({ ms, question: questions[i + 20]! })).sort((a, b) => b.ms - a.ms).slice(0, explained)
    for (const { ms, question } of slowest) {
      console.log(`--- ${question} (${round1(ms)} ms)`)
      await retrievePassages(explaining as typeof db, scope, question, { limit: 8, minSimilarity: config.knowledgeVectorMinSimilarity })
    }
  }
}

// ---------------------------------------------------------------- 3. a 300-page PDF
const pdf300 = bigPdf(300)
if (steps.has('pdf300')) {
  const collectionId = await addCollection(otherTenant, 'pdf300')
  const at = performance.now()
  const result = await ingest(otherTenant, collectionId, 'handbuch-300.pdf', new Uint8Array(pdf300))
  const seconds = (performance.now() - at) / 1000
  print({
    step: 'pdf300',
    mib: round1(pdf300.byteLength / 1048576),
    pages: result.units,
    chunks: result.chunks,
    extractSeconds: round1(result.extractMs / 1000),
    chunkSeconds: round1(result.chunkMs / 1000),
    indexSeconds: round1(result.indexMs / 1000),
    pagesPerSecond: round1(result.units / seconds),
    extractPagesPerSecond: round1(result.units / (result.extractMs / 1000)),
    indexPagesPerSecond: round1(result.units / (result.indexMs / 1000)),
  })
}

// ---------------------------------------------------------------- 4. 1,000 mixed files
if (steps.has('mixed')) {
  const collectionId = await addCollection(otherTenant, 'mixed')
  const files = Array.from({ length: Number(process.env.BENCH_MIXED ?? 1000) }, (_, i) => mixedFile(i))
  const totals = { units: 0, chunks: 0, bytes: 0, extractMs: 0, chunkMs: 0, indexMs: 0 }
  const failures: Record<string, number> = {}
  const at = performance.now()
  for (const file of files) {
    try {
      const result = await ingest(otherTenant, collectionId, file.name, file.bytes)
      totals.units += result.units
      totals.chunks += result.chunks
      totals.bytes += file.bytes.byteLength
      totals.extractMs += result.extractMs
      totals.chunkMs += result.chunkMs
      totals.indexMs += result.indexMs
    } catch (error) {
      const code = (error as { code?: string }).code ?? (error as Error).message
      failures[code] = (failures[code] ?? 0) + 1
    }
  }
  const seconds = (performance.now() - at) / 1000
  print({
    step: 'mixed',
    files: files.length,
    refused: failures,
    mib: round1(totals.bytes / 1048576),
    units: totals.units,
    chunks: totals.chunks,
    seconds: round1(seconds),
    filesPerSecond: round1(files.length / seconds),
    unitsPerSecond: round1(totals.units / seconds),
    extractSeconds: round1(totals.extractMs / 1000),
    chunkSeconds: round1(totals.chunkMs / 1000),
    indexSeconds: round1(totals.indexMs / 1000),
  })
}

// ---------------------------------------------------------------- 5. recall@5
if (steps.has('recall')) {
  interface Question {
    id: string
    question: string
    file: string
    unit: { kind: string; number: number | null }
    contains: string
  }
  const { questions } = parse(readFileSync(join(fixtures, 'retrieval-questions.yaml'), 'utf8')) as { questions: Question[] }
  const collectionId = await addCollection(tenantGroup, 'fixtures')
  const fileIds = new Map<string, string>()
  for (const name of new Set(questions.map((question) => question.file))) {
    fileIds.set(name, (await ingest(tenantGroup, collectionId, name, new Uint8Array(readFileSync(join(fixtures, name))))).fileId)
  }
  const misses: string[] = []
  const latencies: number[] = []
  for (const question of questions) {
    const at = performance.now()
    const passages = await retrievePassages(db, scope, question.question, { limit: 5, minSimilarity: config.knowledgeVectorMinSimilarity })
    latencies.push(performance.now() - at)
    const hit = passages.some(
      (passage) => passage.fileId === fileIds.get(question.file) && (question.unit.number === null || passage.unitNumber === question.unit.number) && passage.text.includes(question.contains),
    )
    if (!hit) misses.push(question.id)
    if (!hit && process.env.BENCH_DEBUG) console.log(question.id, question.question, '->', passages.map((passage) => `${passage.filename}#${passage.unitNumber}:${passage.text.slice(0, 60)}`))
  }
  print({
    step: 'recall@5',
    questions: questions.length,
    hits: questions.length - misses.length,
    recall: +((questions.length - misses.length) / questions.length).toFixed(3),
    misses,
    p95ms: round1(percentile(latencies, 95)),
    distractorChunks: steps.has('load') ? chunkCount : 0,
    set: 'tests/fixtures/knowledge/retrieval-questions.yaml, written by hand from the fixture texts',
  })
}

// ---------------------------------------------------------------- 6. requests while a big file is indexed
if (steps.has('waiting')) {
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const admin = await insertUser(db, { email: `bench-knowledge-${Date.now()}@example.test`, username: 'benchadmin', passwordHash: 'x', role: 'ADMIN', group: tenantGroup, features: [] }, new Date())
  const token = await createSession(db, admin.id, new Date(), { idleMinutes: 600, maxHours: 24 })
  const headers = { authorization: `Bearer ${token}` }
  const collectionId = await addCollection(tenantGroup, 'upload')
  // What the file is doing when a request is slow: 'upload' until the upload is answered, then the
  // file's status as the watcher last read it.
  let phase = 'quiet'
  const slow: { phase: string; request: string; ms: number }[] = []
  const probe = async (until: () => boolean) => {
    const health: number[] = []
    const page: number[] = []
    while (!until()) {
      let at = performance.now()
      let phaseAt = phase
      const first = await fetch(`${address}/api/health`)
      await first.arrayBuffer()
      health.push(performance.now() - at)
      if (health.at(-1)! > 100) slow.push({ phase: phaseAt === phase ? phase : `${phaseAt}->${phase}`, request: 'health', ms: round1(health.at(-1)!) })
      at = performance.now()
      phaseAt = phase
      const second = await fetch(`${address}/api/knowledge/files?collectionId=${collectionId}`, { headers })
      await second.arrayBuffer()
      if (second.status !== 200) throw new Error(`files list: ${second.status}`)
      page.push(performance.now() - at)
      if (page.at(-1)! > 100) slow.push({ phase: phaseAt === phase ? phase : `${phaseAt}->${phase}`, request: 'page', ms: round1(page.at(-1)!) })
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const figures = (values: number[]) => ({ n: values.length, p50ms: round1(percentile(values, 50)), p99ms: round1(percentile(values, 99)), maxMs: round1(Math.max(...values)), over100ms: values.filter((value) => value > 100).length })
    return { health: figures(health), page: figures(page) }
  }
  // The server's longest event-loop blocks (the bench, client and server share one process).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 })
  const quietUntil = performance.now() + 5_000
  loopDelay.enable()
  const quiet = await probe(() => performance.now() > quietUntil)
  loopDelay.disable()
  const quietLoopMaxMs = round1(loopDelay.max / 1e6)
  loopDelay.reset()
  slow.length = 0
  // The probe runs from before the upload: storing the file is part of what others wait behind.
  let status = 'upload'
  phase = 'upload'
  const startedAt = performance.now()
  loopDelay.enable()
  const busyProbe = probe(() => status === 'ready' || status === 'failed')
  const upload = await fetch(`${address}/api/knowledge/files?filename=handbuch-300.pdf&collectionId=${collectionId}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/octet-stream' },
    body: new Uint8Array(pdf300),
  })
  if (upload.status !== 201) throw new Error(`upload: ${upload.status} ${await upload.text()}`)
  const uploadSeconds = round1((performance.now() - startedAt) / 1000)
  const fileId = ((await upload.json()) as { id: string }).id
  let indexingSince = NaN
  const watcher = (async () => {
    while (status !== 'ready' && status !== 'failed') {
      const [row] = await db.select({ status: knowledgeFiles.status }).from(knowledgeFiles).where(sql`${knowledgeFiles.id} = ${fileId}`)
      status = row?.status ?? 'gone'
      phase = status
      if (status === 'indexing' && Number.isNaN(indexingSince)) indexingSince = performance.now() - startedAt
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })()
  const busy = await busyProbe
  await watcher
  loopDelay.disable()
  print({
    step: 'waiting',
    file: 'handbuch-300.pdf (300 pages) uploaded over HTTP, indexed by the job runner',
    status,
    seconds: round1((performance.now() - startedAt) / 1000),
    uploadSeconds,
    indexingFromSecond: round1(indexingSince / 1000),
    quiet: { ...quiet, loopMaxMs: quietLoopMaxMs },
    whileIndexing: { ...busy, loopMaxMs: round1(loopDelay.max / 1e6), loopP99ms: round1(loopDelay.percentile(99) / 1e6) },
    // Requests over 100 ms by what the file was doing: how many, and the longest.
    slowByStage: Object.fromEntries(
      [...new Set(slow.map((entry) => entry.phase))].map((stage) => {
        const some = slow.filter((entry) => entry.phase === stage)
        return [stage, { n: some.length, maxMs: Math.max(...some.map((entry) => entry.ms)) }]
      }),
    ),
  })
}

// ---------------------------------------------------------------- 7. the evaluation set of issue 38
if (steps.has('quality')) await benchQuality(app, print)

await app.close()
if (!keptDir) rmSync(dataDir, { recursive: true, force: true })
if (steps.has('vectors')) await benchVectors()
