import Button from '@mui/material/Button'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { FormattedMessage, useIntl } from 'react-intl'
import type { AnswerSummary } from '../api/visibility-types.ts'

/** The latest answers behind the figures; each opens with its mentions marked. */
export function AnswerList({
  answers,
  onOpen,
}: {
  answers: readonly AnswerSummary[]
  onOpen: (id: string) => void
}) {
  const intl = useIntl()
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
      <Table size="small" data-testid="visibility-answers">
        <TableHead>
          <TableRow>
            {['askedAt', 'engine', 'market', 'status', 'brand', 'position', 'excerpt'].map((c) => (
              <TableCell key={c}>
                <FormattedMessage id={`visibility.answers.${c}`} />
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {answers.map((a) => (
            <TableRow key={a.id}>
              <TableCell>{intl.formatDate(a.askedAt, { dateStyle: 'short', timeStyle: 'short' })}</TableCell>
              <TableCell>{a.modelLabel}</TableCell>
              <TableCell>{a.market}</TableCell>
              <TableCell>
                <FormattedMessage id={`visibility.status.${a.status}`} />
              </TableCell>
              <TableCell>
                <FormattedMessage
                  id={a.brandMentioned ? 'visibility.answers.named' : 'visibility.answers.notNamed'}
                />
              </TableCell>
              <TableCell>{a.brandPosition ?? '–'}</TableCell>
              <TableCell
                sx={{ maxWidth: 360, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {a.excerpt}
              </TableCell>
              <TableCell>
                <Button size="small" onClick={() => onOpen(a.id)}>
                  <FormattedMessage id="visibility.answers.open" />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  )
}
