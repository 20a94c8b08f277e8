import MenuIcon from '@mui/icons-material/Menu'
import MenuOpenIcon from '@mui/icons-material/MenuOpen'
import AppBar from '@mui/material/AppBar'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import Stack from '@mui/material/Stack'
import Toolbar from '@mui/material/Toolbar'
import { useIntl } from 'react-intl'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '../../lib/theme/ui-constants.ts'
import { LogoSection } from '../branding/logo-section.tsx'
import { MoreMenu } from './more-menu.tsx'
import { NotificationBell } from './notification-bell.tsx'
import { ProfileButton } from './profile-button.tsx'
import { ThemeSwitch } from './theme-switch.tsx'

interface AppTopBarProps {
  readonly large: boolean
  readonly drawerOpen: boolean
  readonly onToggleDrawer: () => void
}

/** The top bar shifts with the permanent drawer; below lg its actions move into the 'more' menu. */
export function AppTopBar({ large, drawerOpen, onToggleDrawer }: AppTopBarProps) {
  const intl = useIntl()
  const offset = large ? (drawerOpen ? DRAWER_WIDTH : MINI_DRAWER_WIDTH) : 0
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      data-testid="app-top-bar"
      sx={(theme) => ({
        width: `calc(100% - ${offset}px)`,
        ml: `${offset}px`,
        bgcolor: 'background.default',
        borderBottom: `1px solid ${theme.palette.divider}`,
        transition: theme.transitions.create(['width', 'margin'], { duration: theme.transitions.duration.standard }),
      })}
    >
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleDrawer}
          aria-label={intl.formatMessage({ id: drawerOpen ? 'layout.closeDrawer' : 'layout.openDrawer' })}
          aria-expanded={drawerOpen}
          data-testid="drawer-toggle"
        >
          {drawerOpen && large ? <MenuOpenIcon /> : <MenuIcon />}
        </IconButton>
        {!large && <LogoSection />}
        <Box sx={{ flex: 1 }} />
        {large ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ThemeSwitch />
            <NotificationBell />
            <ProfileButton />
          </Stack>
        ) : (
          <MoreMenu />
        )}
      </Toolbar>
    </AppBar>
  )
}
