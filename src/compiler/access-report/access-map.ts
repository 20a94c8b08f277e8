import type { AccessUser, CompiledManifest, CompiledMenuEntry } from '../../shared/manifest/types.ts'
import { canAccess, canCallEndpoint } from '../../shared/policy/can-access.ts'
import { filterMenu } from '../../shared/policy/filter-menu.ts'
import { createUserSpace, userKey, type UserSpace } from './audience.ts'

export type EntryKind = 'route' | 'menu' | 'endpoint'

/** A route, menu entry or API endpoint as the reports name it. */
export interface ReportEntry {
  readonly kind: EntryKind
  readonly id: string
  /** The route's path, the menu item's url ('' for groups and collapses), or `METHOD /api/path`. */
  readonly path: string
  /** English title; for menu entries prefixed by their ancestors, e.g. 'AI Services › Data pool'. */
  readonly label: string
  /** The English title alone (the path for endpoints). */
  readonly title: string
  /** For menu entries: side or profile. */
  readonly place?: 'side' | 'profile'
}

/** Who may open every route, see every menu entry and call every endpoint, for every user of a space. */
export interface AccessMap {
  readonly space: UserSpace
  readonly entries: readonly ReportEntry[]
  /** `kind:id` -> keys (see userKey) of the users it is open to. */
  readonly openTo: ReadonlyMap<string, ReadonlySet<string>>
}

export const entryKey = (entry: Pick<ReportEntry, 'kind' | 'id'>) => `${entry.kind}:${entry.id}`

/** The user space of one manifest: its groups, levels and features. */
export function userSpaceOf(manifest: CompiledManifest): UserSpace {
  return createUserSpace(manifest.groups, manifest.levels, manifest.features)
}

/**
 * Evaluates the manifest for every user of `space` with the same functions the apps use: routes by
 * canAccess (public routes open to everyone), endpoints by canCallEndpoint, menu entries by
 * filterMenu, so an entry counts as shown only when its ancestors are shown and, for groups and
 * collapses, when something inside them is.
 */
export function computeAccessMap(
  manifest: CompiledManifest,
  space: UserSpace = userSpaceOf(manifest),
): AccessMap {
  const entries = listEntries(manifest)
  const openTo = new Map<string, Set<string>>(entries.map((entry) => [entryKey(entry), new Set<string>()]))
  const open = (kind: EntryKind, id: string, key: string) => openTo.get(entryKey({ kind, id }))?.add(key)
  for (const user of space.users) {
    const key = userKey(user)
    for (const route of manifest.routes) {
      if (route.public || canAccess(user, route.access)) open('route', route.id, key)
    }
    for (const id of visibleMenuIds(manifest, user)) open('menu', id, key)
    for (const endpoint of manifest.endpoints) {
      if (canCallEndpoint(user, endpoint.access)) open('endpoint', endpoint.id, key)
    }
  }
  return { space, entries, openTo }
}

/** Whether the entry is open to the user. */
export function isOpen(map: AccessMap, entry: Pick<ReportEntry, 'kind' | 'id'>, user: AccessUser): boolean {
  return map.openTo.get(entryKey(entry))?.has(userKey(user)) ?? false
}

function visibleMenuIds(manifest: CompiledManifest, user: AccessUser): string[] {
  const ids: string[] = []
  const walk = (entries: readonly CompiledMenuEntry[]) => {
    for (const entry of entries) {
      ids.push(entry.id)
      if (entry.children) walk(entry.children)
    }
  }
  walk(filterMenu(manifest.sideMenu, user))
  walk(filterMenu(manifest.profileMenu, user))
  return ids
}

/** Routes by path (so areas stay together), menu entries in menu order, endpoints in manifest order. */
function listEntries(manifest: CompiledManifest): ReportEntry[] {
  const text = (key: string) => manifest.messages.en[key] ?? key
  const routes: ReportEntry[] = [...manifest.routes]
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .map((r) => ({ kind: 'route', id: r.id, path: r.path, label: r.path, title: text(r.title) }))
  const menu: ReportEntry[] = []
  const walk = (
    entries: readonly CompiledMenuEntry[],
    trail: readonly string[],
    place: 'side' | 'profile',
  ) => {
    for (const entry of entries) {
      const title = text(entry.title)
      menu.push({
        kind: 'menu',
        id: entry.id,
        path: entry.url ?? '',
        label: [...trail, title].join(' › '),
        title,
        place,
      })
      if (entry.children) walk(entry.children, [...trail, title], place)
    }
  }
  walk(manifest.sideMenu, [], 'side')
  walk(manifest.profileMenu, ['Profile'], 'profile')
  const endpoints: ReportEntry[] = manifest.endpoints.map((e) => {
    const path = `${e.method} ${e.path}`
    return { kind: 'endpoint', id: e.id, path, label: path, title: path }
  })
  return [...routes, ...menu, ...endpoints]
}
