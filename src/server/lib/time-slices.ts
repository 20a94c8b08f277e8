// Long loops on the event loop let other requests in by time, not by a count of items: a count that
// takes 20 ms on an idle machine takes 400 ms on a loaded one (docs/decisions/0051).

/**
 * Work longer than this between two turns of the event loop is cut. A request that waits on the
 * database (`/api/health` pings it) needs two turns or more, each after a slice: 20 ms slices made
 * such a request wait 100 ms and more behind an upload's validation (decision 0061).
 */
export const sliceMs = 10

/**
 * A clock for one long loop: `due()` says whether the slice is used up (cheap enough to ask for every
 * item), `yield()` lets the event loop turn and starts the next slice.
 */
export function timeSlices(ms = sliceMs) {
  let since = performance.now()
  return {
    due: () => performance.now() - since >= ms,
    yield: async () => {
      await new Promise<void>((resolve) => setImmediate(resolve))
      since = performance.now()
    },
  }
}

/** Calls `visit` on each item in order, letting the event loop turn whenever a slice is used up. */
export async function forEachSliced<T>(items: Iterable<T>, visit: (item: T) => void, slices = timeSlices()): Promise<void> {
  for (const item of items) {
    visit(item)
    if (slices.due()) await slices.yield()
  }
}
