// The worker's side of run-in-worker.ts, loaded by Node itself: only erasable TypeScript here. A
// worker reads its input with `workerInput` and answers with `postData` (as often as it likes),
// then `postDone` or `postRefusal`. After each data message the worker waits while more than
// `messagesInFlight` are not yet handled on the server's thread: Node hands a worker's queued
// messages to the event loop in one turn, so a backlog of them (100 row chunks, 1.3 ms each) became
// one block for every other request (decisions 0060, 0062).
import { parentPort, workerData } from 'node:worker_threads'
import type { WorkerMessage } from './run-in-worker.ts'

/** Data messages a worker may post ahead of the server's thread. */
export const messagesInFlight = 2

/** What runInWorker gives a worker: its input, and [data messages posted, data messages handled]. */
export interface WorkerEnvelope<TInput> {
  readonly input: TInput
  readonly flow: Int32Array
}

/** True in a worker thread started by runInWorker's Worker (false when the module is only imported). */
export const inWorker = parentPort !== null

export function workerInput<TInput>(): TInput {
  return (workerData as WorkerEnvelope<TInput>).input
}

const post = <T>(message: WorkerMessage<T>) => parentPort!.postMessage(message)

export function postData<T>(data: T): void {
  const { flow } = workerData as WorkerEnvelope<unknown>
  post({ kind: 'data', data })
  const posted = Atomics.add(flow, 0, 1) + 1
  // Waits in steps, so that a parent that stops answering cannot hold the thread unnoticed (the
  // parent's time limit terminates the worker then anyway).
  for (let handled = Atomics.load(flow, 1); posted - handled > messagesInFlight; handled = Atomics.load(flow, 1))
    Atomics.wait(flow, 1, handled, 100)
}

export function postDone(): void {
  post({ kind: 'done' })
}

/** The user's file is at fault: `code` and `message` reach the user (run-in-worker.ts's FileRefusedError). */
export function postRefusal(code: string, message: string, params?: Readonly<Record<string, string | number>>): void {
  post({ kind: 'refused', code, message, ...(params ? { params } : {}) })
}
