// The parser's side of run-in-worker.ts and run-in-process.ts, loaded by Node itself: only erasable
// TypeScript here. A parser reads its input with `workerInput` and answers with `postData` (as often
// as it likes), then `postDone` or `postRefusal`. After each data message the parser waits while more
// than `messagesInFlight` are not yet handled on the server's thread: Node hands a worker's queued
// messages to the event loop in one turn, so a backlog of them (100 row chunks, 1.3 ms each) became
// one block for every other request (decisions 0060, 0062).
// In a thread the messages go over the worker's port and the count of handled ones over shared
// memory; in a child process (decision 0081) the input comes framed on stdin, messages go framed to
// fd 3, and the server writes one byte to stdin per handled message, which the child reads blocking.
import { readSync, writeSync } from 'node:fs'
import { deserialize, serialize } from 'node:v8'
import { parentPort, workerData } from 'node:worker_threads'
import type { WorkerMessage } from './run-in-worker.ts'

/** Data messages a parser may post ahead of the server's thread. */
export const messagesInFlight = 2

/** What runInWorker gives a worker: its input, and [data messages posted, data messages handled]. */
export interface WorkerEnvelope<TInput> {
  readonly input: TInput
  readonly flow: Int32Array
}

/** The environment variable run-in-process.ts starts a parser process with. */
export const parserProcessVariable = 'TESSERA_PARSER_PROCESS'
/** The child's fd its messages go to (stdin carries the input and the acknowledgements). */
export const messageFd = 3

const inProcess = parentPort === null && process.env[parserProcessVariable] === '1'

/** True in a worker thread or child process started by run-in-worker.ts or run-in-process.ts (false when only imported). */
export const inWorker = parentPort !== null || inProcess

/** Reads exactly `length` bytes from stdin, blocking (a pipe may answer EAGAIN until data is there). */
function readStdin(length: number): Buffer {
  const buffer = Buffer.alloc(length)
  let read = 0
  while (read < length) {
    try {
      const count = readSync(0, buffer, read, length - read, null)
      if (count === 0) process.exit(1)
      read += count
    } catch (error) {
      if ((error as { code?: string }).code !== 'EAGAIN') throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
    }
  }
  return buffer
}

/** Writes a length-prefixed frame (4 bytes, big-endian) to fd, whole. */
export function frameOf(value: unknown): Buffer {
  const body = serialize(value)
  const head = Buffer.alloc(4)
  head.writeUInt32BE(body.length)
  return Buffer.concat([head, body])
}

function writeAll(fd: number, bytes: Buffer): void {
  for (let written = 0; written < bytes.length;) {
    try {
      written += writeSync(fd, bytes, written)
    } catch (error) {
      if ((error as { code?: string }).code !== 'EAGAIN') throw error
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5)
    }
  }
}

let processInput: { value: unknown } | null = null

export function workerInput<TInput>(): TInput {
  if (!inProcess) return (workerData as WorkerEnvelope<TInput>).input
  processInput ??= { value: deserialize(readStdin(readStdin(4).readUInt32BE(0))) }
  return processInput.value as TInput
}

const post = <T>(message: WorkerMessage<T>) => {
  if (inProcess) writeAll(messageFd, frameOf(message))
  else parentPort!.postMessage(message)
}

let processPosted = 0
let processHandled = 0

export function postData<T>(data: T): void {
  post({ kind: 'data', data })
  if (inProcess) {
    processPosted++
    while (processPosted - processHandled > messagesInFlight) processHandled += readStdin(1).length
    return
  }
  const { flow } = workerData as WorkerEnvelope<unknown>
  const posted = Atomics.add(flow, 0, 1) + 1
  // Waits in steps, so that a parent that stops answering cannot hold the thread unnoticed (the
  // parent's time limit terminates the worker then anyway).
  for (
    let handled = Atomics.load(flow, 1);
    posted - handled > messagesInFlight;
    handled = Atomics.load(flow, 1)
  )
    Atomics.wait(flow, 1, handled, 100)
}

export function postDone(): void {
  post({ kind: 'done' })
}

/** The user's file is at fault: `code` and `message` reach the user (run-in-worker.ts's FileRefusedError). */
export function postRefusal(
  code: string,
  message: string,
  params?: Readonly<Record<string, string | number>>,
): void {
  post({ kind: 'refused', code, message, ...(params ? { params } : {}) })
}
