// The same key TanStack Router's lazyRouteComponent uses for its own one reload, so the two
// together still reload only once before the error page shows.
const KEY_PREFIX = 'tanstack_router_reload:'

/**
 * Reloads the page the first time a given chunk fails to load and says so; a second failure of
 * the same chunk in this tab returns false, so the error reaches the error page.
 */
export function reloadOnceOnPreloadError(error: unknown, reload: () => void = () => window.location.reload()): boolean {
  const key = `${KEY_PREFIX}${error instanceof Error ? error.message : String(error)}`
  try {
    if (window.sessionStorage.getItem(key)) return false
    window.sessionStorage.setItem(key, '1')
  } catch {
    return false
  }
  reload()
  return true
}
