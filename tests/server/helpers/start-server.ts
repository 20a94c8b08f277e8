// Runs scripts/start.ts as `npm start` does (`node scripts/start.ts`, Node's own type stripping) as a
// child process and follows what it prints.
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { serverNodeFlags } from '../../../scripts/support/server-node-flags.ts'

const rootDir = fileURLToPath(new URL('../../../', import.meta.url))

/** The arguments to `node` that package.json's start script gives. */
export const startScriptArgs = [...serverNodeFlags, 'scripts/start.ts']

export interface StartedServer {
  readonly child: ChildProcess
  /** http://127.0.0.1:<port>, as the server printed it. */
  readonly url: string
  readonly port: number
  /** Everything printed so far, stdout and stderr. */
  output(): string
  /** Resolves with the first match of `pattern` in the output (so far or later). */
  waitForOutput(pattern: RegExp, timeoutMs?: number): Promise<RegExpExecArray>
  /** Resolves with the exit code once the process has exited. */
  exited(): Promise<number | null>
  /** SIGTERM, then SIGKILL after 20 s; resolves with the exit code. */
  stop(): Promise<number | null>
}

/** Starts the server with `env` (which should set PORT=0) and waits until it says where it listens. */
export async function startServer(
  env: NodeJS.ProcessEnv,
  options: { listenTimeoutMs?: number } = {},
): Promise<StartedServer> {
  const child = spawn(process.execPath, startScriptArgs, {
    cwd: rootDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const listeners = new Set<() => void>()
  const onData = (chunk: Buffer) => {
    output += chunk.toString()
    for (const listener of listeners) listener()
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  let hasExited = false
  void exit.then(() => {
    hasExited = true
    for (const listener of listeners) listener()
  })

  const waitForOutput = (pattern: RegExp, timeoutMs = 120_000) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output)
        if (match) {
          done()
          resolve(match)
        } else if (hasExited) {
          done()
          reject(new Error(`the server exited before printing ${pattern}:\n${output}`))
        }
      }
      const timer = setTimeout(() => {
        done()
        reject(new Error(`the server did not print ${pattern} within ${timeoutMs} ms:\n${output}`))
      }, timeoutMs)
      const done = () => {
        clearTimeout(timer)
        listeners.delete(check)
      }
      listeners.add(check)
      check()
    })

  const stop = async () => {
    if (!hasExited) {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000)
      await exit
      clearTimeout(timer)
    }
    return exit
  }

  try {
    const [, url] = await waitForOutput(/Tessera listening on (http:\/\/\S+)/, options.listenTimeoutMs)
    return {
      child,
      url: url!,
      port: Number(new URL(url!).port),
      output: () => output,
      waitForOutput,
      exited: () => exit,
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}

/** The one-time credentials a first start prints, last (after the line that says where it listens). */
export const credentialsPattern = /e-mail:\s+(\S+)\s+password:\s+(\S+)/

/** Waits for the first start's credentials and returns them. */
export async function firstStartCredentials(
  server: StartedServer,
): Promise<{ email: string; password: string }> {
  const [, email, password] = await server.waitForOutput(credentialsPattern)
  return { email: email!, password: password! }
}
