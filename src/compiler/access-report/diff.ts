import type { AccessUser, CompiledManifest } from '../../shared/manifest/types.ts'
import { computeAccessMap, entryKey, type AccessMap, type EntryKind, type ReportEntry } from './access-map.ts'
import { capitalize, createUserSpace, describeAudience, userKey, type UserSpace } from './audience.ts'

/** Access changes between two manifests, as markdown bullets a reviewer pastes into a pull request. */
export function diffAccess(before: CompiledManifest, after: CompiledManifest): string {
  // Compare users both manifests know; features of either side (a feature unknown to a manifest grants nothing there).
  const space = createUserSpace(
    after.groups.filter((g) => before.groups.includes(g)),
    after.levels.filter((l) => before.levels.includes(l)),
    [...new Set([...before.features, ...after.features])],
  )
  const old = computeAccessMap(before, space)
  const now = computeAccessMap(after, space)
  const text = [
    section('Groups, levels and features', describeVocabularyChanges(before, after)),
    section('Routes', describeEntryChanges(old, now, 'route', space)),
    section('Menu', describeEntryChanges(old, now, 'menu', space)),
    section('API endpoints', describeEntryChanges(old, now, 'endpoint', space)),
  ]
    .filter((s) => s !== '')
    .join('\n\n')
  return text === '' ? 'No access changes.\n' : `${text}\n`
}

function section(title: string, bullets: readonly string[]): string {
  return bullets.length === 0 ? '' : [`**${title}**`, '', ...bullets.map((b) => `- ${b}`)].join('\n')
}

function describeVocabularyChanges(before: CompiledManifest, after: CompiledManifest): string[] {
  const lines: string[] = []
  const compare = (noun: string, a: readonly string[], b: readonly string[]) => {
    for (const name of b.filter((x) => !a.includes(x)))
      lines.push(`${noun} ${name} is new; its users are not compared below.`)
    for (const name of a.filter((x) => !b.includes(x)))
      lines.push(`${noun} ${name} is removed; its users are not compared below.`)
  }
  compare('Group', before.groups, after.groups)
  compare('Level', before.levels, after.levels)
  for (const f of after.features.filter((x) => !before.features.includes(x)))
    lines.push(`Feature ${f} is new.`)
  for (const f of before.features.filter((x) => !after.features.includes(x)))
    lines.push(`Feature ${f} is removed.`)
  return lines
}

/** How a sentence names an entry: in a gain or lose sentence, and as the subject of one. */
const NAMES: Record<
  EntryKind,
  { inSentence: (e: ReportEntry) => string; subject: (e: ReportEntry) => string }
> = {
  route: { inSentence: (e) => e.path, subject: (e) => `Route ${e.path} (${e.id})` },
  menu: { inSentence: (e) => `menu entry '${e.title}'`, subject: (e) => `Menu entry '${e.label}' (${e.id})` },
  endpoint: { inSentence: (e) => e.path, subject: (e) => `Endpoint ${e.path} (${e.id})` },
}

function describeEntryChanges(old: AccessMap, now: AccessMap, kind: EntryKind, space: UserSpace): string[] {
  const lines: string[] = []
  const name = NAMES[kind].inSentence
  const who = (users: readonly AccessUser[]) => {
    const phrases = describeAudience(users, space)
    return phrases.length === 0 ? 'nobody' : phrases.join('; ')
  }
  const usersOf = (map: AccessMap, entry: ReportEntry) =>
    space.users.filter((u) => map.openTo.get(entryKey(entry))?.has(userKey(u)))
  const oldEntries = new Map(old.entries.filter((e) => e.kind === kind).map((e) => [e.id, e]))
  const newEntries = new Map(now.entries.filter((e) => e.kind === kind).map((e) => [e.id, e]))

  for (const [id, entry] of newEntries) {
    const before = oldEntries.get(id)
    if (!before) {
      lines.push(`${NAMES[kind].subject(entry)} is new, open to ${who(usersOf(now, entry))}.`)
      continue
    }
    if (before.path !== entry.path) {
      lines.push(
        kind === 'menu'
          ? `Menu entry '${entry.title}' now leads to ${entry.path || 'nothing'} (was ${before.path || 'nothing'}).`
          : `${kind === 'route' ? 'Route' : 'Endpoint'} ${id} moves from ${before.path} to ${entry.path}.`,
      )
    }
    const was = new Set(usersOf(old, before).map(userKey))
    const is = new Set(usersOf(now, entry).map(userKey))
    const gained = space.users.filter((u) => is.has(userKey(u)) && !was.has(userKey(u)))
    const lost = space.users.filter((u) => was.has(userKey(u)) && !is.has(userKey(u)))
    for (const phrase of describeAudience(gained, space))
      lines.push(`${capitalize(phrase)} gain ${name(entry)}`)
    for (const phrase of describeAudience(lost, space))
      lines.push(`${capitalize(phrase)} lose ${name(entry)}`)
  }
  for (const [id, entry] of oldEntries) {
    if (newEntries.has(id)) continue
    lines.push(`${NAMES[kind].subject(entry)} is removed; it was open to ${who(usersOf(old, entry))}.`)
  }
  return lines
}
