// The signed-in layout empties the data cache when a session ends, but does not load the cache's
// code for it: the cache registers here once something first asked for it (query-scope.tsx), and
// until then there is nothing to empty (decision 0066).
let clearCache: (() => void) | undefined

/** Called by the cache's module when it is created. */
export function registerQueryCache(clear: () => void): void {
  clearCache = clear
}

/** Empties the data cache, if one was created in this page load. */
export function clearQueries(): void {
  clearCache?.()
}
