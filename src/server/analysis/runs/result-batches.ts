// A run's results written in batches as they arrive (group commit, decision 0111): one batch is
// written at a time; the results that arrive meanwhile wait and go together in the next one. With few
// results each goes alone as soon as it arrives (no timer adds waiting); with fifty calls answering at
// once they share a transaction and one pass of the notification rules instead of two transactions and
// six statements each. Between batches the writer yields to the event loop, so requests that arrived
// meanwhile (the health route's ping) get the database before the next batch.
//
// write() resolves once the item's result is committed and its findings went through the rules: a worker
// waits for it before it takes its next item, so a run never has more answered-but-unwritten items than
// calls in flight, and a stopped job (which waits for its workers) leaves none unwritten.
import type { Database } from '../../db/connect.ts'
import { recordResults, type ResultContext, type ResultEntry } from './record-result.ts'

/** Results written in one transaction at most. */
export const resultBatch = 50

interface Waiting {
  readonly entry: ResultEntry
  readonly resolve: (written: boolean) => void
  readonly reject: (error: unknown) => void
}

/** `write(item, analysis)`: false when the run already had a result for the item. */
export function resultWriter(db: Database, run: ResultContext, maxBatch = resultBatch) {
  const waiting: Waiting[] = []
  let busy = false

  const writeBatch = async (batch: Waiting[]) => {
    try {
      const written = await recordResults(
        db,
        run,
        batch.map((entry) => entry.entry),
      )
      batch.forEach((entry, i) => entry.resolve(written[i]!))
    } catch (error) {
      batch.forEach((entry) => entry.reject(error))
    }
  }

  const next = () => {
    if (busy || waiting.length === 0) return
    busy = true
    void writeBatch(waiting.splice(0, maxBatch)).then(() =>
      setImmediate(() => {
        busy = false
        next()
      }),
    )
  }

  return {
    write: (entry: ResultEntry): Promise<boolean> =>
      new Promise<boolean>((resolve, reject) => {
        waiting.push({ entry, resolve, reject })
        next()
      }),
  }
}
