import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TablePagination from '@mui/material/TablePagination'
import TableRow from '@mui/material/TableRow'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useAuditLog, type AuditQuery } from '../api/get-audit-log.ts'
import { assignableGroups } from '../lib/admin-scope.ts'
import { LocaleDateField } from '../../../components/locale-date-field.tsx'

const FILTER_DELAY_MS = 300
const COLUMNS = [
  'audit.at',
  'audit.actor',
  'audit.tenant',
  'audit.action',
  'audit.target',
  'audit.result',
  'audit.clientIp',
  'audit.detail',
] as const

const RESULTS = ['success', 'failure', 'denied'] as const

type Filters = { action: string; result: string; actor: string; from: string; to: string; group: string }
const EMPTY: Filters = { action: '', result: '', actor: '', from: '', to: '', group: '' }

/** The audit log (ROOT and ADMIN), filtered by action, result, actor, period and (ROOT of the parent group) group. */
export default function AuditLogPage() {
  const intl = useIntl()
  const errors = useApiErrorText()
  const caller = useSessionUser()
  // Client admins see their own group only; ROOT of the parent group may narrow to one group.
  const groupChoices = caller ? assignableGroups(caller) : []
  const [input, setInput] = useState<Filters>(EMPTY)
  const [filters, setFilters] = useState<Filters>(EMPTY)
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(25)

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setFilters(input)
      setPage(0)
    }, FILTER_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [input])

  const query: AuditQuery = { page: page + 1, pageSize }
  if (filters.action.trim()) query.action = filters.action.trim()
  if (filters.actor.trim()) query.actor = filters.actor.trim()
  if (filters.group) query.group = filters.group as NonNullable<AuditQuery['group']>
  if (filters.result) query.result = filters.result as NonNullable<AuditQuery['result']>
  // Dates are whole days in the user's time zone, sent as UTC instants.
  if (filters.from) query.from = new Date(`${filters.from}T00:00:00`).toISOString()
  if (filters.to) query.to = new Date(`${filters.to}T23:59:59.999`).toISOString()
  const audit = useAuditLog(query)
  const none = intl.formatMessage({ id: 'common.none' })
  const field = (key: keyof Filters, type = 'text') =>
    type === 'date' ? (
      <LocaleDateField
        size="small"
        label={intl.formatMessage({ id: `audit.filter.${key}` })}
        value={input[key]}
        onChange={(iso) => setInput((previous) => ({ ...previous, [key]: iso }))}
        sx={{ minWidth: 160 }}
      />
    ) : (
      <TextField
        size="small"
        type={type}
        label={intl.formatMessage({ id: `audit.filter.${key}` })}
        value={input[key]}
        onChange={(event) => setInput((previous) => ({ ...previous, [key]: event.target.value }))}
        slotProps={type === 'date' ? { inputLabel: { shrink: true } } : undefined}
        sx={{ minWidth: 160 }}
      />
    )

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.auditLog" />}
        subtitle={<FormattedMessage id="audit.subtitle" />}
      />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }} role="search">
          {field('action')}
          <TextField
            select
            size="small"
            label={intl.formatMessage({ id: 'audit.filter.result' })}
            value={input.result}
            onChange={(event) => setInput((previous) => ({ ...previous, result: event.target.value }))}
            sx={{ minWidth: 160 }}
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          >
            <MenuItem value="">{intl.formatMessage({ id: 'admin.statusAll' })}</MenuItem>
            {RESULTS.map((result) => (
              <MenuItem key={result} value={result}>
                {intl.formatMessage({ id: `audit.result.${result}` })}
              </MenuItem>
            ))}
          </TextField>
          {groupChoices.length > 1 && (
            <TextField
              select
              size="small"
              label={intl.formatMessage({ id: 'audit.filter.group' })}
              value={input.group}
              onChange={(event) => setInput((previous) => ({ ...previous, group: event.target.value }))}
              sx={{ minWidth: 160 }}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            >
              <MenuItem value="">{intl.formatMessage({ id: 'admin.statusAll' })}</MenuItem>
              {groupChoices.map((group) => (
                <MenuItem key={group} value={group}>
                  {group}
                </MenuItem>
              ))}
            </TextField>
          )}
          {field('actor')}
          {field('from', 'date')}
          {field('to', 'date')}
        </Box>
        {audit.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {audit.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errors.formText(audit.error)}
          </Alert>
        ) : (
          <>
            <TableContainer>
              <Table size="small" aria-label={intl.formatMessage({ id: 'page.auditLog' })}>
                <TableHead>
                  <TableRow>
                    {COLUMNS.map((column) => (
                      <TableCell key={column}>
                        <FormattedMessage id={column} />
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {(audit.data?.items ?? []).map((entry) => (
                    <TableRow key={entry.id} hover>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <FormattedDate value={entry.at} dateStyle="short" timeStyle="medium" />
                      </TableCell>
                      <TableCell>{entry.actorEmail ?? none}</TableCell>
                      <TableCell>
                        {entry.targetTenant
                          ? intl.formatMessage(
                              { id: 'audit.tenantForTarget' },
                              { tenant: entry.tenant ?? none, targetTenant: entry.targetTenant },
                            )
                          : (entry.tenant ?? none)}
                      </TableCell>
                      <TableCell sx={{ fontFamily: 'monospace', fontSize: 13 }}>{entry.action}</TableCell>
                      <TableCell>{entry.target ?? none}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={intl.formatMessage({ id: `audit.result.${entry.result}` })}
                          color={
                            entry.result === 'success'
                              ? 'success'
                              : entry.result === 'failure'
                                ? 'error'
                                : 'default'
                          }
                        />
                        {entry.count > 1 && (
                          <Typography component="span" variant="body2" sx={{ ml: 1 }}>
                            {intl.formatMessage({ id: 'audit.repeated' }, { count: entry.count })}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell>{entry.clientIp ?? none}</TableCell>
                      <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                        {entry.detail === null
                          ? ''
                          : typeof entry.detail === 'string'
                            ? entry.detail
                            : JSON.stringify(entry.detail)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            {audit.data && audit.data.items.length === 0 && (
              <Typography color="textSecondary" sx={{ p: 3, textAlign: 'center' }} role="status">
                <FormattedMessage id="audit.empty" />
              </Typography>
            )}
            <TablePagination
              component="div"
              count={audit.data?.total ?? 0}
              page={audit.data ? page : 0}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onRowsPerPageChange={(event) => {
                setPageSize(Number(event.target.value))
                setPage(0)
              }}
              labelRowsPerPage={intl.formatMessage({ id: 'admin.rowsPerPage' })}
              labelDisplayedRows={({ from, to, count }) =>
                intl.formatMessage({ id: 'admin.displayedRows' }, { from, to, count })
              }
              getItemAriaLabel={(type) => intl.formatMessage({ id: `admin.pagination.${type}` })}
            />
          </>
        )}
      </Paper>
    </>
  )
}
