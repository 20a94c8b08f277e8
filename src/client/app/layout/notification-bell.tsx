import NotificationsIcon from '@mui/icons-material/NotificationsNoneOutlined'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { FormattedMessage, useIntl } from 'react-intl'
import { DeferredTooltip as Tooltip } from '../../components/deferred-tooltip.tsx'
import { StaticBadge } from '../../components/static-badge.tsx'

/** Sample entries the bell will list once notifications exist; until then the bell is disabled. */
export const PLACEHOLDER_NOTIFICATIONS = ['layout.notifications.sample1', 'layout.notifications.sample2', 'layout.notifications.sample3'] as const

/**
 * The disabled bell of spec section 2 with its sample items: pointing at it, touching it long or
 * reaching it with the keyboard shows that notifications are coming and what they will look like.
 * It is disabled with aria-disabled rather than `disabled`, which would take it out of the tab
 * order, so that keyboard and screen-reader users reach the preview too; activating it does nothing.
 */
export function NotificationBell() {
  const intl = useIntl()
  const preview = (
    <Box sx={{ py: 0.5 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        <FormattedMessage id="layout.notifications.comingSoon" />
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
        {PLACEHOLDER_NOTIFICATIONS.map((id) => (
          <Typography component="li" variant="body2" key={id}>
            <FormattedMessage id={id} />
          </Typography>
        ))}
      </Box>
    </Box>
  )
  return (
    <Tooltip title={preview} describeChild>
      <IconButton
        aria-disabled="true"
        aria-label={intl.formatMessage({ id: 'layout.notifications.disabled' })}
        data-testid="notification-bell"
        disableRipple
        sx={{ color: 'action.disabled', cursor: 'default' }}
      >
        <StaticBadge count={PLACEHOLDER_NOTIFICATIONS.length} color="secondary">
          <NotificationsIcon />
        </StaticBadge>
      </IconButton>
    </Tooltip>
  )
}
