// How many file parsers (worker threads and child processes together) run at once: one core stays
// free for the event loop, but never fewer than two: the job runner keeps a slot for a second tenant's
// file while one tenant's heavy file parses (decision 0082), and that parse must not queue behind it
// here. Further files wait for a free slot.
import { availableParallelism } from 'node:os'

const maxRunning = Math.max(2, availableParallelism() - 1)
let running = 0
const waiting: (() => void)[] = []

export async function takeSlot(): Promise<void> {
  if (running < maxRunning) {
    running++
    return
  }
  await new Promise<void>((resolve) => waiting.push(resolve))
}

export function releaseSlot(): void {
  const next = waiting.shift()
  if (next) next()
  else running--
}
