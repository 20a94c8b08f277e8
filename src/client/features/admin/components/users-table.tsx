import BlockIcon from '@mui/icons-material/Block'
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlineOutlined'
import EditIcon from '@mui/icons-material/EditOutlined'
import KeyIcon from '@mui/icons-material/Key'
import LockOpenIcon from '@mui/icons-material/LockOpen'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import TableSortLabel from '@mui/material/TableSortLabel'
import Tooltip from '@mui/material/Tooltip'
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl'
import type { components } from '../../../lib/api-types.ts'
import type { UsersQuery } from '../api/get-users.ts'
import { canManageUser } from '../lib/admin-scope.ts'
import type { AccessUser } from '../../../../shared/manifest/types.ts'

type User = components['schemas']['User']
type SortKey = NonNullable<UsersQuery['sort']>
export type UserAction = 'edit' | 'password' | 'toggle' | 'unlock'

const COLUMNS: readonly { key: SortKey; label: string }[] = [
  { key: 'username', label: 'admin.username' },
  { key: 'email', label: 'admin.email' },
  { key: 'role', label: 'admin.role' },
  { key: 'group', label: 'admin.group' },
  { key: 'createdAt', label: 'admin.createdAt' },
]

interface UsersTableProps {
  readonly users: readonly User[]
  readonly sort: SortKey
  readonly order: 'asc' | 'desc'
  readonly onSort: (key: SortKey) => void
  readonly canManage: boolean
  /** The signed-in administrator: rows they may not change (their own role level, say) get no actions. */
  readonly caller: AccessUser | null
  readonly onAction: (action: UserAction, user: User) => void
}

export function UsersTable({ users, sort, order, onSort, canManage, caller, onAction }: UsersTableProps) {
  const intl = useIntl()
  const action = (kind: UserAction, user: User, label: string, icon: React.ReactNode) => (
    <Tooltip title={label}>
      <IconButton size="small" aria-label={`${label}: ${user.email}`} onClick={() => onAction(kind, user)}>
        {icon}
      </IconButton>
    </Tooltip>
  )
  const actions = (user: User) => (
    <>
      {user.signinThrottledUntil && action('unlock', user, intl.formatMessage({ id: 'admin.unlockUser' }), <LockOpenIcon fontSize="small" />)}
      {action('edit', user, intl.formatMessage({ id: 'admin.edit' }), <EditIcon fontSize="small" />)}
      {action('password', user, intl.formatMessage({ id: 'admin.resetPassword' }), <KeyIcon fontSize="small" />)}
      {action(
        'toggle',
        user,
        intl.formatMessage({ id: user.disabled ? 'admin.enableUser' : 'admin.disableUser' }),
        user.disabled ? <CheckCircleIcon fontSize="small" /> : <BlockIcon fontSize="small" />,
      )}
    </>
  )
  return (
    <Table size="small" aria-label={intl.formatMessage({ id: 'admin.usersTable' })}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column.key} sortDirection={sort === column.key ? order : false}>
              <TableSortLabel active={sort === column.key} direction={sort === column.key ? order : 'asc'} onClick={() => onSort(column.key)}>
                <FormattedMessage id={column.label} />
              </TableSortLabel>
            </TableCell>
          ))}
          <TableCell>
            <FormattedMessage id="admin.status" />
          </TableCell>
          {canManage && (
            <TableCell align="right">
              <FormattedMessage id="admin.actions" />
            </TableCell>
          )}
        </TableRow>
      </TableHead>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} hover>
            <TableCell>{user.username}</TableCell>
            <TableCell>{user.email}</TableCell>
            <TableCell>{user.role}</TableCell>
            <TableCell>{user.group}</TableCell>
            <TableCell>
              <FormattedDate value={user.createdAt} dateStyle="medium" />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Chip size="small" variant="outlined" color={user.disabled ? 'default' : 'success'} label={intl.formatMessage({ id: user.disabled ? 'admin.disabled' : 'admin.enabled' })} />
              {user.signinThrottledUntil && (
                <Chip
                  size="small"
                  variant="outlined"
                  color="warning"
                  sx={{ ml: 1 }}
                  label={intl.formatMessage({ id: 'admin.throttledUntil' }, { time: intl.formatTime(user.signinThrottledUntil, { timeStyle: 'short' }), failures: user.recentSigninFailures ?? 0 })}
                />
              )}
            </TableCell>
            {canManage && (
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {canManageUser(caller, user) && actions(user)}
              </TableCell>
            )}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
