import MoreVertIcon from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { NotificationBell } from './notification-bell.tsx'
import { ProfileButton } from './profile-button.tsx'
import { ThemeSwitch } from './theme-switch.tsx'

// MUI's Popover (with Modal and Grow) loads when the menu is first opened, or when the pointer or
// focus reaches the button (decision 0066).
const loadPopover = () => import('@mui/material/Popover')
const Popover = lazy(loadPopover)

/** Below the large breakpoint the bar's actions, the profile among them, sit in this menu. */
export function MoreMenu() {
  const intl = useIntl()
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  // Mounted from the first opening on, so closing plays the popover's exit transition.
  const [opened, setOpened] = useState(false)
  return (
    <>
      <IconButton
        color="inherit"
        onClick={(event) => {
          setAnchorEl(event.currentTarget)
          setOpened(true)
        }}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        aria-label={intl.formatMessage({ id: 'layout.more' })}
        aria-haspopup="dialog"
        aria-expanded={anchorEl !== null}
        data-testid="more-menu"
      >
        <MoreVertIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
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
        </Suspense>
      )}
    </>
  )
}
