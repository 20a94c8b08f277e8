// The product owner's table (access-decisions.yaml) against the compiled policy the apps enforce
// (src/generated/ + canAccess / filterMenu) and against what `npm run manifest -- explain` answers.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { describe, expect, it } from 'vitest'
import { runManifestCli } from '../../src/compiler/access-report/cli.ts'
import { explainAccess } from '../../src/compiler/access-report/explain.ts'
import { compileManifest } from '../../src/compiler/compile.ts'
import { formatDiagnostics } from '../../src/compiler/diagnostics.ts'
import { routes } from '../../src/generated/access.gen.ts'
import { profileMenu, sideMenu } from '../../src/generated/menu.gen.ts'
import { findRouteForPath } from '../../src/shared/manifest/match-path.ts'
import type { AccessUser, CompiledMenuEntry } from '../../src/shared/manifest/types.ts'
import { canAccess } from '../../src/shared/policy/can-access.ts'
import { filterMenu } from '../../src/shared/policy/filter-menu.ts'

interface Decision {
  role: string
  group: string
  features?: string[]
  path?: string
  menu?: string
  expect: 'allowed' | 'denied' | 'shown' | 'hidden'
}

const rootDir = fileURLToPath(new URL('../..', import.meta.url))
const table = parse(readFileSync(new URL('./access-decisions.yaml', import.meta.url), 'utf8')) as {
  rules: { rule: string; cases: Decision[] }[]
}
const decisions = table.rules.flatMap(({ rule, cases }) => cases.map((c) => ({ ...c, rule })))
const pathCases = decisions.filter((d) => d.path !== undefined)
const menuCases = decisions.filter((d) => d.menu !== undefined)

const userOf = (d: Decision): AccessUser => ({ role: d.role, group: d.group, features: d.features ?? [] })
const label = (d: Decision & { rule: string }) =>
  `${d.rule}: ${d.role} of ${d.group}${d.features ? ` with ${d.features.join(', ')}` : ''}`

function allEntries(entries: readonly CompiledMenuEntry[]): CompiledMenuEntry[] {
  return entries.flatMap((e) => [e, ...(e.children ? allEntries(e.children) : [])])
}

const compiled = compileManifest({ rootDir })
const manifest = () => {
  if (!compiled.ok)
    throw new Error(`the manifest does not compile:\n${formatDiagnostics(compiled.diagnostics)}`)
  return compiled.manifest
}

it('holds at least 40 decisions, every one well formed', () => {
  expect(decisions.length).toBeGreaterThanOrEqual(40)
  for (const d of decisions) {
    expect((d.path === undefined) !== (d.menu === undefined), `${label(d)} needs a path or a menu id`).toBe(
      true,
    )
    expect(d.path ? ['allowed', 'denied'] : ['shown', 'hidden'], label(d)).toContain(d.expect)
  }
})

describe('paths', () => {
  it.each(pathCases)('$path is $expect ($role of $group)', (d) => {
    const user = userOf(d)
    const route = findRouteForPath(routes, d.path!)
    const allowed = route !== undefined && (route.public || canAccess(user, route.access))
    expect(allowed ? 'allowed' : 'denied', label(d)).toBe(d.expect)
    const firstLine = explainAccess(manifest(), user, d.path!).lines[0]!
    expect(firstLine.split(':')[0], firstLine).toBe(d.expect)
  })
})

describe('menu entries', () => {
  const known = new Set(allEntries([...sideMenu, ...profileMenu]).map((e) => e.id))

  it.each(menuCases)('$menu is $expect ($role of $group)', (d) => {
    expect(known.has(d.menu!), `unknown menu id ${d.menu}`).toBe(true)
    const visible = allEntries([
      ...filterMenu(sideMenu, userOf(d)),
      ...filterMenu(profileMenu, userOf(d)),
    ]).map((e) => e.id)
    expect(visible.includes(d.menu!) ? 'shown' : 'hidden', label(d)).toBe(d.expect)
    // explain lists the menu entries leading to a path, each shown or hidden.
    const entry = allEntries([...sideMenu, ...profileMenu]).find((e) => e.id === d.menu)
    if (entry?.url) {
      const lines = explainAccess(manifest(), userOf(d), entry.url).lines
      expect(lines.find((line) => line.includes(`(${d.menu}) is `))).toContain(`(${d.menu}) is ${d.expect}`)
    }
  })
})

describe('the explain command', () => {
  const sample = pathCases.filter((_, i) => i % 12 === 0)

  it.each(sample)('answers $expect for $path ($role of $group), exit code 0', (d) => {
    const args = [
      'explain',
      '--role',
      d.role,
      '--group',
      d.group,
      ...(d.features ? ['--features', d.features.join(',')] : []),
      d.path!,
    ]
    const out = runManifestCli(args, rootDir)
    expect(out.exitCode).toBe(0)
    expect(out.stdout.split(/[:\n]/)[0]).toBe(d.expect)
  })

  it('answers the same through npm run manifest', () => {
    const run = (args: string[]) =>
      execFileSync('node', ['--import', 'tsx', 'scripts/manifest.ts', 'explain', ...args], {
        cwd: rootDir,
        encoding: 'utf8',
      })
    expect(run(['--role', 'READ', '--group', 'PARENT', '/ai-services/image-generator'])).toMatch(/^denied: /)
    expect(run(['--role', 'WRITE', '--group', 'PARENT', '/ai-services/image-generator'])).toMatch(
      /^allowed: /,
    )
  })
})
