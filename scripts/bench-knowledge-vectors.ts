// The vector case of npm run bench:knowledge (decision 0044): nearest passages by cosine distance on
// embedded PGlite with pgvector, exact (real[] cast to vector, the way before the index) against the
// per-dimension HNSW index. For each size in BENCH_VECTOR_CHUNKS (default 20000,100000) a fresh
// in-memory database gets that many chunks with vectors of BENCH_VECTOR_DIMENSIONS (default 1536):
// 90 % in the questioning tenant, 10 % in another. Vectors are clustered like real embeddings
// (400 topics, each a random direction, plus noise per chunk), from a seeded generator so runs
// compare. Printed per size: load time (vectors without index) and index build time, p50/p95 of the exact and the indexed search
// (the candidates one answer asks for: 3 x 8 passages; each timed after one warm-up run), recall of the index against the exact
// top 24, the plan's index use, and a narrow scope (one collection of 100 chunks) that the index
// cannot fill and the exact scan answers. Slow on a busy machine: 20,000 x 1,536 took about 7
// minutes to load and index, 100,000 x 1,536 would take about 40; the figures of docs/benchmarks.md
// used BENCH_VECTOR_CHUNKS=20000 and BENCH_VECTOR_CHUNKS=100000 BENCH_VECTOR_DIMENSIONS=384.
import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { aiModels, aiProviders, knowledgeCollections, knowledgeFiles } from '../src/server/db/ai-tables.ts'
import { openDatabase } from '../src/server/db/connect.ts'
import { ensureTenantGroups } from '../src/server/db/users.ts'
import { nearestByVector, type SourceScope } from '../src/server/knowledge/retrieve.ts'
import { detectVectorSearch, ensureVectorIndex, vectorLiteral } from '../src/server/knowledge/vector-search.ts'
import { percentile } from './support/percentile.ts'

const sizes = (process.env.BENCH_VECTOR_CHUNKS ?? '20000,100000').split(',').map(Number)
const dimensions = Number(process.env.BENCH_VECTOR_DIMENSIONS ?? 1536)
const queryCount = Number(process.env.BENCH_VECTOR_QUERIES ?? 100)
const candidates = 24
const topics = 400
const chunksPerFile = 100

let seed = 7
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648)
// Roughly normal (sum of uniforms), enough for directions.
const gaussian = () => random() + random() + random() + random() - 2
const normalize = (v: number[]) => {
  const length = Math.hypot(...v)
  return v.map((x) => x / length)
}
const ms = (value: number) => +value.toFixed(1)

export async function benchVectors(): Promise<void> {
  const centres = Array.from({ length: topics }, () => normalize(Array.from({ length: dimensions }, gaussian)))
  const near = (centre: number[], noise: number) => normalize(centre.map((x) => x + noise * gaussian()))
  for (const size of sizes) {
    const handle = await openDatabase({ dataDir: 'memory' })
    await handle.migrate()
    await ensureTenantGroups(handle.db)
    const db = handle.db
    if (!(await detectVectorSearch(db))) throw new Error('PGlite without pgvector')
    const modelId = randomUUID()
    const providerId = randomUUID()
    // Never called: the questions' vectors are made here. The key is not encrypted for the same reason.
    await db.insert(aiProviders).values({ id: providerId, name: 'bench', kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:9', apiKeyEncrypted: '', apiKeyHint: '' })
    await db.insert(aiModels).values({ id: modelId, providerId, modelName: 'bench-embed', displayName: 'bench', capabilities: ['embeddings'], embeddingDimensions: dimensions })
    const collections: Record<string, string> = {}
    for (const group of ['DEMO', 'NERES', 'NARROW']) {
      collections[group] = randomUUID()
      await db.insert(knowledgeCollections).values({ id: collections[group]!, tenantGroup: group === 'NARROW' ? 'DEMO' : group, name: group, internal: false })
    }
    let started = performance.now()
    const files = size / chunksPerFile
    for (let f = 0; f < files; f++) {
      const tenantGroup = f % 10 === 9 ? 'NERES' : 'DEMO'
      if (f % 20 === 0) process.stderr.write(`vectors: ${f * chunksPerFile} of ${size}\n`)
      const collectionId = f === 0 ? collections.NARROW! : collections[tenantGroup]!
      const fileId = randomUUID()
      await db.insert(knowledgeFiles).values({ id: fileId, tenantGroup, collectionId, filename: `v-${f}.txt`, extension: 'txt', mediaType: 'text/plain', sizeBytes: 0, sha256: '', status: 'ready', language: 'german' })
      const ids = (await db.execute(sql`insert into knowledge_chunks (file_id, tenant_group, ordinal, unit_kind, unit_number, heading, text, search_vector)
        select ${fileId}, ${tenantGroup}, n, 'page', n + 1, '', 'passage ' || n, ''::tsvector from generate_series(0, ${chunksPerFile - 1}) n returning id`)) as unknown as { rows: { id: number }[] }
      for (let from = 0; from < ids.rows.length; from += 50) {
        const rows = ids.rows.slice(from, from + 50).map((row) => {
          const vector = near(centres[Math.floor(random() * topics)]!, 0.04)
          return sql`(${Number(row.id)}, ${tenantGroup}, ${modelId}, ${dimensions}, ${`{${vector.map((x) => x.toFixed(6)).join(',')}}`}::real[])`
        })
        await db.execute(sql`insert into knowledge_chunk_embeddings (chunk_id, tenant_group, model_id, dimensions, embedding) values ${sql.join(rows, sql`, `)}`)
      }
    }
    const loadSeconds = (performance.now() - started) / 1000
    process.stderr.write(`vectors: ${size} loaded in ${loadSeconds.toFixed(1)} s\n`)
    // The product creates the index with the first vectors and grows it insert by insert; on this
    // shared machine that made loading 20,000 vectors take half an hour, so the benchmark builds it
    // once over the loaded table (the same index, built in memory).
    started = performance.now()
    await db.execute(sql`set maintenance_work_mem = '1GB'`)
    await ensureVectorIndex(db, dimensions)
    const indexSeconds = (performance.now() - started) / 1000
    process.stderr.write(`vectors: index built in ${indexSeconds.toFixed(1)} s\n`)
    await db.execute(sql`analyze`)

    const scope: SourceScope = { tenantGroup: 'DEMO', collections: 'all', includeInternal: true }
    const narrow: SourceScope = { tenantGroup: 'DEMO', collections: [collections.NARROW!], includeInternal: true }
    const questions = Array.from({ length: queryCount }, () => near(centres[Math.floor(random() * topics)]!, 0.06))
    const timed = async (fn: () => Promise<unknown>) => {
      const at = performance.now()
      await fn()
      return performance.now() - at
    }
    const exact: number[] = []
    const indexed: number[] = []
    const narrowTimes: number[] = []
    let recallSum = 0
    let outOfScope = 0
    for (const question of questions) {
      const truth = await nearestByVector(db, scope, modelId, question, candidates, { exact: true })
      exact.push(await timed(() => nearestByVector(db, scope, modelId, question, candidates, { exact: true })))
      let found = await nearestByVector(db, scope, modelId, question, candidates)
      indexed.push(await timed(async () => (found = await nearestByVector(db, scope, modelId, question, candidates))))
      const truthIds = new Set(truth.map((passage) => passage.chunkId))
      recallSum += found.filter((passage) => truthIds.has(passage.chunkId)).length / Math.max(truth.length, 1)
      const narrowFound = await nearestByVector(db, narrow, modelId, question, candidates)
      narrowTimes.push(await timed(() => nearestByVector(db, narrow, modelId, question, candidates)))
      outOfScope += narrowFound.filter((passage) => passage.collectionId !== collections.NARROW).length
    }
    const plan = (await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('hnsw.iterative_scan', 'strict_order', true)`)
      const expression = sql.raw(`e.embedding::vector(${dimensions})`)
      const q = sql`${vectorLiteral(questions[0]!)}::${sql.raw(`vector(${dimensions})`)}`
      return tx.execute(sql`explain select c.id from knowledge_chunk_embeddings e join knowledge_chunks c on c.id = e.chunk_id
        join knowledge_files f on f.id = c.file_id left join knowledge_collections k on k.id = f.collection_id
        where e.dimensions = ${sql.raw(String(dimensions))} and e.tenant_group = 'DEMO' and e.model_id = ${modelId} and c.tenant_group = 'DEMO' and f.tenant_group = 'DEMO' and f.status = 'ready'
        order by ${expression} <=> ${q} limit ${candidates}`)
    })) as unknown as { rows: Record<string, string>[] }
    const planText = plan.rows.map((row) => Object.values(row)[0]).join(' | ')
    console.log(
      JSON.stringify({
        step: 'vectors',
        chunks: size,
        dimensions,
        queries: queryCount,
        loadSeconds: +loadSeconds.toFixed(1),
        indexBuildSeconds: +indexSeconds.toFixed(1),
        exactP50ms: ms(percentile(exact, 50)),
        exactP95ms: ms(percentile(exact, 95)),
        hnswP50ms: ms(percentile(indexed, 50)),
        hnswP95ms: ms(percentile(indexed, 95)),
        recallAt24: +(recallSum / questions.length).toFixed(3),
        narrowScopeP50ms: ms(percentile(narrowTimes, 50)),
        narrowScopeP95ms: ms(percentile(narrowTimes, 95)),
        narrowOutOfScope: outOfScope,
        planUsesHnsw: planText.includes(`knowledge_chunk_embeddings_hnsw_${dimensions}`),
      }),
    )
    await handle.close()
  }
}
