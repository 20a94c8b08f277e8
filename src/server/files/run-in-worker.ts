// Runs a file's parser in a worker thread with a heap limit and a time limit, so that a file built
// to exhaust memory or time ends its own worker, not the server, and the event loop that answers
// everyone else never parses. A few workers run at once; further files wait for a free one. The
// worker's side is worker-port.ts: it posts at most a few data messages ahead of their handling.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { WorkerLimits } from './file-limits.ts'
import type { WorkerEnvelope } from './worker-port.ts'
import { UntrustedFileError } from './untrusted-file-error.ts'

/** What a parser worker posts: data as it goes, then done, or a refusal with a message for the user. */
export type WorkerMessage<T> =
  | { readonly kind: 'data'; readonly data: T }
  | { readonly kind: 'done' }
  | {
      readonly kind: 'refused'
      readonly code: string
      readonly message: string
      readonly params?: Readonly<Record<string, string | number>>
    }

/** A refusal a parser worker sent (bad header, too many rows): the user's file, not the server, is at fault. */
export class FileRefusedError extends Error {
  readonly statusCode = 400
  readonly code: string
  readonly params: Readonly<Record<string, string | number>>
  constructor(code: string, message: string, params: Readonly<Record<string, string | number>> = {}) {
    super(message)
    this.name = 'FileRefusedError'
    this.code = code
    this.params = params
  }
}

// One core stays free for the event loop, but never fewer than two workers: the job runner keeps a
// slot for a second tenant's file while one tenant's heavy file parses (decision 0082), and its
// parse must not queue behind that file here.
const maxRunning = Math.max(2, availableParallelism() - 1)
let running = 0
const waiting: (() => void)[] = []

async function takeSlot(): Promise<void> {
  if (running < maxRunning) {
    running++
    return
  }
  await new Promise<void>((resolve) => waiting.push(resolve))
}

function releaseSlot(): void {
  const next = waiting.shift()
  if (next) next()
  else running--
}

/**
 * Starts `entry` (a module using worker-port.ts) with `input` and hands each data message to `onData`
 * until done. A message counts as handled when `onData` returns, or when the promise it returns
 * settles; the worker waits while more than `messagesInFlight` are not. `transferList`: buffers of
 * `input` moved to the worker rather than copied (they are unusable here after).
 */
export async function runInWorker<TInput, TData>(
  entry: URL,
  input: TInput,
  limits: WorkerLimits,
  onData: (data: TData) => void | Promise<void>,
  transferList: ArrayBuffer[] = [],
): Promise<void> {
  await takeSlot()
  try {
    await new Promise<void>((resolve, reject) => {
      // [data messages posted, data messages handled], shared with the worker (worker-port.ts).
      const flow = new Int32Array(new SharedArrayBuffer(8))
      const handled = () => {
        Atomics.add(flow, 1, 1)
        Atomics.notify(flow, 1)
      }
      const worker = new Worker(entry, {
        workerData: { input, flow } satisfies WorkerEnvelope<TInput>,
        transferList,
        resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 32 },
        stdout: false,
        stderr: false,
      })
      let settled = false
      const settle = (error?: Error) => {
        if (settled) return
        settled = true
        clearTimeout(timer)
        void worker.terminate()
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
      worker.on('message', (message: WorkerMessage<TData>) => {
        if (settled) return
        if (message.kind === 'data') {
          const handling = onData(message.data)
          if (handling) handling.then(handled, (error: unknown) => settle(error as Error))
          else handled()
        } else if (message.kind === 'done') settle()
        else settle(new FileRefusedError(message.code, message.message, message.params))
      })
      worker.on('error', (error: Error & { code?: string }) => {
        settle(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new UntrustedFileError(
                'file.tooComplex',
                `Reading the file needs more than ${limits.maxHeapMb} MB of memory and was stopped; split it into smaller files`,
              )
            : error,
        )
      })
      worker.on('exit', (code) =>
        settle(new Error(`the file reader stopped unexpectedly (exit code ${code})`)),
      )
    })
  } finally {
    releaseSlot()
  }
}
