import Avatar from '@mui/material/Avatar'
import ButtonBase from '@mui/material/ButtonBase'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useSessionUser } from '../../lib/session/session-context.tsx'
import { ProfilePopover } from './profile-popover.tsx'

/** The avatar in the top bar that opens the profile popover. */
export function ProfileButton({ showName = true }: { showName?: boolean }) {
  const intl = useIntl()
  const user = useSessionUser()
  const [anchorEl, setAnchorEl] = useState<HTMLElement | null>(null)
  return (
    <>
      <ButtonBase
        onClick={(event) => setAnchorEl(event.currentTarget)}
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
      <ProfilePopover anchorEl={anchorEl} onClose={() => setAnchorEl(null)} />
    </>
  )
}
