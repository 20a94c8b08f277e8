import type { AccessUser, CompiledMenuEntry } from '../manifest/types.ts'
import { canAccess } from './can-access.ts'

const CONTAINER_TYPES = new Set(['group', 'collapse'])

/**
 * The menu as one user sees it: entries they may not see are dropped with everything below them,
 * and groups or collapses left without a visible entry are dropped too (spec section 2 and 6).
 */
export function filterMenu(
  entries: readonly CompiledMenuEntry[],
  user: AccessUser | null | undefined,
): CompiledMenuEntry[] {
  const visible: CompiledMenuEntry[] = []
  for (const entry of entries) {
    if (!canAccess(user, entry.access)) continue
    if (!entry.children) {
      if (!CONTAINER_TYPES.has(entry.type)) visible.push(entry)
      continue
    }
    const children = filterMenu(entry.children, user)
    if (children.length > 0) visible.push({ ...entry, children })
  }
  return visible
}

/** Every item (leaf) of a menu, depth first. */
export function flattenMenuItems(entries: readonly CompiledMenuEntry[]): CompiledMenuEntry[] {
  return entries.flatMap((entry) => (entry.children ? flattenMenuItems(entry.children) : [entry]))
}
