// The figures as CSV: one line per group, each proportion as value, n and its 95 % interval, so a
// spreadsheet holds the same numbers the page shows (fractions 0-1, full precision).
import { csvLines } from '../lib/csv-lines.ts'
import { neutraliseCell } from '../lib/spreadsheet-cells.ts'
import { citationTypes } from './citations.ts'
import type { FigureGroup } from './figure-query.ts'
import type { Proportion } from './figures.ts'

const proportionColumns = (name: string) => [name, `${name}N`, `${name}Low`, `${name}High`]
const proportionCells = (p: Proportion) => [p.value, p.n, p.low, p.high].map(String)

export function figuresToCsv(dimension: string, groups: readonly FigureGroup[]): string {
  const header = [
    dimension,
    'answers',
    'failed',
    'noAnswer',
    ...proportionColumns('visibility'),
    ...proportionColumns('shareOfVoice'),
    'averagePosition',
    'averagePositionN',
    ...citationTypes.flatMap((t) => proportionColumns(`citations.${t}`)),
    ...proportionColumns('sentimentPositive'),
    ...proportionColumns('sentimentNegative'),
    ...proportionColumns('accuracy'),
  ]
  const rows = groups.map((g) => [
    neutraliseCell(g.label),
    String(g.answers),
    String(g.failed),
    String(g.noAnswer),
    ...proportionCells(g.visibility),
    ...proportionCells(g.shareOfVoice),
    String(g.averagePosition.value),
    String(g.averagePosition.n),
    ...citationTypes.flatMap((t) => proportionCells(g.citationShare[t])),
    ...proportionCells(g.sentiment.positive),
    ...proportionCells(g.sentiment.negative),
    ...proportionCells(g.accuracy),
  ])
  return csvLines([header, ...rows], ',')
}
