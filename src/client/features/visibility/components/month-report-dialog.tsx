import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import GlobalStyles from '@mui/material/GlobalStyles'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useState, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useMonthReport } from '../api/get-report.ts'
import { percent } from '../lib/format-figure.ts'
import { ReportGroups, ReportHeadline } from './report-figures.tsx'

const reportClass = 'visibility-month-report'

// On paper only the report: the app behind the dialog, the backdrop and the dialog's controls are left
// out, and the dialog flows over as many pages as it needs instead of scrolling.
const printStyles = {
  '@media print': {
    [`body > *:not(.${reportClass})`]: { display: 'none !important' },
    [`.${reportClass}, .${reportClass} .MuiDialog-container, .${reportClass} .MuiDialog-paper, .${reportClass} .MuiDialogContent-root`]:
      {
        position: 'static !important',
        overflow: 'visible !important',
        height: 'auto !important',
        maxHeight: 'none !important',
        boxShadow: 'none !important',
      },
    [`.${reportClass} .MuiBackdrop-root, .${reportClass} [data-print="hide"]`]: {
      display: 'none !important',
    },
    [`.${reportClass} section`]: { breakInside: 'avoid' },
  },
} as const

const currentMonth = () => new Date().toISOString().slice(0, 7)

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id={title} />
      </Typography>
      {children}
    </Box>
  )
}

/** The printable monthly report of a project for its client: the month's figures with n and intervals, the most cited sources and the accuracy verdicts quoting both sides. */
export function MonthReportDialog({
  projectId,
  open,
  onClose,
}: {
  projectId: string
  open: boolean
  onClose: () => void
}) {
  const intl = useIntl()
  const errors = useApiErrorText()
  const [month, setMonth] = useState(currentMonth)
  const valid = /^\d{4}-\d{2}$/.test(month)
  const report = useMonthReport(projectId, open && valid ? month : null)
  const r = report.data
  const monthTitle = (value: string) =>
    intl.formatDate(Date.UTC(Number(value.slice(0, 4)), Number(value.slice(5, 7)) - 1, 1), {
      year: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    })
  return (
    <Dialog open={open} onClose={onClose} fullScreen className={reportClass}>
      {open && <GlobalStyles styles={printStyles} />}
      <DialogContent data-testid="visibility-report">
        <Box sx={{ maxWidth: 960, mx: 'auto' }}>
          <Stack direction="row" spacing={2} sx={{ mb: 3, alignItems: 'center' }} data-print="hide">
            <TextField
              type="month"
              size="small"
              label={intl.formatMessage({ id: 'visibility.report.month' })}
              value={month}
              onChange={(e) => setMonth(e.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
              data-testid="visibility-report-month"
            />
            <Button variant="contained" onClick={() => window.print()} disabled={!r}>
              <FormattedMessage id="visibility.report.print" />
            </Button>
            <Button onClick={onClose}>
              <FormattedMessage id="visibility.report.close" />
            </Button>
          </Stack>
          {report.error && <Alert severity="error">{errors.formText(report.error)}</Alert>}
          {report.isFetching && !r && (
            <Typography role="status">
              <FormattedMessage id="visibility.report.loading" />
            </Typography>
          )}
          {r && (
            <>
              <Typography variant="h4" component="h1">
                <FormattedMessage id="visibility.report.title" values={{ month: monthTitle(r.month) }} />
              </Typography>
              <Typography color="textSecondary" sx={{ mb: 1 }}>
                <FormattedMessage
                  id="visibility.report.subtitle"
                  values={{ project: r.project.name, brand: r.project.brand, runs: r.runs }}
                />
              </Typography>
              <Typography variant="body2" sx={{ mb: 3 }}>
                <FormattedMessage id="visibility.report.method" />
              </Typography>
              <Section title="visibility.report.headline">
                <ReportHeadline all={r.all} />
              </Section>
              <Section title="visibility.report.byEngine">
                <ReportGroups groups={r.byEngine} testId="visibility-report-engines" />
              </Section>
              <Section title="visibility.report.byMarket">
                <ReportGroups groups={r.byMarket} testId="visibility-report-markets" />
              </Section>
              <Section title="visibility.report.citations">
                {r.citations.length === 0 ? (
                  <Typography color="textSecondary">
                    <FormattedMessage id="visibility.report.citationsEmpty" />
                  </Typography>
                ) : (
                  <Table size="small" data-testid="visibility-report-citations">
                    <TableHead>
                      <TableRow>
                        <TableCell>
                          <FormattedMessage id="visibility.report.domain" />
                        </TableCell>
                        <TableCell>
                          <FormattedMessage id="visibility.report.type" />
                        </TableCell>
                        <TableCell>
                          <FormattedMessage id="visibility.report.count" />
                        </TableCell>
                        <TableCell>
                          <FormattedMessage
                            id="visibility.report.share"
                            values={{ total: r.citationTotal }}
                          />
                        </TableCell>
                      </TableRow>
                    </TableHead>
                    <TableBody>
                      {r.citations.map((c) => (
                        <TableRow key={`${c.domain} ${c.type}`}>
                          <TableCell>{c.domain}</TableCell>
                          <TableCell>
                            <FormattedMessage id={`visibility.report.citationType.${c.type}`} />
                          </TableCell>
                          <TableCell>{c.count}</TableCell>
                          <TableCell>{percent(intl, c.share)}</TableCell>
                        </TableRow>
                      ))}
                    </TableBody>
                  </Table>
                )}
              </Section>
              <Section title="visibility.report.verdicts">
                {r.verdicts.length === 0 ? (
                  <Typography color="textSecondary">
                    <FormattedMessage id="visibility.report.verdictsEmpty" />
                  </Typography>
                ) : (
                  <Stack spacing={2} data-testid="visibility-report-verdicts">
                    {r.verdicts.map((v) => (
                      <Box key={v.answerId} sx={{ breakInside: 'avoid' }}>
                        <Typography
                          sx={{
                            fontWeight: 600,
                            color: v.accuracy === 'incorrect' ? 'error.main' : 'success.main',
                          }}
                        >
                          <FormattedMessage id={`visibility.accuracy.${v.accuracy}`} />
                        </Typography>
                        <Typography variant="caption" color="textSecondary" component="p">
                          <FormattedMessage
                            id="visibility.report.verdictMeta"
                            values={{
                              engine: v.engine,
                              market: v.market,
                              date: intl.formatDate(v.askedAt, { dateStyle: 'medium' }),
                              prompt: v.prompt,
                            }}
                          />
                        </Typography>
                        <Typography variant="body2">
                          <FormattedMessage
                            id="visibility.answer.answerQuote"
                            values={{ quote: v.answerQuote }}
                          />
                        </Typography>
                        <Typography variant="body2">
                          <FormattedMessage
                            id="visibility.answer.labelQuote"
                            values={{ quote: v.labelQuote, source: v.labelSource }}
                          />
                        </Typography>
                      </Box>
                    ))}
                  </Stack>
                )}
              </Section>
            </>
          )}
        </Box>
      </DialogContent>
    </Dialog>
  )
}
