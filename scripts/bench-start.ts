// npm run bench:start: how long `npm start`'s server takes from spawn to "Tessera listening" and how
// much memory its processes hold once listening, for each way of running scripts/start.ts: Node's own
// type stripping (what `npm start` runs, decision 0032), `node --import tsx`, and the tsx CLI (which
// runs the server in a second Node process). Runs the modes in turn, BENCH_RUNS times each (default
// 5), on one embedded database migrated beforehand, serving the existing browser build.
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureClientBuilt, rootDir } from '../tests/e2e/support/real-server.ts'
import { median } from './support/percentile.ts'

const runs = Number(process.env.BENCH_RUNS ?? 5)
const modes: Record<string, string[]> = {
  'node scripts/start.ts (type stripping)': ['scripts/start.ts'],
  'node --import tsx scripts/start.ts': ['--import', 'tsx', 'scripts/start.ts'],
  'tsx scripts/start.ts (CLI, two processes)': [
    join(rootDir, 'node_modules/tsx/dist/cli.mjs'),
    'scripts/start.ts',
  ],
}

/** Resident memory of a process and all its descendants, in MiB. */
function treeRssMiB(pid: number): number {
  let kib = 0
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  kib += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim()
    for (const child of children ? children.split(' ') : []) kib += treeRssMiB(Number(child)) * 1024
  }
  return kib / 1024
}

async function startOnce(args: string[], env: NodeJS.ProcessEnv): Promise<{ ms: number; rssMiB: number }> {
  const started = performance.now()
  const child = spawn(process.execPath, args, { cwd: rootDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const ms = await new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (/Tessera listening on/.test(output)) resolve(performance.now() - started)
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    void exited.then(() => reject(new Error(`the server exited before listening:\n${output}`)))
  })
  // Let start-up garbage settle the way it would before the first request.
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  const rssMiB = treeRssMiB(child.pid!)
  child.kill('SIGTERM')
  await exited
  return { ms, rssMiB }
}


ensureClientBuilt({ log: console.log })
const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-start-'))
const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: '0',
  LOG_LEVEL: 'warn',
}
delete env.DATABASE_URL
try {
  await startOnce(modes['node scripts/start.ts (type stripping)']!, env) // migrates the fresh database
  const results = new Map(
    Object.keys(modes).map((mode) => [mode, [] as Array<{ ms: number; rssMiB: number }>]),
  )
  for (let run = 0; run < runs; run++) {
    for (const [mode, args] of Object.entries(modes)) results.get(mode)!.push(await startOnce(args, env))
  }
  console.log(
    `Start-up of scripts/start.ts, ${runs} runs each, Node ${process.version}, load average ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')}`,
  )
  console.log(
    '| how | spawn to listening, median ms (all) | RSS once listening, median MiB (all) |\n|---|---|---|',
  )
  for (const [mode, values] of results) {
    const times = values.map((value) => value.ms)
    const rss = values.map((value) => value.rssMiB)
    console.log(
      `| ${mode} | ${median(times).toFixed(0)} (${times.map((t) => t.toFixed(0)).join(', ')}) | ${median(rss).toFixed(0)} (${rss.map((r) => r.toFixed(0)).join(', ')}) |`,
    )
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true })
}
