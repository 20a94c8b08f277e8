// npm run bench:knowledge: the knowledge index on embedded PGlite (in memory), in one process.
//  1. Indexing throughput: 100,000 synthetic chunks (1,000 files of 100) written through replaceChunks.
//  2. Retrieval latency: p50/p95 of retrievePassages over those chunks (BENCH_QUERIES, default 200 questions).
//  3. Extraction throughput over tests/fixtures/knowledge (whatever extractDocument reads today).
//  4. recall@5 over questions made from the fixtures themselves (see questionsFrom below), with the
//     100,000 synthetic chunks in the same tenant as distractors.
//  5. Vectors: exact against HNSW nearest-neighbour search (scripts/bench-knowledge-vectors.ts).
// BENCH_CHUNKS shrinks step 1; BENCH_ONLY=vectors runs step 5 alone. Figures are printed as JSON lines.
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { knowledgeCollections, knowledgeFiles } from '../src/server/db/ai-tables.ts'
import { openDatabase } from '../src/server/db/connect.ts'
import { ensureTenantGroups } from '../src/server/db/users.ts'
import { chunkDocument, extractDocument } from '../src/server/knowledge/document-seam.ts'
import { replaceChunks } from '../src/server/knowledge/insert-chunks.ts'
import { retrievePassages, type SourceScope } from '../src/server/knowledge/retrieve.ts'
import { benchVectors } from './bench-knowledge-vectors.ts'

const chunkCount = Number(process.env.BENCH_CHUNKS ?? 100_000)
const queryCount = Number(process.env.BENCH_QUERIES ?? 200)
const chunksPerFile = 100
const fixtures = 'tests/fixtures/knowledge'
const tenantGroup = 'DEMO'

// A deterministic generator, so runs compare.
let seed = 42
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648)
const vocabulary = (
  'Dosierung Tablette Erwachsene Kinder Nebenwirkungen Wechselwirkungen Schwangerschaft Stillzeit Lagerung Temperatur ' +
  'Packungsgröße Wirkstoff Ibuprofen Paracetamol Apotheke Rezept Anwendung Gegenanzeigen Überdosierung Haltbarkeit ' +
  'Filmtablette Kapsel Lösung Behandlung Schmerzen Fieber Entzündung Magen Niere Leber Blutdruck Allergie Hinweis ' +
  'Anwendungsgebiet Zulassung Hersteller Charge Verfalldatum Kühlschrank Kühlkette Transport Lieferung Großhandel ' +
  'posologie comprimé adulte enfant effets indésirables grossesse conservation pharmacie ordonnance douleur fièvre'
).split(' ')
// Documents have large vocabularies: 20,000 made-up words drawn with a Zipf-like skew beside the
// pharma words above, so common words match many chunks and rare ones few, as in real text.
const syllables = ['ka', 'lo', 'mi', 'ter', 'dan', 'vis', 'ro', 'pe', 'sul', 'fen', 'ma', 'tor', 'lin', 'ex', 'bra', 'qui']
const madeUp = Array.from({ length: 20_000 }, (_, i) => {
  let word = ''
  for (let n = i + 7; word.length < 6 || n > 0; n = Math.floor(n / 16)) word += syllables[n % 16]
  return word
})
const pickWord = () => (random() < 0.05 ? vocabulary[Math.floor(random() * vocabulary.length)]! : madeUp[Math.floor(madeUp.length * random() ** 3)]!)
const sentence = (words: number) => Array.from({ length: words }, pickWord).join(' ')
const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!

/** Questions from the fixtures: each sentence's four longest distinct words, the sentence the answer. */
function questionsFrom(texts: string[]): { question: string; answer: string }[] {
  const questions: { question: string; answer: string }[] = []
  for (const text of texts) {
    for (const raw of text.split(/(?<=[.!?])\s+|\n+/)) {
      const answer = raw.trim()
      const words = [...new Set(answer.match(/\p{L}{4,}/gu) ?? [])].sort((a, b) => b.length - a.length)
      if (words.length >= 3) questions.push({ question: words.slice(0, 4).join(' '), answer: answer.slice(0, 60) })
    }
  }
  return questions
}

if (process.env.BENCH_ONLY !== 'vectors') {
  const handle = await openDatabase({ dataDir: 'memory' })
  await handle.migrate()
  await ensureTenantGroups(handle.db)
  const db = handle.db
  const collectionId = randomUUID()
  await db.insert(knowledgeCollections).values({ id: collectionId, tenantGroup, name: 'bench', internal: false })
  const addFile = async (filename: string) => {
    const id = randomUUID()
    await db.insert(knowledgeFiles).values({ id, tenantGroup, collectionId, filename, extension: 'txt', mediaType: 'text/plain', sizeBytes: 0, sha256: '', status: 'ready', language: 'german' })
    return id
  }

  // 1. Indexing throughput
  let started = performance.now()
  for (let f = 0; f < chunkCount / chunksPerFile; f++) {
    const fileId = await addFile(`synthetic-${f}.txt`)
    const chunks = Array.from({ length: chunksPerFile }, (_, ordinal) => ({ ordinal, unitKind: 'page', unitNumber: ordinal + 1, heading: sentence(3), text: sentence(120) }))
    await replaceChunks(db, { fileId, tenantGroup, language: 'german' }, chunks)
  }
  const indexSeconds = (performance.now() - started) / 1000
  console.log(JSON.stringify({ step: 'index', chunks: chunkCount, seconds: +indexSeconds.toFixed(1), chunksPerSecond: Math.round(chunkCount / indexSeconds) }))

  // 2. Retrieval latency
  const scope: SourceScope = { tenantGroup, collections: 'all', includeInternal: true }
  const latencies: number[] = []
  for (let q = 0; q < queryCount; q++) {
    const question = sentence(2 + Math.floor(random() * 4))
    const at = performance.now()
    await retrievePassages(db, scope, question, { limit: 8, minSimilarity: 0 })
    latencies.push(performance.now() - at)
  }
  console.log(JSON.stringify({ step: 'retrieve', chunks: chunkCount, queries: queryCount, p50ms: +percentile(latencies, 50).toFixed(1), p95ms: +percentile(latencies, 95).toFixed(1) }))

  // 3. Extraction throughput, 4. recall@5
  const readable: string[] = []
  const failures: Record<string, string> = {}
  let extractedBytes = 0
  started = performance.now()
  for (const name of readdirSync(fixtures).sort()) {
    const bytes = new Uint8Array(readFileSync(join(fixtures, name)))
    try {
      const document = await extractDocument(bytes, name)
      const chunks = await chunkDocument(document)
      const fileId = await addFile(name)
      await replaceChunks(db, { fileId, tenantGroup, language: document.language ?? 'german' }, chunks)
      readable.push(chunks.map((chunk) => chunk.text).join('\n'))
      extractedBytes += bytes.byteLength
    } catch (error) {
      failures[name] = (error as { code?: string }).code ?? (error as Error).message
    }
  }
  const extractSeconds = (performance.now() - started) / 1000
  console.log(JSON.stringify({ step: 'extract', files: readable.length, kib: Math.round(extractedBytes / 1024), seconds: +extractSeconds.toFixed(2), refused: failures }))

  const questions = questionsFrom(readable)
  let hits = 0
  for (const { question, answer } of questions) {
    const passages = await retrievePassages(db, scope, question, { limit: 5, minSimilarity: 0 })
    if (passages.some((passage) => passage.text.includes(answer))) hits += 1
  }
  console.log(JSON.stringify({ step: 'recall@5', questions: questions.length, hits, recall: questions.length ? +(hits / questions.length).toFixed(3) : null, method: 'four longest words of each fixture sentence; hit when a top-5 passage contains the sentence; 100,000 synthetic distractor chunks in the same tenant' }))
  await handle.close()
}
await benchVectors()
