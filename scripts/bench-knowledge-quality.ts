// bench:knowledge, step quality (issue 38, decision 0090): the evaluation set of scripts/knowledge-eval/
// (35 fictional OTC documents, 200+ labelled questions) uploaded into a fresh tenant through the API
// and indexed by the job runner, then every question asked as a chat answer asks it: the sources an
// answer gathers (gatherSources: retrievePassages) and the offline engine's answer
// (composeOfflineAnswer). Beside it, in the same run, a plain BM25 over 800-character windows.
// Prints the figures of issue 38's table with their goals, per kind and language, as JSON lines and
// a table. BENCH_DEBUG=1 prints every miss; BENCH_QUALITY_DUMP=file writes every question's result.
import { randomUUID } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { and, eq, inArray } from 'drizzle-orm'
import type { createApp } from '../src/server/app.ts'
import { answerLanguageFor } from '../src/server/chat/answer-language.ts'
import { gatherSources } from '../src/server/chat/answer/gather-sources.ts'
import type { SourceScope } from '../src/server/chat/answer/resolve-source-scope.ts'
import { composeOfflineAnswer } from '../src/server/chat/offline/compose-offline-answer.ts'
import type { ThreadRow } from '../src/server/chat/thread-store.ts'
import { knowledgeFiles } from '../src/server/db/ai-tables.ts'
import { createSession } from '../src/server/db/sessions.ts'
import { insertUser } from '../src/server/db/users.ts'
import { extractDocument } from '../src/server/knowledge/document-seam.ts'
import { readProfiles } from '../src/server/knowledge/profile/profile-store.ts'
import { bm25, windowsOf } from './knowledge-eval/bm25-baseline.ts'
import {
  crossLingual,
  evalFiles,
  evalQuestions,
  expectPattern,
  type EvalQuestion,
} from './knowledge-eval/eval-set.ts'
import {
  breakdownTable,
  qualityFigures,
  qualityTable,
  saysNoAnswer,
  type QuestionResult,
} from './knowledge-eval/quality-figures.ts'
import { percentile } from './support/percentile.ts'

type App = Awaited<ReturnType<typeof createApp>>

/** A fresh tenant: the other steps write into DEMO and BPI. */
const tenantGroup = 'ALEXION'
const normalise = (text: string) => text.replace(/\s+/g, ' ')

export async function benchQuality(
  app: App,
  print: (figures: Record<string, unknown>) => void,
): Promise<void> {
  const db = app.db
  const files = evalFiles()
  const questions = evalQuestions()
  // ---- load: a user of the tenant uploads every document into one collection; the job runner indexes them.
  const admin = await insertUser(
    db,
    {
      email: `bench-quality-${Date.now()}@example.test`,
      username: 'benchquality',
      passwordHash: 'x',
      role: 'ADMIN',
      group: tenantGroup,
      features: [],
    },
    new Date(),
  )
  const token = await createSession(db, admin.id, new Date(), { idleMinutes: 600, maxHours: 24 })
  const headers = { authorization: `Bearer ${token}` }
  const created = await app.inject({
    method: 'POST',
    url: '/api/knowledge/collections',
    headers,
    payload: { name: 'Evaluation set', internal: false },
  })
  if (created.statusCode !== 201) throw new Error(`collection: ${created.statusCode} ${created.body}`)
  const collectionId = created.json().id as string
  const loadStarted = performance.now()
  const fileIds = new Map<string, string>()
  for (const { document, bytes } of files) {
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/knowledge/files?filename=${encodeURIComponent(document.name)}&collectionId=${collectionId}`,
      headers: { ...headers, 'content-type': 'application/octet-stream' },
      payload: Buffer.from(bytes),
    })
    if (uploaded.statusCode !== 201)
      throw new Error(`upload ${document.name}: ${uploaded.statusCode} ${uploaded.body}`)
    fileIds.set(uploaded.json().id as string, document.name)
  }
  let rows: { status: string; filename: string; chunkCount: number | null }[] = []
  for (
    const deadline = Date.now() + 600_000;
    Date.now() < deadline;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    rows = await db
      .select({
        status: knowledgeFiles.status,
        filename: knowledgeFiles.filename,
        chunkCount: knowledgeFiles.chunkCount,
      })
      .from(knowledgeFiles)
      .where(
        and(eq(knowledgeFiles.tenantGroup, tenantGroup), inArray(knowledgeFiles.id, [...fileIds.keys()])),
      )
    if (rows.every((row) => row.status === 'ready' || row.status === 'failed')) break
  }
  const failed = rows.filter((row) => row.status !== 'ready').map((row) => `${row.filename}: ${row.status}`)
  if (failed.length > 0) throw new Error(`not indexed: ${failed.join(', ')}`)
  const indexSeconds = (performance.now() - loadStarted) / 1000

  // ---- the baseline's index: the same extraction, 800-character windows.
  const windows = []
  for (const { document, bytes } of files)
    windows.push(
      ...windowsOf(
        document.name,
        (await extractDocument(bytes, document.name)).units.map((unit) => unit.text).join('\n'),
      ),
    )
  const baseline = bm25(windows)

  // ---- the questions, as a chat answer in a data-pool chatbot asks them (mode "all", no product master).
  const scope: SourceScope = {
    mode: 'all',
    retrieve: true,
    collections: 'all',
    includeInternal: true,
    products: false,
    strict: false,
  }
  const thread = {
    id: randomUUID(),
    tenantGroup,
    assistantId: null,
    userId: admin.id,
    settings: {},
  } as unknown as ThreadRow
  const language = answerLanguageFor(tenantGroup)
  const ask = async (question: string) => {
    let at = performance.now()
    const sources = await gatherSources(db, admin, thread, scope, question, {
      minSimilarity: app.config.knowledgeVectorMinSimilarity,
    })
    const retrievalMs = performance.now() - at
    at = performance.now()
    const answer = await composeOfflineAnswer(db, question, sources, language, { retrieved: true })
    return { sources, answer, retrievalMs, composeMs: performance.now() - at }
  }
  for (const question of questions.slice(0, 10)) await ask(question.question) // warms the caches
  const results: QuestionResult[] = []
  const dump: unknown[] = []
  // Every question's sources as gathered, for scripts/knowledge-eval/replay-offline-answers.ts.
  const sourcesDump: string[] = []
  for (const question of questions) {
    if (process.env.BENCH_ONLY && !process.env.BENCH_ONLY.split(',').includes(question.id)) continue
    if (process.env.RANK_DEBUG) console.error('QUESTION', question.id, question.question)
    const { sources, answer, retrievalMs, composeMs } = await ask(question.question)
    const passages = sources.flatMap((source) => (source.kind === 'passage' ? [source.passage] : []))
    const right = new Set(question.file ? [question.file, ...(question.alsoIn ?? [])] : [])
    const pattern = question.expect ? expectPattern(question) : null
    const holds = (file: string, text: string) =>
      right.has(file) && pattern !== null && pattern.test(normalise(text))
    const found = baseline(question.question, 5)
    const result: QuestionResult = {
      question,
      crossLingual: crossLingual(question),
      top1: passages[0]?.filename ?? null,
      r1: passages[0] !== undefined && right.has(passages[0].filename),
      hit5: passages.slice(0, 5).some((passage) => holds(passage.filename, passage.text)),
      value: pattern !== null && !saysNoAnswer(answer) && pattern.test(normalise(answer.text)),
      noAnswer: saysNoAnswer(answer),
      retrievalMs,
      answerMs: retrievalMs + composeMs,
      baseline: {
        r1: found[0] !== undefined && right.has(found[0].file),
        hit5: found.some((window) => holds(window.file, window.text)),
      },
    }
    results.push(result)
    if (process.env.BENCH_QUALITY_DUMP) sourcesDump.push(JSON.stringify({ id: question.id, sources }))
    dump.push({
      id: question.id,
      ...result,
      question: question.question,
      passages: passages.map(
        (passage) =>
          `${passage.filename}#${passage.unitNumber ?? ''} ${passage.score.toFixed(2)} ${normalise(passage.text).slice(0, 120)}`,
      ),
      answer: answer.text,
    })
    if (
      process.env.BENCH_DEBUG &&
      (question.kind === 'unanswerable' ? !result.noAnswer : !result.r1 || !result.hit5 || !result.value)
    )
      console.log(
        `${question.id} [${question.kind} ${question.language}] ${question.question}\n  want ${question.file ?? 'no answer'} /${question.expect ?? ''}/  r1 ${result.r1} hit5 ${result.hit5} value ${result.value} noAnswer ${result.noAnswer}\n  top ${passages
          .slice(0, 3)
          .map((passage) => passage.filename)
          .join(', ')}\n  answer ${normalise(answer.text).slice(0, 300)}`,
      )
  }
  if (process.env.BENCH_QUALITY_DUMP) {
    const profiles = await readProfiles(db, tenantGroup, [...fileIds.keys()])
    writeFileSync(
      `${process.env.BENCH_QUALITY_DUMP}.profiles`,
      [...profiles.values()]
        .map((profile) => JSON.stringify({ ...profile, file: fileIds.get(profile.fileId) }))
        .join('\n') + '\n',
    )
    writeFileSync(`${process.env.BENCH_QUALITY_DUMP}.sources`, sourcesDump.join('\n') + '\n')
    writeFileSync(
      process.env.BENCH_QUALITY_DUMP,
      dump.map((entry) => JSON.stringify(entry)).join('\n') + '\n',
    )
  }

  const { figures, breakdown, misses } = qualityFigures(results)
  print({
    step: 'quality',
    documents: files.length,
    chunks: rows.reduce((sum, row) => sum + (row.chunkCount ?? 0), 0),
    questions: questions.length,
    indexSeconds: +indexSeconds.toFixed(1),
    retrievalP50ms: +percentile(
      results.map((result) => result.retrievalMs),
      50,
    ).toFixed(1),
    figures,
    set: 'scripts/knowledge-eval (documents), tests/fixtures/knowledge-eval/questions.yaml (questions)',
  })
  for (const row of breakdown) print({ step: 'quality.breakdown', ...row })
  print({ step: 'quality.misses', ...misses })
  console.log(qualityTable(figures))
  console.log(`\n${breakdownTable(breakdown)}`)
}

export type { EvalQuestion }
