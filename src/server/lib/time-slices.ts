// Long loops on the event loop let other requests in by time, not by a count of items: a count that
// takes 20 ms on an idle machine takes 400 ms on a loaded one (docs/decisions/0051).

/** Work longer than this between two turns of the event loop is cut. */
export const sliceMs = 20

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
