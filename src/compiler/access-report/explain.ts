import { findRouteForPath } from '../../shared/manifest/match-path.ts'
import type {
  AccessRule,
  AccessUser,
  CompiledManifest,
  CompiledMenuEntry,
  Guard,
} from '../../shared/manifest/types.ts'
import { checkRule, SUPER_LEVEL } from '../../shared/policy/can-access.ts'

export interface Explanation {
  readonly allowed: boolean
  /** First line `allowed: ...` or `denied: ...`, then the menu entries that lead to the path. */
  readonly lines: readonly string[]
}

/**
 * Why `user` may or may not open `path`: the route that matched and the rule and condition that
 * decided, in the same order as canAccess decides. Menu entries leading to the route follow.
 */
export function explainAccess(manifest: CompiledManifest, user: AccessUser, path: string): Explanation {
  const route = findRouteForPath(manifest.routes, normalizePath(path))
  if (!route)
    return { allowed: false, lines: [`denied: no route matches ${path} (the app shows its 404 page)`] }
  const name = `route '${route.id}' (${route.path})`
  const verdict = route.public
    ? { allowed: true, text: `${name} is public: anyone may open it, signed in or not` }
    : explainGuard(route.access, user, name)
  const menu = explainMenuEntries(manifest, user, route.id)
  return {
    allowed: verdict.allowed,
    lines: [`${verdict.allowed ? 'allowed' : 'denied'}: ${verdict.text}`, ...menu],
  }
}

/** Which rule of a guard decided for the user, in words. */
export function explainGuard(
  guard: Guard,
  user: AccessUser,
  name: string,
): { allowed: boolean; text: string } {
  if (guard === null)
    return { allowed: true, text: `${name} is unrestricted: every signed-in user may open it` }
  const count = guard.anyOf.length
  const label = (i: number) => `rule ${i + 1} of ${count} ${describeRule(guard.anyOf[i]!)}`
  const reasons: string[] = []
  for (const [i, rule] of guard.anyOf.entries()) {
    const verdict = checkRule(user, rule)
    if (verdict.allowed) {
      const why =
        verdict.reason === 'super-level'
          ? `${groupPasses(rule, user)}, and super-level ${SUPER_LEVEL} passes whatever levels or features are required`
          : passedConditions(rule, user)
      return { allowed: true, text: `${name}, ${label(i)}: ${why}` }
    }
    reasons.push(`${count > 1 ? `${label(i)}: ` : ''}${failedCondition(rule, user, verdict.reason)}`)
  }
  if (count === 1) return { allowed: false, text: `${name}, ${label(0)}: ${reasons[0]}` }
  return {
    allowed: false,
    text: `${name}: none of its ${count} rules lets ${user.role} of ${user.group} through; ${reasons.join('; ')}`,
  }
}

/** `[levels fromAdmin (ROOT, ADMIN), groups PARENT, feature expertMode]`, or `[no conditions]`. */
export function describeRule(rule: AccessRule): string {
  const parts: string[] = []
  if (rule.levels)
    parts.push(
      `levels ${rule.levelSet ? `${rule.levelSet} (${rule.levels.join(', ')})` : rule.levels.join(', ')}`,
    )
  if (rule.groups) parts.push(`groups ${rule.groups.join(', ')}`)
  if (rule.feature) parts.push(`feature ${rule.feature}`)
  return `[${parts.join(', ') || 'no conditions'}]`
}

function groupPasses(rule: AccessRule, user: AccessUser): string {
  return rule.groups ? `group ${user.group} is listed` : 'no group required'
}

function passedConditions(rule: AccessRule, user: AccessUser): string {
  const parts = [groupPasses(rule, user)]
  parts.push(rule.levels ? `level ${user.role} is in ${rule.levelSet ?? 'the levels'}` : 'any level')
  parts.push(rule.feature ? `feature ${rule.feature} is held` : 'no feature required')
  return parts.join(', ')
}

function failedCondition(rule: AccessRule, user: AccessUser, reason: string): string {
  if (reason === 'group') return `group ${user.group} is not one of ${rule.groups?.join(', ')}`
  if (reason === 'level')
    return `level ${user.role} is not in ${rule.levelSet ?? 'the levels'} (${rule.levels?.join(', ')})`
  if (reason === 'feature') return `feature ${rule.feature} is not held`
  return reason
}

/** One line per menu entry whose url leads to the route: shown or hidden, and by which entry's rule. */
function explainMenuEntries(manifest: CompiledManifest, user: AccessUser, routeId: string): string[] {
  const text = (key: string) => manifest.messages.en[key] ?? key
  const lines: string[] = []
  const walk = (entries: readonly CompiledMenuEntry[], chain: readonly CompiledMenuEntry[]) => {
    for (const entry of entries) {
      const here = [...chain, entry]
      if (entry.children) walk(entry.children, here)
      if (
        !entry.url ||
        entry.external ||
        findRouteForPath(manifest.routes, normalizePath(entry.url))?.id !== routeId
      )
        continue
      const blocker = here
        .map((e) => ({ e, verdict: explainGuard(e.access, user, `entry '${e.id}'`) }))
        .find((x) => !x.verdict.allowed)
      const what = `menu entry '${text(entry.title)}' (${entry.id})`
      lines.push(blocker ? `  ${what} is hidden: ${blocker.verdict.text}` : `  ${what} is shown`)
    }
  }
  walk(manifest.sideMenu, [])
  walk(manifest.profileMenu, [])
  return lines
}

/** Drops the query, the fragment and a trailing slash: explain looks at the path alone. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? ''
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}
