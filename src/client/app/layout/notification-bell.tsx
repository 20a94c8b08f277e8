import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined'
import Badge from '@mui/material/Badge'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import { useIntl } from 'react-intl'

/** Sample entries the bell will list once notifications exist; until then the bell is disabled. */
export const PLACEHOLDER_NOTIFICATIONS = ['layout.notifications.sample1', 'layout.notifications.sample2', 'layout.notifications.sample3'] as const

export function NotificationBell() {
  const intl = useIntl()
  const label = intl.formatMessage({ id: 'layout.notifications.disabled' })
  return (
    <Tooltip title={label}>
      <span>
        <IconButton color="inherit" disabled aria-label={label} data-testid="notification-bell">
          <Badge badgeContent={PLACEHOLDER_NOTIFICATIONS.length} color="secondary">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </span>
    </Tooltip>
  )
}
