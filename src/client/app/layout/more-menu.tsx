import MoreVertIcon from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import Popover from '@mui/material/Popover'
import Stack from '@mui/material/Stack'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { NotificationBell } from './notification-bell.tsx'
import { ProfileButton } from './profile-button.tsx'
import { ThemeSwitch } from './theme-switch.tsx'

/** Below the large breakpoint the bar's actions, the profile among them, sit in this menu. */
export function MoreMenu() {
  const intl = useIntl()
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  return (
    <>
      <IconButton color="inherit" onClick={(event) => setAnchorEl(event.currentTarget)} aria-label={intl.formatMessage({ id: 'layout.more' })} aria-haspopup="dialog" aria-expanded={anchorEl !== null} data-testid="more-menu">
        <MoreVertIcon />
      </IconButton>
      <Popover
        open={anchorEl !== null}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack direction="row" spacing={1} sx={{ p: 1, alignItems: 'center' }}>
          <ThemeSwitch />
          <NotificationBell />
          <ProfileButton showName={false} />
        </Stack>
      </Popover>
    </>
  )
}
