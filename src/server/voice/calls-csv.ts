// The results table as CSV (the engine's writer: quoted, formula-like cells neutralised): one line per
// call with its latest analysis; an unknown value is an empty cell, never a guess.
import { csvText } from '../analysis/exports/write-table.ts'
import type { listCalls } from './call-store.ts'

type Rows = Awaited<ReturnType<typeof listCalls>>

export function callsCsv(rows: Rows, fieldKeys: string[], criteriaKeys: string[]): Promise<string> {
  const header = [
    'started_at',
    'agent',
    'agent_version',
    'origin',
    'duration_seconds',
    'end_reason',
    'outcome',
    'ae_suspected',
    'summary',
    ...fieldKeys.map((key) => `field_${key}`),
    ...criteriaKeys.map((key) => `criterion_${key}`),
  ]
  const lines = rows.map(({ call, agentName, analysis }) => {
    const output = analysis?.output
    return [
      call.startedAt.toISOString(),
      agentName,
      call.agentVersion,
      call.origin,
      call.durationSeconds,
      call.endReason,
      analysis?.outcome ?? null,
      analysis?.aeSuspected === null || analysis?.aeSuspected === undefined
        ? null
        : analysis.aeSuspected
          ? 'yes'
          : 'no',
      output?.summary ?? null,
      ...fieldKeys.map((key) => {
        const value = output?.fields[key]
        return value === null || value === undefined
          ? null
          : typeof value === 'boolean'
            ? value
              ? 'yes'
              : 'no'
            : value
      }),
      ...criteriaKeys.map((key) => output?.criteria[key] ?? null),
    ]
  })
  return csvText(header, lines, ',')
}
