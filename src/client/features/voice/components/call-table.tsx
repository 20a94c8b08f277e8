import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import { FormattedMessage, useIntl } from 'react-intl'
import type { CallList } from '../api/voice-types.ts'
import { formatDuration } from '../lib/voice-rights.ts'

const show = (value: unknown) =>
  value === null || value === undefined
    ? '–'
    : typeof value === 'boolean'
      ? value
        ? '✓'
        : '✗'
      : String(value)

/** The calls with their latest analysis: one column per data field and criterion seen. */
export function CallTable({
  list,
  selected,
  onSelect,
}: {
  list: CallList
  selected: string | null
  onSelect: (callId: string) => void
}) {
  const intl = useIntl()
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'voice.results.table' })}>
      <TableHead>
        <TableRow>
          {['date', 'agent', 'duration', 'endReason', 'outcome', 'ae'].map((column) => (
            <TableCell key={column}>
              <FormattedMessage id={`voice.column.${column}`} />
            </TableCell>
          ))}
          {list.fieldKeys.map((key) => (
            <TableCell key={`f-${key}`}>{key}</TableCell>
          ))}
          {list.criteriaKeys.map((key) => (
            <TableCell key={`c-${key}`}>{key}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {list.items.map((call) => {
          const analysis = call.analysis
          return (
            <TableRow
              key={call.id}
              hover
              selected={call.id === selected}
              onClick={() => onSelect(call.id)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>{new Date(call.startedAt).toLocaleString(intl.locale)}</TableCell>
              <TableCell>{call.agentName}</TableCell>
              <TableCell>{formatDuration(call.durationSeconds)}</TableCell>
              <TableCell>
                {call.status === 'open' ? <FormattedMessage id="voice.call.open" /> : show(call.endReason)}
              </TableCell>
              <TableCell>
                {analysis?.status === 'done' ? (
                  <FormattedMessage id={`voice.outcome.${analysis.outcome ?? 'unknown'}`} />
                ) : analysis ? (
                  <FormattedMessage id={`voice.analysis.status.${analysis.status}`} />
                ) : (
                  '–'
                )}
              </TableCell>
              <TableCell>
                {analysis?.aeSuspected ? (
                  <Chip size="small" color="warning" label={intl.formatMessage({ id: 'voice.ae.flag' })} />
                ) : (
                  show(analysis?.aeSuspected === false ? false : null)
                )}
              </TableCell>
              {list.fieldKeys.map((key) => (
                <TableCell key={`f-${key}`}>{show(analysis?.output?.fields[key])}</TableCell>
              ))}
              {list.criteriaKeys.map((key) => (
                <TableCell key={`c-${key}`}>
                  {analysis?.output?.criteria[key] ? (
                    <FormattedMessage id={`voice.outcome.${analysis.output.criteria[key]}`} />
                  ) : (
                    '–'
                  )}
                </TableCell>
              ))}
            </TableRow>
          )
        })}
      </TableBody>
    </Table>
  )
}
