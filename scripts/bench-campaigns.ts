// bench:campaigns (issue 41, decision 0101): the sync of BENCH_CAMPAIGNS (default 5,000) Mailchimp
// campaigns with their reports, content and click details from a scripted Mailchimp over HTTP, by the
// job runner of an app started as `npm start` would (a child process on a fresh PGlite data directory,
// or PostgreSQL when DATABASE_URL is set); this process runs the scripted Mailchimp and the health
// client, so the app's event loop is its own. Prints the sync's wall time, campaigns per second, the
// requests Mailchimp answered, and GET /api/health (one request after another) during the sync,
// p50/p99. BENCH_HTML_BLOCKS: the e-mails' size in KB (default 30).
import { fork } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { startScriptedMailchimpServer } from '../tests/support/scripted-mailchimp-server.ts'
import { percentile } from './support/percentile.ts'
import { serverNodeFlags } from './support/server-node-flags.ts'

const campaignCount = Number(process.env.BENCH_CAMPAIGNS ?? 5000)
/** About 1 KB each: 30 make an e-mail of some 30 KB, as real newsletters are. */
const htmlBlocks = Number(process.env.BENCH_HTML_BLOCKS ?? 30)
const apiKey = `${'0123456789abcdef'.repeat(2)}-us21`

type FromChild =
  | { type: 'ready'; address: string }
  | { type: 'done'; status: string; errorCode: string | null; synced: number; wallMs: number }

// ---------------------------------------------------------------- the app (child process)
async function serve() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-campaigns-'))
  const { createApp } = await import('../src/server/app.ts')
  const { loadConfig } = await import('../src/server/config.ts')
  const { encryptSecret, hintOf, useKeyCipherKey } = await import('../src/server/ai/key-cipher.ts')
  const { campaignConnections } = await import('../src/server/db/campaign-tables.ts')
  const { enqueueCampaignSync } = await import('../src/server/campaigns/sync-job.ts')
  const { eq } = await import('drizzle-orm')
  const config = loadConfig({
    ...process.env,
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
  })
  const app = await createApp({ config, logger: { level: config.logLevel } })
  useKeyCipherKey(randomBytes(32))
  await app.db.insert(campaignConnections).values({
    tenantGroup: 'NERES',
    apiKeyEncrypted: encryptSecret(apiKey),
    apiKeyHint: hintOf(apiKey.split('-')[0]!),
    datacenter: 'us21',
  })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  process.send!({ type: 'ready', address })
  await new Promise<void>((resolve) => process.once('message', () => resolve()))
  const started = performance.now()
  await enqueueCampaignSync(app.db, 'NERES')
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 250))
    const [row] = await app.db
      .select()
      .from(campaignConnections)
      .where(eq(campaignConnections.tenantGroup, 'NERES'))
    if (row && (row.syncStatus === 'ok' || row.syncStatus === 'failed')) {
      process.send!({
        type: 'done',
        status: row.syncStatus,
        errorCode: row.syncErrorCode,
        synced: row.syncedCount,
        wallMs: performance.now() - started,
      })
      break
    }
  }
  await new Promise<void>((resolve) => process.once('message', () => resolve()))
  await app.close()
  rmSync(dataDir, { recursive: true, force: true })
  process.exit(0)
}

// ---------------------------------------------------------------- Mailchimp and the health client
async function main() {
  const mailchimp = await startScriptedMailchimpServer({
    apiKey,
    datacenter: 'us21',
    campaigns: campaignCount,
    htmlBlocks,
    // As Mailchimp's /content does for campaigns made in its editor; BENCH_PLAIN_TEXT=0: HTML only.
    plainText: process.env.BENCH_PLAIN_TEXT !== '0',
  })
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: [...serverNodeFlags, ...process.execArgv],
    env: { ...process.env, MAILCHIMP_BASE_URL: mailchimp.baseUrl },
  })
  const ready = await new Promise<Extract<FromChild, { type: 'ready' }>>((resolve) =>
    child.once('message', (message: FromChild) => message.type === 'ready' && resolve(message)),
  )
  const done = new Promise<Extract<FromChild, { type: 'done' }>>((resolve) =>
    child.on('message', (message: FromChild) => message.type === 'done' && resolve(message)),
  )
  let running = true
  const health: number[] = []
  let healthFailed = 0
  const probe = (async () => {
    while (running) {
      const sent = performance.now()
      const response = await fetch(`${ready.address}/api/health`)
      await response.arrayBuffer()
      if (response.status !== 200) healthFailed += 1
      health.push(performance.now() - sent)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })()
  child.send({ type: 'start' })
  const result = await done
  running = false
  await probe
  child.send({ type: 'stop' })
  await new Promise((resolve) => child.once('exit', resolve))
  await mailchimp.close()
  const seconds = result.wallMs / 1000
  console.log(
    `bench:campaigns — ${campaignCount} campaigns (e-mails of ~${htmlBlocks} KB, ${process.env.BENCH_PLAIN_TEXT !== '0' ? 'with' : 'without'} plain text), ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, load ${loadavg()[0]!.toFixed(2)}`,
  )
  console.log(
    `  sync: ${result.status}${result.errorCode ? ` (${result.errorCode})` : ''}, ${result.synced} campaigns in ${seconds.toFixed(1)} s (${(result.synced / seconds).toFixed(0)}/s), ${mailchimp.requests.length} Mailchimp requests`,
  )
  console.log(
    `  /api/health during the sync: p50 ${percentile(health, 50).toFixed(1)} ms, p99 ${percentile(health, 99).toFixed(1)} ms (${health.length} requests, ${healthFailed} not 200)`,
  )
}

if (process.argv[2] === '--serve') await serve()
else await main()
