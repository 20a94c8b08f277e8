import type { CompiledManifest } from '../../shared/manifest/types.ts'
import { computeAccessMap, isOpen, type AccessMap, type ReportEntry } from './access-map.ts'
import { describeFeatureSets } from './audience.ts'

export const MATRIX_FORMATS = ['md', 'csv', 'json'] as const
export type MatrixFormat = (typeof MATRIX_FORMATS)[number]

/**
 * The access matrix of a manifest: for every group x level, with and without each feature, the routes,
 * menu entries and API endpoints open to it.
 */
export function formatMatrix(manifest: CompiledManifest, format: MatrixFormat): string {
  const map = computeAccessMap(manifest)
  if (format === 'csv') return formatCsv(map)
  if (format === 'json') return `${JSON.stringify(toJson(map), null, 2)}\n`
  return formatMarkdown(manifest, map)
}

/** One cell: '✓' open whatever the features, '–' closed, else the features it needs ('with expertMode'). */
export function matrixCell(map: AccessMap, entry: ReportEntry, group: string, level: string): string {
  const sets = map.space.featureSets.filter((features) =>
    isOpen(map, entry, { group, role: level, features }),
  )
  if (sets.length === 0) return '–'
  return describeFeatureSets(sets, map.space) || '✓'
}

/** How the markdown names each kind of entry. */
const KINDS = [
  {
    kind: 'route',
    heading: 'Routes',
    column: 'Route',
    open: 'open',
    closed: 'Closed to',
    name: (e: ReportEntry) => `\`${e.path}\``,
  },
  {
    kind: 'menu',
    heading: 'Menu',
    column: 'Menu entry',
    open: 'shown',
    closed: 'Hidden from',
    name: (e: ReportEntry) => e.label,
  },
  {
    kind: 'endpoint',
    heading: 'API endpoints',
    column: 'Endpoint',
    open: 'open',
    closed: 'Closed to',
    name: (e: ReportEntry) => `\`${e.path}\``,
  },
] as const

function formatMarkdown(manifest: CompiledManifest, map: AccessMap): string {
  const { levels, features } = map.space
  const out = [
    '# Access matrix',
    '',
    `Levels ${levels.join(', ')}; features ${features.join(', ') || '(none)'}. ` +
      `✓ open to the level whatever its features, – closed, "with f" open only with feature f. ` +
      `Menu entries count as shown only when their parents are shown too.`,
  ]
  for (const group of map.space.groups) {
    const tenant = manifest.tenants[group]
    out.push('', `## ${group}${tenant && tenant.displayName !== group ? ` (${tenant.displayName})` : ''}`)
    for (const k of KINDS) {
      const rows = map.entries
        .filter((e) => e.kind === k.kind)
        .map((entry) => ({ entry, cells: levels.map((level) => matrixCell(map, entry, group, level)) }))
      const open = rows.filter((row) => row.cells.some((cell) => cell !== '–'))
      const closed = rows.filter((row) => row.cells.every((cell) => cell === '–'))
      out.push('', `### ${k.heading} (${open.length} of ${rows.length} ${k.open})`, '')
      out.push(`| ${k.column} | ${levels.join(' | ')} |`, `|---|${levels.map(() => '---|').join('')}`)
      for (const row of open) out.push(`| ${k.name(row.entry)} | ${row.cells.join(' | ')} |`)
      if (closed.length > 0) {
        out.push(
          '',
          `${k.closed} every level of ${group}: ${closed.map((row) => k.name(row.entry)).join(', ')}`,
        )
      }
    }
  }
  return `${out.join('\n')}\n`
}

function formatCsv(map: AccessMap): string {
  const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
  const lines = ['kind,id,path,title,group,level,features,open']
  for (const entry of map.entries) {
    for (const user of map.space.users) {
      const row = [
        entry.kind,
        entry.id,
        entry.path,
        entry.kind === 'menu' ? entry.label : entry.title,
        user.group,
        user.role,
        user.features.join('+'),
        String(isOpen(map, entry, user)),
      ]
      lines.push(row.map(quote).join(','))
    }
  }
  return `${lines.join('\n')}\n`
}

function toJson(map: AccessMap) {
  const { groups, levels, features, featureSets, users } = map.space
  return {
    groups,
    levels,
    features,
    featureSets,
    entries: map.entries.map((entry) => ({
      ...entry,
      openTo: users
        .filter((user) => isOpen(map, entry, user))
        .map((u) => ({ group: u.group, level: u.role, features: u.features })),
    })),
  }
}
