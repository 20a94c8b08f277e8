// What the manifest says a user should see and open: the compiled tables (src/generated) read
// through the shared policy, the same ones `npm run manifest -- matrix` reports.
import { routes } from '../../../src/generated/access.gen.ts'
import { assistants } from '../../../src/generated/tenants.gen.ts'
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
  /**
   * The path names a record that does not exist (a thread, podcast or campaign id made up for the
   * test, or an assistant where the user's group has no fixed one): an allowed route may then show
   * the 404 page, but it stays on the path; a refused one is sent away.
   */
  readonly recordMayBeMissing: boolean
}

/** A fixed assistant of the user's group (manifest/assistants.yaml), preferring one on every source. */
function assistantOf(group: string): string | undefined {
  const own = assistants.filter((assistant) => assistant.tenant === group)
  return (own.find((assistant) => assistant.sources === 'all') ?? own[0])?.id
}

/** Every signed-in route of the manifest and whether `user` may open it. */
export function routeCases(user: AccessUser): RouteCase[] {
  return routes
    .filter((route) => !route.public)
    .map((route) => {
      const assistantId = assistantOf(user.group)
      const path = route.path.replace(/\$(\w+)/g, (_, name: string) => (name === 'assistantId' && assistantId ? assistantId : `e2e-${name}`))
      return { id: route.id, path, allowed: canAccess(user, route.access), recordMayBeMissing: path.includes('/e2e-') }
    })
}
