// npm run bench:pubmed (issue 41, decision 0100): Tessera's own time per PubMed answer, without the
// outside services. The app runs in this process on a fresh PGlite data directory (PostgreSQL when
// DATABASE_URL is set) against the scripted E-utilities server of the tests and, for the model rows, the
// scripted OpenAI-compatible server (instant answers). Each question goes over HTTP (app.inject: auth,
// policy, validation, the chain, the stored row, the answer's JSON). "Own time" is the answer's ownMs:
// the wall time of the chain minus the time spent waiting for E-utilities (rate limiter included) and
// for the model; the full request time is printed beside it. Half the questions repeat earlier ones
// (records from the PMID cache), half use new wording (efetch). BENCH_QUESTIONS (default 60 per mode).
// BENCH_STREAM=1: the streamed route instead (decision 0106), every question after the first a
// follow-up in the same conversation (its thread read each time); ownMs then includes sending the pieces.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../src/server/app.ts'
import { useKeyCipherKey } from '../src/server/ai/key-cipher.ts'
import { loadConfig } from '../src/server/config.ts'
import { aiModels, tenantAiSettings, tenantAllowedModels } from '../src/server/db/ai-tables.ts'
import { pubmedArticleCache } from '../src/server/db/pubmed-tables.ts'
import { insertUser } from '../src/server/db/users.ts'
import { saveNcbiSettings } from '../src/server/pubmed/pubmed-settings.ts'
import { startScriptedEutilsServer } from '../tests/support/scripted-eutils-server.ts'
import { reply, startScriptedOpenAiServer } from '../tests/support/scripted-openai-server.ts'
import { insertScriptedProvider } from '../tests/support/scripted-provider.ts'
import { median, percentile } from './support/percentile.ts'

const questions = Number(process.env.BENCH_QUESTIONS ?? 60)
const streamed = process.env.BENCH_STREAM === '1'
const password = 'benchmark password 1'

const eutils = await startScriptedEutilsServer()
const model = await startScriptedOpenAiServer({ apiKey: 'sk-bench-pubmed' })
process.env.PUBMED_BASE_URL = eutils.baseUrl
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-pubmed-'))
const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  OUTBOUND_ALLOW_LOOPBACK: 'true',
})
const app = await createApp({ config, logger: { level: config.logLevel } })
useKeyCipherKey(randomBytes(32))
// With a key the limiter allows 10 requests a second: the wait is excluded either way.
await saveNcbiSettings(
  app.db,
  { apiKey: 'benchbenchbench0123456789', email: 'bench@example.test' },
  new Date(),
)
const email = `bench-pubmed-${Date.now()}@example.test`
await insertUser(
  app.db,
  {
    email,
    username: 'bench-pubmed',
    passwordHash: await app.passwords.hash(password),
    role: 'READ',
    group: 'DEMO',
    features: [],
  },
  new Date(),
)
const signin = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password } })
const headers = { authorization: `Bearer ${(signin.json() as { token: string }).token}` }

async function run(label: string) {
  const own: number[] = []
  const total: number[] = []
  const modes = new Map<string, number>()
  let threadId: string | undefined
  for (let i = 0; i < questions; i++) {
    // Every other question starts with an empty cache: efetch and the cache write are measured too.
    if (i % 2 === 0) await app.db.delete(pubmedArticleCache)
    const started = performance.now()
    const response = await app.inject({
      method: 'POST',
      url: streamed ? '/api/pubmed/questions/stream' : '/api/pubmed/questions',
      headers,
      payload: {
        question: `Does vitamin D prevent acute respiratory infections? (${i})`,
        language: 'de',
        ...(threadId ? { threadId } : {}),
      },
    })
    total.push(performance.now() - started)
    if (response.statusCode !== (streamed ? 200 : 201))
      throw new Error(`${response.statusCode} ${response.body}`)
    const last = streamed
      ? (JSON.parse(response.body.trim().split('\n').at(-1)!) as { question?: unknown })
      : null
    if (last && !last.question) throw new Error(`stream ended without done: ${response.body}`)
    const body = (last ? last.question : response.json()) as { ownMs: number; mode: string; threadId: string }
    if (streamed) threadId ??= body.threadId
    own.push(body.ownMs)
    modes.set(body.mode, (modes.get(body.mode) ?? 0) + 1)
  }
  const f = (values: number[], p: number) => percentile(values, p).toFixed(1)
  console.log(
    `| ${label} | ${questions} | ${median(own).toFixed(1)} / ${f(own, 95)} | ${median(total).toFixed(1)} / ${f(total, 95)} | ${[...modes].map(([mode, n]) => `${mode} ${n}`).join(', ')} |`,
  )
}

try {
  console.log(
    `# bench:pubmed${streamed ? ' (streamed, follow-ups in one thread)' : ''} on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    '| mode | questions | own ms median / p95 | request ms median / p95 (incl. outside) | answers |',
  )
  console.log('|---|---|---|---|---|')
  await run('no model (quoted conclusions)')
  const providerId = await insertScriptedProvider(app.db, model.baseUrl, 'sk-bench-pubmed')
  const modelId = randomUUID()
  await app.db.insert(aiModels).values({
    id: modelId,
    providerId,
    modelName: 'scripted-chat',
    displayName: 'Scripted',
    capabilities: ['chat'],
    contextWindow: 32_000,
  })
  await app.db.insert(tenantAllowedModels).values({ tenantGroup: 'DEMO', modelId })
  await app.db
    .insert(tenantAiSettings)
    .values({ tenantGroup: 'DEMO', defaultChatModelId: modelId })
    .onConflictDoUpdate({ target: tenantAiSettings.tenantGroup, set: { defaultChatModelId: modelId } })
  model.answerWhen(
    (body) => JSON.stringify(body.messages).includes('PubMed search queries'),
    reply('["vitamin D[tiab] AND respiratory tract infections[tiab]", "vitamin D[mh] AND infections[tiab]"]'),
  )
  model.answerWhen(
    (body) => JSON.stringify(body.messages).includes('Abstracts:'),
    reply(
      'Eine Metaanalyse fand einen Schutz vor Atemwegsinfekten [90000002]. Eine Studie fand keinen signifikanten Effekt [90000001].',
    ),
  )
  await run('model (scripted, instant)')
} finally {
  await app.close()
  await eutils.close()
  await model.close()
  rmSync(dataDir, { recursive: true, force: true })
}
