import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import type { KeywordStats } from '../api/medicheck-types.ts'

export interface TermChoice {
  keywordId: string
  term: string
  listKind: string
}

/** Hits per term (a term opens its items) and per source. */
export function KeywordStatsTables({
  stats,
  onTerm,
}: {
  stats: KeywordStats
  onTerm: (term: TermChoice) => void
}) {
  const intl = useIntl()
  const terms = [...stats.terms].sort((a, b) => b.hits - a.hits)
  const sources = [...stats.sources].sort((a, b) => b.hits - a.hits)
  const head = (keys: string[]) => (
    <TableHead>
      <TableRow>
        {keys.map((key, index) => (
          <TableCell key={key} align={index === 0 ? 'left' : 'right'}>
            <FormattedMessage id={`medicheck.stats.column.${key}`} />
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
  return (
    <>
      <Paper variant="outlined" sx={{ borderRadius: 3, mb: 3 }}>
        <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
          <FormattedMessage id="medicheck.stats.byTerm" />
        </Typography>
        {terms.length === 0 ? (
          <Typography color="textSecondary" sx={{ p: 2 }} role="status">
            <FormattedMessage id="medicheck.stats.noHits" />
          </Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label={intl.formatMessage({ id: 'medicheck.stats.byTerm' })}>
              {head(['term', 'listKind', 'hits', 'items'])}
              <TableBody>
                {terms.map((row) => (
                  <TableRow key={row.keywordId} hover>
                    <TableCell>
                      <Button
                        size="small"
                        sx={{ textTransform: 'none' }}
                        onClick={() =>
                          onTerm({ keywordId: row.keywordId, term: row.term, listKind: row.listKind })
                        }
                      >
                        {row.term}
                      </Button>
                    </TableCell>
                    <TableCell align="right">
                      {intl.formatMessage({ id: `medicheck.listKind.${row.listKind}` })}
                    </TableCell>
                    <TableCell align="right">{intl.formatNumber(row.hits)}</TableCell>
                    <TableCell align="right">{intl.formatNumber(row.items)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      {sources.length > 0 && (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          <Typography variant="h6" component="h2" sx={{ p: 2, pb: 0 }}>
            <FormattedMessage id="medicheck.stats.bySource" />
          </Typography>
          <TableContainer>
            <Table size="small" aria-label={intl.formatMessage({ id: 'medicheck.stats.bySource' })}>
              {head(['source', 'hits'])}
              <TableBody>
                {sources.map((row) => (
                  <TableRow key={row.sourceId ?? row.title}>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {row.title || intl.formatMessage({ id: `medicheck.sourceKind.${row.sourceKind}` })}
                    </TableCell>
                    <TableCell align="right">{intl.formatNumber(row.hits)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </Paper>
      )}
    </>
  )
}
