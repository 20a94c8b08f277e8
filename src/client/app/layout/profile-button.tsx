import Avatar from '@mui/material/Avatar'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { useSessionUser } from '../../lib/session/session-context.tsx'

// The popover (tabs, profile menu, links) loads when first opened, or when the pointer or focus
// reaches the button: the signed-in first load does not carry it (issue 14).
const loadPopover = () => import('./profile-popover.tsx')
const ProfilePopover = lazy(() => loadPopover().then((module) => ({ default: module.ProfilePopover })))

/** The avatar in the top bar that opens the profile popover. */
export function ProfileButton({ showName = true }: { showName?: boolean }) {
  const intl = useIntl()
  const user = useSessionUser()
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  // Mounted from the first opening on, so closing plays the popover's exit transition.
  const [opened, setOpened] = useState(false)
  return (
    <>
      <ButtonBase
        onClick={(event) => {
          setAnchorEl(event.currentTarget)
          setOpened(true)
        }}
        onPointerEnter={() => void loadPopover()}
        onFocus={() => void loadPopover()}
        aria-label={intl.formatMessage({ id: 'layout.profile' })}
        aria-haspopup="dialog"
        aria-expanded={anchorEl !== null}
        data-testid="profile-button"
        sx={{ borderRadius: 6, px: 0.75, py: 0.5, gap: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' } }}
      >
        <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15 }}>{(user?.username || user?.email || '?').slice(0, 1).toUpperCase()}</Avatar>
        {showName && (
          <Typography variant="body2" noWrap sx={{ maxWidth: 160, fontWeight: 600 }}>
            {user?.username}
          </Typography>
        )}
      </ButtonBase>
      {opened && (
        <Suspense fallback={null}>
          <ProfilePopover anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
        </Suspense>
      )}
    </>
  )
}
