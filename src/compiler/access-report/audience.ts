import type { AccessUser } from '../../shared/manifest/types.ts'

/** Every kind of user the reports look at: each group x level x combination of features. */
export interface UserSpace {
  readonly groups: readonly string[]
  readonly levels: readonly string[]
  readonly features: readonly string[]
  /** Every subset of the features, the empty set first, in manifest order within each set. */
  readonly featureSets: readonly (readonly string[])[]
  readonly users: readonly AccessUser[]
}

export function createUserSpace(
  groups: readonly string[],
  levels: readonly string[],
  features: readonly string[],
): UserSpace {
  const featureSets: string[][] = [[]]
  for (const feature of features) featureSets.push(...featureSets.map((set) => [...set, feature]))
  featureSets.sort((a, b) => a.length - b.length)
  const users = groups.flatMap((group) =>
    levels.flatMap((role) => featureSets.map((set) => ({ group, role, features: set }))),
  )
  return { groups, levels, features, featureSets, users }
}

/** A stable key for one user of the space, e.g. `BPI/READ/expertMode`. */
export function userKey(user: AccessUser): string {
  return `${user.group}/${user.role}/${user.features.join('+')}`
}

const setKey = (set: readonly string[]) => set.join('+')

/**
 * Which feature sets, of all of them, a set of open feature sets stands for, in words: '' when all
 * of them, `with expertMode`, `with a or b`, `with a + b`, `without expertMode`, or a list.
 */
export function describeFeatureSets(sets: readonly (readonly string[])[], space: UserSpace): string {
  const keys = new Set(sets.map(setKey))
  if (space.featureSets.every((set) => keys.has(setKey(set)))) return ''
  // Sets with no smaller set in the selection: when every superset of them is selected too, they say it all.
  const minimal = sets.filter(
    (set) => !sets.some((other) => other.length < set.length && other.every((f) => set.includes(f))),
  )
  const upward = space.featureSets.filter((set) => minimal.some((m) => m.every((f) => set.includes(f))))
  if (upward.length === keys.size && upward.every((set) => keys.has(setKey(set)))) {
    return `with ${minimal.map((set) => set.join(' + ')).join(' or ')}`
  }
  const missing = space.features.filter((feature) => sets.every((set) => !set.includes(feature)))
  const downward = space.featureSets.filter((set) => set.every((f) => !missing.includes(f)))
  if (missing.length > 0 && downward.length === keys.size) return `without ${missing.join(' or ')}`
  return `with features ${sets.map((set) => `{${set.join(', ')}}`).join(', ')}`
}

function joinWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

/**
 * A set of users of the space in words a reviewer reads, one phrase per distinct audience, e.g.
 * ['READ and WRITE users of BPI and NERES', 'ADMIN users of DEMO with expertMode', 'all users of PARENT'].
 */
export function describeAudience(users: readonly AccessUser[], space: UserSpace): string[] {
  const chosen = new Set(users.map(userKey))
  // Per group: its levels with the feature qualifier under which they are in the set.
  const byGroup = new Map<string, string>()
  for (const group of space.groups) {
    const qualifierOf = new Map<string, string>()
    for (const level of space.levels) {
      const sets = space.featureSets.filter((set) =>
        chosen.has(userKey({ group, role: level, features: set })),
      )
      if (sets.length > 0) qualifierOf.set(level, describeFeatureSets(sets, space))
    }
    if (qualifierOf.size === 0) continue
    const qualifiers = [...new Set(qualifierOf.values())]
    const parts = qualifiers.map((qualifier) => {
      const levels = space.levels.filter((level) => qualifierOf.get(level) === qualifier)
      const who = levels.length === space.levels.length ? 'all' : joinWords(levels)
      return JSON.stringify([who, qualifier])
    })
    byGroup.set(group, JSON.stringify(parts))
  }
  // Groups whose audience reads the same are named together.
  const phrases: string[] = []
  const seen = new Set<string>()
  for (const parts of byGroup.values()) {
    if (seen.has(parts)) continue
    seen.add(parts)
    const groups = [...byGroup].filter(([, p]) => p === parts).map(([g]) => g)
    const where =
      groups.length === space.groups.length && groups.length > 1 ? 'every group' : joinWords(groups)
    for (const part of JSON.parse(parts) as string[]) {
      const [who, qualifier] = JSON.parse(part) as [string, string]
      phrases.push(`${who} users of ${where}${qualifier ? ` ${qualifier}` : ''}`)
    }
  }
  return phrases
}

/** Upper-cases the first letter, for a phrase that starts a sentence. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
