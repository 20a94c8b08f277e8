// Runs a file's parser in a child process, for parsers that allocate outside the JS heap (pdf.js
// inflating a stream into typed arrays, the Office readers' buffers): a worker thread's heap limit
// does not count that memory, and a thread shares the server's address space, so a 1 MB PDF whose
// stream inflated to 1 GiB grew the server by 2 GB (issue 36, decision 0081). A process has limits
// of its own: V8's heap limit, an address-space limit set by prlimit where it exists, and a watch on
// its resident memory that kills it past `maxResidentMb`; the time limit kills it too. It gets no
// environment from the server (no database URL, no keys). The parser module is the same as for a
// thread (worker-port.ts): its messages come framed on fd 3, each handled one acknowledged on stdin.
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { deserialize } from 'node:v8'
import type { WorkerLimits } from './file-limits.ts'
import { releaseSlot, takeSlot } from './parser-slots.ts'
import { FileRefusedError, type WorkerMessage } from './run-in-worker.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'
import { frameOf, messageFd, parserProcessVariable } from './worker-port.ts'

const prlimit = ['/usr/bin/prlimit', '/bin/prlimit'].find((path) => existsSync(path)) ?? null
/** Whether parser processes get an address-space limit here (util-linux's prlimit: Debian has it). */
export const addressSpaceLimited = prlimit !== null
const pageBytes = 4096
const memoryCheckMs = 20

/** The resident bytes of `pid`, from /proc (null where there is none, or once it has gone). */
function residentBytes(pid: number): number | null {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * pageBytes
  } catch {
    return null
  }
}

/** What a parser process measured about itself: for tests and benchmarks. */
export interface ProcessReport {
  peakResidentBytes: number
}

const tooComplex = (limits: WorkerLimits) =>
  new UntrustedFileError(
    'file.tooComplex',
    `Reading the file needs more than ${limits.maxResidentMb} MB of memory and was stopped; split it into smaller files`,
  )

/** V8's fatal out-of-memory ends the process with SIGABRT/SIGTRAP or 134, and says so on stderr. */
function diedOfMemory(code: number | null, signal: NodeJS.Signals | null, stderr: string): boolean {
  return (
    signal === 'SIGABRT' ||
    signal === 'SIGTRAP' ||
    code === 134 ||
    /out of memory|allocation failed/i.test(stderr)
  )
}

/**
 * Starts `entry` (a module using worker-port.ts) in a child process with `input` and hands each data
 * message to `onData` until done, as runInWorker does for a thread. Throws UntrustedFileError
 * (file.tooComplex past the memory limits, file.tooSlow past the time limit) or FileRefusedError.
 */
export async function runInProcess<TInput, TData>(
  entry: URL,
  input: TInput,
  limits: WorkerLimits,
  onData: (data: TData) => void | Promise<void>,
  report: ProcessReport = { peakResidentBytes: 0 },
): Promise<void> {
  await takeSlot()
  try {
    await new Promise<void>((resolve, reject) => {
      const node = [
        process.execPath,
        `--max-old-space-size=${limits.maxHeapMb}`,
        '--max-semi-space-size=16',
        fileURLToPath(entry),
      ]
      const command = prlimit
        ? [prlimit, `--as=${limits.maxAddressSpaceMb * 1024 * 1024}`, '--', ...node]
        : node
      const child = spawn(command[0]!, command.slice(1), {
        stdio: ['pipe', 'ignore', 'pipe', 'pipe'],
        env: { [parserProcessVariable]: '1', ...(process.env.PATH ? { PATH: process.env.PATH } : {}) },
      })
      let settled = false
      let stderr = ''
      let overMemory = false
      const settle = (error?: Error) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        clearInterval(memoryWatch)
        child.kill('SIGKILL')
        if (error) reject(error)
        else resolve()
      }
      const timer = setTimeout(
        () =>
          settle(
            new UntrustedFileError(
              'file.tooSlow',
              `Reading the file took longer than ${Math.round(limits.timeoutMs / 1000)} s and was stopped; split it into smaller files`,
            ),
          ),
        limits.timeoutMs,
      )
      const memoryWatch = setInterval(() => {
        const resident = child.pid === undefined ? null : residentBytes(child.pid)
        if (resident === null) return
        report.peakResidentBytes = Math.max(report.peakResidentBytes, resident)
        if (resident > limits.maxResidentMb * 1024 * 1024) {
          overMemory = true
          settle(tooComplex(limits))
        }
      }, memoryCheckMs)

      const handled = () => {
        if (!settled) child.stdin!.write(Buffer.of(1))
      }
      const onMessage = (message: WorkerMessage<TData>) => {
        if (settled) return
        if (message.kind === 'data') {
          const handling = onData(message.data)
          if (handling) handling.then(handled, (error: unknown) => settle(error as Error))
          else handled()
        } else if (message.kind === 'done') settle()
        else settle(new FileRefusedError(message.code, message.message, message.params))
      }
      // Frames: 4 bytes of length, then a v8-serialised WorkerMessage.
      let pending: Buffer = Buffer.alloc(0)
      const messages = child.stdio[messageFd] as NodeJS.ReadableStream
      messages.on('data', (chunk: Buffer) => {
        pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk])
        while (pending.length >= 4 && pending.length >= 4 + pending.readUInt32BE(0)) {
          const length = pending.readUInt32BE(0)
          const message = deserialize(pending.subarray(4, 4 + length)) as WorkerMessage<TData>
          pending = pending.subarray(4 + length)
          onMessage(message)
        }
      })
      child.stderr!.on('data', (chunk: Buffer) => {
        stderr = (stderr + chunk.toString('utf8')).slice(-2000)
      })
      // Writes to a child that has gone fail with EPIPE; its exit says why.
      child.stdin!.on('error', () => undefined)
      messages.on('error', () => undefined)
      child.on('error', (error) => settle(error))
      // After the child's pipes are drained: a done written just before exiting still counts.
      child.on('close', (code, signal) => {
        if (overMemory || diedOfMemory(code, signal, stderr)) settle(tooComplex(limits))
        else
          settle(
            new Error(
              `the file reader stopped unexpectedly (exit ${code ?? signal}): ${stderr.trim().slice(-500)}`,
            ),
          )
      })
      child.stdin!.write(frameOf(input))
    })
  } finally {
    releaseSlot()
  }
}
