// Builds the browser app when it is missing or older than its sources, and runs the real server
// (scripts/start.ts, as `npm start` does) on a random port with a fresh embedded database.
// Shared by the e2e global setup, scripts/bench-web.ts and scripts/screenshots.ts.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serverNodeFlags } from '../../../scripts/support/server-node-flags.ts'

export const rootDir = fileURLToPath(new URL('../../../', import.meta.url))
const clientIndex = join(rootDir, 'dist/client/index.html')
/** The server's renderer of signed-in pages (decision 0075), built beside the browser app. */
const serverEntry = join(rootDir, 'dist/ssr/server-entry.js')
const buildInputs = [
  'src/client',
  'src/generated',
  'src/shared',
  'public',
  'scripts/build',
  'vite.config.ts',
  'package-lock.json',
]

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue
    newest = Math.max(newest, newestMtime(join(path, entry)))
  }
  return newest
}

/** Whether dist/client is missing or older than any file it is built from. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(clientIndex) || !existsSync(serverEntry)) return true
  const builtAt = statSync(clientIndex).mtimeMs
  return buildInputs.some((input) => newestMtime(join(rootDir, input)) > builtAt)
}

/** Runs `npm run build` (dist/client and dist/ssr) when needed; throws with vite's output when it fails. */
export function ensureClientBuilt(options: { force?: boolean; log?: (line: string) => void } = {}): {
  built: boolean
} {
  if (!options.force && !clientBuildIsStale()) return { built: false }
  options.log?.('building the browser app (vite build -> dist/client, dist/ssr) ...')
  // The renderer first: the browser app's index.html is what marks the build as done.
  for (const args of [
    ['build', '--ssr', 'server-entry.tsx', '--logLevel', 'warn'],
    ['build', '--logLevel', 'warn'],
  ]) {
    const result = spawnSync(join(rootDir, 'node_modules/.bin/vite'), args, {
      cwd: rootDir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    if (result.status !== 0)
      throw new Error(
        `vite ${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`,
      )
  }
  if (!existsSync(clientIndex) || !existsSync(serverEntry))
    throw new Error('vite build wrote no dist/client/index.html or dist/ssr/server-entry.js')
  return { built: true }
}

function runCli(args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: rootDir,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0)
    throw new Error(`${args.join(' ')} failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

export interface RootCredentials {
  readonly email: string
  readonly password: string
}

export interface RunningServer {
  readonly baseURL: string
  readonly dataDir: string
  readonly root: RootCredentials
  /** The server's console output so far (for failure messages). */
  output(): string
  stop(): Promise<void>
}

/**
 * A fresh DATA_DIR, one ROOT user of PARENT created with `npm run user:create`'s script, then
 * scripts/start.ts on 127.0.0.1 with PORT=0; resolves once the server says where it listens.
 */
export async function startRealServer(options: { env?: NodeJS.ProcessEnv } = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-e2e-'))
  // OUTBOUND_ALLOW_LOOPBACK: the scripted model servers listen on 127.0.0.1.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'warn',
    OUTBOUND_ALLOW_LOOPBACK: 'true',
    ...options.env,
  }
  delete env.DATABASE_URL
  const root = { email: 'e2e-root@tessera.test', password: `e2e-${randomBytes(12).toString('base64url')}` }
  let child: ChildProcess | undefined
  let output = ''
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()))
      child.kill('SIGTERM')
      const timer = setTimeout(() => child!.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    runCli(
      [
        'scripts/user-create.ts',
        '--email',
        root.email,
        '--password',
        root.password,
        '--role',
        'ROOT',
        '--group',
        'PARENT',
        '--username',
        'e2e-root',
      ],
      env,
    )
    child = spawn(process.execPath, [...serverNodeFlags, 'scripts/start.ts'], {
      cwd: rootDir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const baseURL = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not say where it listens within 60 s:\n${output}`)),
        60_000,
      )
      const onData = (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Tessera listening on (http:\/\/[^\s]+)/.exec(output)
        if (match?.[1]) {
          clearTimeout(timer)
          resolve(match[1])
        }
      }
      child!.stdout!.on('data', onData)
      child!.stderr!.on('data', onData)
      child!.once('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`the server exited (code ${code}) before listening:\n${output}`))
      })
    })
    // Keep collecting output (bounded) so a later failure can show what the server said.
    child.stdout!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
    child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000)))
    return { baseURL, dataDir, root, output: () => output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

export interface SignedIn {
  readonly token: string
  readonly id: string
  readonly username: string
  readonly email: string
  readonly role: string
  readonly group: string
  readonly features: string[]
}

/** POST /api/auth/signin; throws with the server's answer when it is not 200. */
export async function signInViaApi(baseURL: string, email: string, password: string): Promise<SignedIn> {
  const response = await fetch(`${baseURL}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  if (response.status !== 200)
    throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as SignedIn
}

export interface NewUser {
  readonly email: string
  readonly username: string
  readonly password: string
  readonly role: string
  readonly group: string
  readonly features?: readonly string[]
}

/** POST /api/users as the given (admin) token; returns the created user's id. */
export async function createUserViaApi(
  baseURL: string,
  token: string,
  user: NewUser,
): Promise<{ id: string }> {
  const response = await fetch(`${baseURL}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ ...user, features: user.features ?? [] }),
  })
  if (response.status !== 201)
    throw new Error(`creating ${user.email} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as { id: string }
}

/** POST /api/auth/signout: the token is dead afterwards. */
export async function signOutViaApi(baseURL: string, token: string): Promise<void> {
  const response = await fetch(`${baseURL}/api/auth/signout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (response.status !== 204)
    throw new Error(`sign-out answered ${response.status}: ${await response.text()}`)
}
