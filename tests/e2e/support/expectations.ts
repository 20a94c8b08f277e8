// What the manifest says a user should see and open: the compiled tables (src/generated) read
// through the shared policy, the same ones `npm run manifest -- matrix` reports.
import { routes } from '../../../src/generated/access.gen.ts'
import { sideMenu } from '../../../src/generated/menu.gen.ts'
import type { AccessUser, CompiledMenuEntry } from '../../../src/shared/manifest/types.ts'
import { canAccess } from '../../../src/shared/policy/can-access.ts'
import { filterMenu, flattenMenuItems } from '../../../src/shared/policy/filter-menu.ts'
import { text, type Locale } from './messages.ts'

export interface ExpectedMenu {
  /** Subheaders of the visible top-level groups, in order. */
  readonly groups: string[]
  /** Every visible leaf as "title -> url" ("title (disabled)" without a link), depth first. */
  readonly items: string[]
}

export function expectedMenu(user: AccessUser, locale: Locale): ExpectedMenu {
  const visible = filterMenu(sideMenu, user)
  return {
    groups: visible.map((group) => text(group.title, locale)),
    items: flattenMenuItems(visible).map((item) => describeItem(item, locale)),
  }
}

function describeItem(item: CompiledMenuEntry, locale: Locale): string {
  const title = text(item.title, locale)
  return item.disabled || !item.url ? `${title} (disabled)` : `${title} -> ${item.url}`
}

export interface RouteCase {
  readonly id: string
  /** The path with every parameter filled in. */
  readonly path: string
  readonly allowed: boolean
}

/** Every signed-in route of the manifest and whether `user` may open it. */
export function routeCases(user: AccessUser): RouteCase[] {
  return routes
    .filter((route) => !route.public)
    .map((route) => ({ id: route.id, path: route.path.replace(/\$(\w+)/g, 'e2e-$1'), allowed: canAccess(user, route.access) }))
}
