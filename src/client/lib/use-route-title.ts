import { useMatches } from '@tanstack/react-router'

/** The message id of the current route's title (from the manifest), if it has one. */
export function useRouteTitleId(): string | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const title = matches[i]?.staticData?.title
    if (title) return title
  }
  return undefined
}

/** The current route's manifest id. */
export function useRouteId(): string | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const routeId = matches[i]?.staticData?.routeId
    if (routeId) return routeId
  }
  return undefined
}
