import { useMatches } from '@tanstack/react-router'
import { conventionalTitle } from '../../shared/manifest/route-title.ts'

/** The message id of the current route's title (from the manifest), if it has one. */
export function useRouteTitleId(): string | undefined {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.staticData
    // The generated tree leaves out a title that follows the convention.
    if (data?.routeId) return data.title ?? conventionalTitle(data.routeId)
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
