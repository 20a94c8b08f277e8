// npm start: builds the browser app if its build (CLIENT_DIR, default dist/client) is missing, then
// serves it and the API on one port. Runs as `node scripts/start.ts`: Node 24 strips the types itself,
// no TypeScript loader in between (decision 0032); tsconfig's erasableSyntaxOnly keeps the code strippable.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp } from '../src/server/app.ts'
import { SERVER_ENTRY } from '../src/server/pages/signed-in-page.ts'
import { createFirstRootUser, formatFirstRootBanner } from '../src/server/bootstrap.ts'
import { ConfigError, loadConfig } from '../src/server/config.ts'
import { DataDirLockedError, lockDataDir } from '../src/server/lib/data-dir-lock.ts'

const rootDir = fileURLToPath(new URL('..', import.meta.url))
const clientDir = process.env.CLIENT_DIR
  ? resolve(process.env.CLIENT_DIR)
  : fileURLToPath(new URL('../dist/client', import.meta.url))

function loadConfigOrExit() {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

/** Builds the browser app into CLIENT_DIR when its index.html is missing, and with SERVER_RENDERING the server's page renderer (dist/ssr). */
function buildClientIfMissing(serverRendering: boolean) {
  const index = join(clientDir, 'index.html')
  const builds = [
    // The renderer of signed-in pages (decision 0075), only where it is used; always in dist/ssr.
    ...(serverRendering && !existsSync(SERVER_ENTRY) ? [['vite', 'build', '--ssr', 'server-entry.tsx']] : []),
    // An absolute --outDir: vite resolves a relative one against its root, src/client.
    ...(existsSync(index) ? [] : [['vite', 'build', '--outDir', clientDir]]),
  ]
  for (const command of builds) {
    console.log(
      `${command.includes('--ssr') ? SERVER_ENTRY : index} is missing: building it (npx ${command.join(' ')})...`,
    )
    const result = spawnSync('npx', command, { cwd: rootDir, stdio: 'inherit' })
    if (result.status !== 0) break
  }
  if (!existsSync(index)) {
    console.error(
      '\nERROR: building the browser app failed (see above). Serving the API only; pages answer 404 until `npm run build` succeeds.\n',
    )
  }
}

const config = loadConfigOrExit()
// React's production build for the server's rendering of pages (decision 0075), unless told otherwise.
if (config.serverRendering) process.env.NODE_ENV ??= 'production'
buildClientIfMissing(config.serverRendering)

let releaseLock = () => {}
if (!config.databaseUrl) {
  try {
    releaseLock = lockDataDir(config.dataDir)
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}

const app = await createApp({ config, clientDir })
const firstRoot = await createFirstRootUser(app.db, app.passwords, app.now())
// Fastify's own "Server listening at" line is left out: the line below says it, with the Node version
// and the database, and nothing of the start may come after the credentials (pino's line could reach
// the terminal after the console's on a busy machine).
const logLevel = app.log.level
app.log.level = 'warn'
await app.listen({ port: config.port, host: config.host })
app.log.level = logLevel
const address = app.server.address()
const url = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${typeof address === 'object' && address ? address.port : config.port}`
console.log(
  `Tessera listening on ${url} (Node ${process.version}, database: ${app.database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`})`,
)
// Last, so nothing scrolls it away: requests are logged only at debug (plugins/request-log.ts).
if (firstRoot) console.log(formatFirstRootBanner(firstRoot, url))

let stopping = false
async function stop(signal: string) {
  if (stopping) {
    console.error(`${signal} again: exiting without waiting`)
    process.exit(1)
  }
  stopping = true
  app.log.info({ signal }, 'shutting down: finishing requests in flight')
  // Requests in flight finish; new ones get 503 and idle keep-alive connections close.
  const timer = setTimeout(() => {
    app.log.error('shutdown took longer than 25 s, exiting')
    process.exit(1)
  }, 25_000)
  timer.unref()
  await app.close()
  releaseLock()
  process.exit(0)
}
process.on('SIGTERM', () => void stop('SIGTERM'))
process.on('SIGINT', () => void stop('SIGINT'))
