import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { BarChart } from '@mui/x-charts/BarChart'
import { FormattedMessage, useIntl } from 'react-intl'
import type { FigureGroup, Proportion } from '../api/visibility-types.ts'
import { interval, percent } from '../lib/format-figure.ts'

const citationTypes = ['own', 'competitor', 'healthPortal', 'retailer', 'other'] as const

/** Visibility and share of voice per group as bars (the server's figures, nothing filled in), and every figure with n in a table. */
export function FiguresTable({
  groups,
  labelOf,
}: {
  groups: readonly FigureGroup[]
  labelOf: (g: FigureGroup) => string
}) {
  const intl = useIntl()
  const cell = (p: Proportion) => (
    <>
      {percent(intl, p.value)}
      <Typography variant="caption" component="span" color="textSecondary" sx={{ display: 'block' }}>
        {p.n > 0 ? `${interval(intl, p)} · ` : ''}
        <FormattedMessage id="visibility.figure.n" values={{ n: p.n }} />
      </Typography>
    </>
  )
  return (
    <>
      {groups.length > 0 && (
        <Paper
          variant="outlined"
          component="figure"
          sx={{ borderRadius: 3, p: 2, m: 0, mb: 3 }}
          data-testid="visibility-chart"
        >
          <BarChart
            height={260}
            xAxis={[{ scaleType: 'band', data: groups.map(labelOf) }]}
            yAxis={[{ min: 0, max: 1, valueFormatter: (v: number) => percent(intl, v) }]}
            series={[
              {
                data: groups.map((g) => g.visibility.value),
                label: intl.formatMessage({ id: 'visibility.figure.visibility' }),
                valueFormatter: (v) => percent(intl, v ?? 0),
              },
              {
                data: groups.map((g) => g.shareOfVoice.value),
                label: intl.formatMessage({ id: 'visibility.figure.shareOfVoice' }),
                valueFormatter: (v) => percent(intl, v ?? 0),
              },
            ]}
          />
        </Paper>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 3, mb: 3, overflowX: 'auto' }}>
        <Table size="small" data-testid="visibility-figures-table">
          <TableHead>
            <TableRow>
              {[
                'group',
                'answers',
                'visibility',
                'shareOfVoice',
                'averagePosition',
                ...citationTypes.map((t) => `citations.${t}`),
                'positive',
                'accuracy',
              ].map((c) => (
                <TableCell key={c}>
                  <FormattedMessage id={`visibility.figure.${c}`} />
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {groups.map((g) => (
              <TableRow key={g.key}>
                <TableCell>{labelOf(g)}</TableCell>
                <TableCell>
                  {g.answers}
                  <Typography
                    variant="caption"
                    component="span"
                    color="textSecondary"
                    sx={{ display: 'block' }}
                  >
                    <FormattedMessage
                      id="visibility.figure.excluded"
                      values={{ failed: g.failed, noAnswer: g.noAnswer }}
                    />
                  </Typography>
                </TableCell>
                <TableCell>{cell(g.visibility)}</TableCell>
                <TableCell>{cell(g.shareOfVoice)}</TableCell>
                <TableCell>
                  {g.averagePosition.n > 0
                    ? intl.formatNumber(g.averagePosition.value, { maximumFractionDigits: 1 })
                    : '–'}
                  <Typography
                    variant="caption"
                    component="span"
                    color="textSecondary"
                    sx={{ display: 'block' }}
                  >
                    <FormattedMessage id="visibility.figure.n" values={{ n: g.averagePosition.n }} />
                  </Typography>
                </TableCell>
                {citationTypes.map((t) => (
                  <TableCell key={t}>{cell(g.citationShare[t])}</TableCell>
                ))}
                <TableCell>{cell(g.sentiment.positive)}</TableCell>
                <TableCell>{cell(g.accuracy)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  )
}
