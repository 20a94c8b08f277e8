import Alert from '@mui/material/Alert'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useDigest } from '../api/get-digest.ts'

const COLUMNS = ['date', 'rule', 'disposition', 'findingType', 'product', 'detail', 'item'] as const

/**
 * The digest: findings the rules collected instead of raising them (digest rules, and an immediate
 * rule's matches within its cooldown), newest first, with how many each way. Nothing here is a case.
 */
export function DigestPanel() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const digest = useDigest()
  const counts = digest.data?.counts ?? []
  const total = (disposition: string) =>
    counts.filter((c) => c.disposition === disposition).reduce((sum, c) => sum + c.count, 0)
  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: 2, mt: 3, borderRadius: 3 }}
      aria-labelledby="medicheck-digest-title"
    >
      <Typography variant="h6" component="h2" id="medicheck-digest-title">
        <FormattedMessage id="medicheck.digest.title" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        <FormattedMessage id="medicheck.digest.intro" />
      </Typography>
      {digest.error && <Alert severity="error">{errors.formText(digest.error)}</Alert>}
      {digest.data && (
        <Typography variant="body2" role="status" data-testid="medicheck-digest-counts" sx={{ mb: 1 }}>
          <FormattedMessage
            id="medicheck.digest.counts"
            values={{ digest: total('digest'), cooldown: total('cooldown') }}
          />
        </Typography>
      )}
      {digest.data && digest.data.items.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label={intl.formatMessage({ id: 'medicheck.digest.title' })}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((key) => (
                  <TableCell key={key}>
                    <FormattedMessage id={`medicheck.digest.column.${key}`} />
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {digest.data.items.map((entry) => (
                <TableRow key={entry.id} data-testid="medicheck-digest-entry">
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {intl.formatDate(entry.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                  </TableCell>
                  <TableCell>
                    {entry.ruleName ||
                      intl.formatMessage({ id: `medicheck.findingType.${entry.findingType}` })}
                  </TableCell>
                  <TableCell>
                    <FormattedMessage id={`medicheck.digest.disposition.${entry.disposition}`} />
                  </TableCell>
                  <TableCell>
                    {intl.formatMessage({ id: `medicheck.findingType.${entry.findingType}` })}
                  </TableCell>
                  <TableCell>{entry.product ?? '–'}</TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.detail ?? '–'}</TableCell>
                  <TableCell sx={{ maxWidth: 280, overflowWrap: 'anywhere' }}>{entry.itemTitle}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  )
}
