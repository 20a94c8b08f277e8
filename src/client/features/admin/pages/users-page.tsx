import SearchIcon from '@mui/icons-material/Search'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import InputAdornment from '@mui/material/InputAdornment'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Paper from '@mui/material/Paper'
import TableContainer from '@mui/material/TableContainer'
import TablePagination from '@mui/material/TablePagination'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { PageHeader } from '../../../components/page-header.tsx'
import type { components } from '../../../lib/api-types.ts'
import { useApiErrorText } from '../../../lib/api/use-api-error-text.ts'
import { useSessionUser } from '../../../lib/session/session-context.tsx'
import { useRouteTitleId } from '../../../lib/use-route-title.ts'
import { useUsers, type UsersQuery } from '../api/get-users.ts'
import { EditUserDialog } from '../components/edit-user-dialog.tsx'
import { ResetPasswordDialog } from '../components/reset-password-dialog.tsx'
import { ToggleUserDialog } from '../components/toggle-user-dialog.tsx'
import { UnlockUserDialog } from '../components/unlock-user-dialog.tsx'
import { UsersTable, type UserAction } from '../components/users-table.tsx'
import { canManageUsers } from '../lib/admin-scope.ts'

type SortKey = NonNullable<UsersQuery['sort']>
const SEARCH_DELAY_MS = 300

/** /admin/users and /admin/client-users: the users the API lets the caller see. */
export default function UsersPage() {
  const intl = useIntl()
  const caller = useSessionUser()
  const titleId = useRouteTitleId() ?? 'page.users'
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<'' | 'enabled' | 'disabled'>('')
  const [sort, setSort] = useState<SortKey>('createdAt')
  const [order, setOrder] = useState<'asc' | 'desc'>('desc')
  const [page, setPage] = useState(0)
  const [pageSize, setPageSize] = useState(25)
  const [dialog, setDialog] = useState<{ action: UserAction; user: components['schemas']['User'] } | null>(null)
  const errors = useApiErrorText()

  useEffect(() => {
    const timer = window.setTimeout(() => {
      setSearch(searchInput.trim())
      setPage(0)
    }, SEARCH_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [searchInput])

  const query: UsersQuery = { sort, order, page: page + 1, pageSize, ...(search ? { search } : {}), ...(status ? { status } : {}) }
  const users = useUsers(query)
  const canManage = canManageUsers(caller)
  const onSort = (key: SortKey) => {
    setOrder(sort === key && order === 'asc' ? 'desc' : 'asc')
    setSort(key)
    setPage(0)
  }

  return (
    <>
      <PageHeader title={<FormattedMessage id={titleId} />} />
      <Paper variant="outlined" sx={{ borderRadius: 3, overflow: 'hidden' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
          <TextField
            type="search"
            size="small"
            label={intl.formatMessage({ id: 'admin.search' })}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
            sx={{ minWidth: 280, flex: 1, maxWidth: 420 }}
            slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
          />
          <TextField select size="small" label={intl.formatMessage({ id: 'admin.status' })} value={status} onChange={(event) => { setStatus(event.target.value as typeof status); setPage(0) }} sx={{ minWidth: 180 }} slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}>
            <MenuItem value="">{intl.formatMessage({ id: 'admin.statusAll' })}</MenuItem>
            <MenuItem value="enabled">{intl.formatMessage({ id: 'admin.enabled' })}</MenuItem>
            <MenuItem value="disabled">{intl.formatMessage({ id: 'admin.disabled' })}</MenuItem>
          </TextField>
        </Box>
        {users.isFetching && <LinearProgress aria-label={intl.formatMessage({ id: 'app.loading' })} />}
        {users.error ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {errors.formText(users.error)}
          </Alert>
        ) : (
          <>
            <TableContainer>
              <UsersTable users={users.data?.items ?? []} sort={sort} order={order} onSort={onSort} canManage={canManage} caller={caller} onAction={(action, user) => setDialog({ action, user })} />
            </TableContainer>
            {users.data && users.data.items.length === 0 && (
              <Typography color="textSecondary" sx={{ p: 3, textAlign: 'center' }} role="status">
                <FormattedMessage id="admin.noUsers" />
              </Typography>
            )}
            <TablePagination
              component="div"
              count={users.data?.total ?? 0}
              page={users.data ? page : 0}
              onPageChange={(_, next) => setPage(next)}
              rowsPerPage={pageSize}
              rowsPerPageOptions={[10, 25, 50, 100]}
              onRowsPerPageChange={(event) => { setPageSize(Number(event.target.value)); setPage(0) }}
              labelRowsPerPage={intl.formatMessage({ id: 'admin.rowsPerPage' })}
              getItemAriaLabel={(type) => intl.formatMessage({ id: `admin.pagination.${type}` })}
              labelDisplayedRows={({ from, to, count }) => intl.formatMessage({ id: 'admin.displayedRows' }, { from, to, count })}
            />
          </>
        )}
      </Paper>
      {dialog?.action === 'edit' && <EditUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.action === 'password' && <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.action === 'toggle' && <ToggleUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.action === 'unlock' && <UnlockUserDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </>
  )
}
