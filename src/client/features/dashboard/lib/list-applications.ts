import { routeAccess } from '../../../../generated/route-access.gen.ts'
import { findRouteForPath } from '../../../../shared/manifest/match-path.ts'
import type { AccessUser, CompiledMenuEntry } from '../../../../shared/manifest/types.ts'
import { canAccess } from '../../../../shared/policy/can-access.ts'
import { filterMenu } from '../../../../shared/policy/filter-menu.ts'

export interface Application {
  readonly id: string
  readonly titleId: string
  readonly url: string
  readonly icon: string | undefined
  /** The collapse the entry sits in, if any (shown as the tile's overline). */
  readonly sectionTitleId: string | undefined
}

export interface ApplicationGroup {
  readonly id: string
  readonly titleId: string
  readonly applications: readonly Application[]
}

function collect(entries: readonly CompiledMenuEntry[], user: AccessUser, section: CompiledMenuEntry | undefined, out: Application[]) {
  for (const entry of entries) {
    if (entry.children) {
      collect(entry.children, user, entry, out)
      continue
    }
    if (entry.type !== 'item' || !entry.url || entry.disabled || entry.url === '/') continue
    const route = entry.external ? undefined : findRouteForPath(routeAccess, entry.url)
    if (!entry.external && (!route || !canAccess(user, route.access))) continue
    out.push({ id: entry.id, titleId: entry.title, url: entry.url, icon: entry.icon ?? section?.icon, sectionTitleId: section?.title })
  }
}

/** Every application a user may open, grouped as in the side menu (the dashboard itself left out). */
export function listApplications(menu: readonly CompiledMenuEntry[], user: AccessUser): ApplicationGroup[] {
  return filterMenu(menu, user)
    .filter((entry) => entry.type === 'group')
    .map((group) => {
      const applications: Application[] = []
      collect(group.children ?? [], user, undefined, applications)
      return { id: group.id, titleId: group.title, applications }
    })
    .filter((group) => group.applications.length > 0)
}
