import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { FigureGroup, Proportion } from '../api/visibility-types.ts'
import { interval, percent } from '../lib/format-figure.ts'

const citationTypes = ['own', 'competitor', 'healthPortal', 'retailer', 'other'] as const

/** A figure as the report prints it: the value as the server computed it (0 with n = 0), its interval, n and the small-sample mark. */
function FigureValue({
  value,
  p,
}: {
  value: string
  p: { n: number; smallSample: boolean } & Partial<Proportion>
}) {
  const intl = useIntl()
  return (
    <>
      <Typography component="span" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
      <Typography variant="caption" component="span" color="textSecondary" sx={{ display: 'block' }}>
        {p.n > 0 && p.low !== undefined && p.high !== undefined
          ? `${interval(intl, { ...(p as Proportion) })} · `
          : ''}
        <FormattedMessage id="visibility.figure.n" values={{ n: p.n }} />
        {p.smallSample && (
          <>
            {' · '}
            <Typography component="span" variant="caption" sx={{ color: 'warning.main' }} data-small-sample>
              <FormattedMessage id="visibility.figure.smallSample" />
            </Typography>
          </>
        )}
      </Typography>
    </>
  )
}

/** The headline of the month: one line per figure. */
export function ReportHeadline({ all }: { all: FigureGroup }) {
  const intl = useIntl()
  const rows: [string, string, { n: number; smallSample: boolean } & Partial<Proportion>][] = [
    ['visibility', percent(intl, all.visibility.value), all.visibility],
    ['shareOfVoice', percent(intl, all.shareOfVoice.value), all.shareOfVoice],
    [
      'averagePosition',
      intl.formatNumber(all.averagePosition.value, { maximumFractionDigits: 1 }),
      all.averagePosition,
    ],
    ['positive', percent(intl, all.sentiment.positive.value), all.sentiment.positive],
    ['accuracy', percent(intl, all.accuracy.value), all.accuracy],
    ...citationTypes.map((t): [string, string, Proportion] => [
      `citations.${t}`,
      percent(intl, all.citationShare[t].value),
      all.citationShare[t],
    ]),
  ]
  return (
    <Table size="small" data-testid="visibility-report-headline">
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            <FormattedMessage id="visibility.figure.answers" />
          </TableCell>
          <TableCell>
            {all.answers}
            <Typography variant="caption" component="span" color="textSecondary" sx={{ display: 'block' }}>
              <FormattedMessage
                id="visibility.figure.excluded"
                values={{ failed: all.failed, noAnswer: all.noAnswer }}
              />
            </Typography>
          </TableCell>
        </TableRow>
        {rows.map(([id, value, p]) => (
          <TableRow key={id} data-testid={`visibility-report-${id}`}>
            <TableCell component="th" scope="row">
              <FormattedMessage id={`visibility.figure.${id}`} />
            </TableCell>
            <TableCell>
              <FigureValue value={value} p={p} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

/** The month's figures per engine or market: one row per group the runs produced. */
export function ReportGroups({ groups, testId }: { groups: readonly FigureGroup[]; testId: string }) {
  const intl = useIntl()
  if (groups.length === 0)
    return (
      <Typography color="textSecondary">
        <FormattedMessage id="visibility.report.none" />
      </Typography>
    )
  return (
    <Table size="small" data-testid={testId}>
      <TableHead>
        <TableRow>
          {['group', 'answers', 'visibility', 'shareOfVoice', 'averagePosition', 'accuracy'].map((c) => (
            <TableCell key={c}>
              <FormattedMessage id={`visibility.figure.${c}`} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {groups.map((g) => (
          <TableRow key={g.key}>
            <TableCell>{g.label}</TableCell>
            <TableCell>{g.answers}</TableCell>
            <TableCell>
              <FigureValue value={percent(intl, g.visibility.value)} p={g.visibility} />
            </TableCell>
            <TableCell>
              <FigureValue value={percent(intl, g.shareOfVoice.value)} p={g.shareOfVoice} />
            </TableCell>
            <TableCell>
              <FigureValue
                value={intl.formatNumber(g.averagePosition.value, { maximumFractionDigits: 1 })}
                p={g.averagePosition}
              />
            </TableCell>
            <TableCell>
              <FigureValue value={percent(intl, g.accuracy.value)} p={g.accuracy} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
