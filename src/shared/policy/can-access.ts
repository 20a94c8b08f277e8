import type { AccessRule, AccessUser, EndpointAccess, Guard } from '../manifest/types.ts'

/** The level that passes every rule whose group condition holds (spec section 6). */
export const SUPER_LEVEL = 'ROOT'

/** Why a rule did or did not let a user through. */
export type RuleVerdict =
  | { readonly allowed: true; readonly reason: 'unrestricted' | 'rule-matched' | 'super-level' }
  | { readonly allowed: false; readonly reason: 'no-user' | 'group' | 'level' | 'feature' }

/** Decides one rule for one user, saying which condition decided. */
export function checkRule(user: AccessUser, rule: AccessRule): RuleVerdict {
  if (rule.groups && !rule.groups.includes(user.group)) return { allowed: false, reason: 'group' }
  if (user.role === SUPER_LEVEL) return { allowed: true, reason: 'super-level' }
  if (rule.levels && !rule.levels.includes(user.role)) return { allowed: false, reason: 'level' }
  if (rule.feature && !user.features.includes(rule.feature)) return { allowed: false, reason: 'feature' }
  return { allowed: true, reason: 'rule-matched' }
}

/**
 * Whether a user may see or open something guarded by `guard`: the user must be present and pass
 * one of the guard's rules; an unrestricted guard lets every present user through.
 */
export function canAccess(user: AccessUser | null | undefined, guard: Guard): boolean {
  if (!user) return false
  if (guard === null) return true
  return guard.anyOf.some((rule) => checkRule(user, rule).allowed)
}

/** Whether a caller may use an API endpoint. `public` needs no user at all. */
export function canCallEndpoint(user: AccessUser | null | undefined, access: EndpointAccess): boolean {
  if (access === 'public') return true
  if (!user) return false
  if (access === 'signedIn') return true
  return canAccess(user, access)
}
