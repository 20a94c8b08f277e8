/** Whether a concrete URL path fits a route path whose `$name` segments match any one segment. */
export function matchesRoutePath(routePath: string, path: string): boolean {
  const pattern = splitPath(routePath)
  const actual = splitPath(path)
  if (pattern.length !== actual.length) return false
  return pattern.every((segment, i) => segment.startsWith('$') || segment === actual[i])
}

/** The route whose path fits `path`, preferring fixed segments over parameters. */
export function findRouteForPath<R extends { readonly path: string }>(routes: readonly R[], path: string): R | undefined {
  const candidates = routes.filter((route) => matchesRoutePath(route.path, path))
  return candidates.sort((a, b) => countParams(a.path) - countParams(b.path))[0]
}

/** Values of the `$name` segments of `routePath` in `path`. */
export function extractParams(routePath: string, path: string): Record<string, string> {
  const actual = splitPath(path)
  const params: Record<string, string> = {}
  splitPath(routePath).forEach((segment, i) => {
    if (segment.startsWith('$')) params[segment.slice(1)] = actual[i] ?? ''
  })
  return params
}

function splitPath(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0)
}

function countParams(path: string): number {
  return splitPath(path).filter((segment) => segment.startsWith('$')).length
}
