// The figures as a table (the CSV and the XLSX's first sheet): one line per group, each proportion as
// value, n and its 95 % interval, so a spreadsheet holds the same numbers the page shows (fractions
// 0-1, full precision). Cells are typed; write-table.ts neutralises formula-like texts in CSV, and a
// workbook keeps a text a text.
import type { XlsxCell } from '../analysis/exports/xlsx-worker.ts'
import { citationTypes } from './citations.ts'
import type { FigureGroup } from './figure-query.ts'
import type { Proportion } from './figures.ts'

const proportionColumns = (name: string) => [name, `${name}N`, `${name}Low`, `${name}High`]
const proportionCells = (p: Proportion) => [p.value, p.n, p.low, p.high]

export function figureColumns(dimension: string): string[] {
  return [
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
}

export function figureRow(g: FigureGroup): XlsxCell[] {
  return [
    g.label,
    g.answers,
    g.failed,
    g.noAnswer,
    ...proportionCells(g.visibility),
    ...proportionCells(g.shareOfVoice),
    g.averagePosition.value,
    g.averagePosition.n,
    ...citationTypes.flatMap((t) => proportionCells(g.citationShare[t])),
    ...proportionCells(g.sentiment.positive),
    ...proportionCells(g.sentiment.negative),
    ...proportionCells(g.accuracy),
  ]
}
