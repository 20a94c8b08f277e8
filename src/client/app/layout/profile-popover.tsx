import LogoutIcon from '@mui/icons-material/Logout'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListItem from '@mui/material/ListItem'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Popover from '@mui/material/Popover'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import { useId, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { profileMenu } from '../../../generated/menu.gen.ts'
import { filterMenu } from '../../../shared/policy/filter-menu.ts'
import { MenuIcon } from '../../components/menu-icon.tsx'
import { RouterListItemButton } from '../../components/router-link.tsx'
import { useSession, useSessionUser } from '../../lib/session/session-context.tsx'
import { useThemeMode } from '../../lib/theme/theme-mode.tsx'
import { PROFILE_POPOVER_WIDTH } from '../../lib/theme/ui-constants.ts'

interface ProfilePopoverProps {
  readonly anchorEl: HTMLElement | null
  readonly onClose: () => void
}

/** Username and e-mail, tabs 'Profil' and 'Einstellungen', the profile menu and logout (290px wide). */
export function ProfilePopover({ anchorEl, onClose }: ProfilePopoverProps) {
  const intl = useIntl()
  const session = useSession()
  const user = useSessionUser()
  const { mode, setMode } = useThemeMode()
  const [tab, setTab] = useState(0)
  const tabsId = useId()
  const items = filterMenu(profileMenu, user)
  const logout = () => {
    onClose()
    session.send({ type: 'LOGOUT' })
  }
  return (
    <Popover
      open={anchorEl !== null}
      anchorEl={anchorEl}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { width: PROFILE_POPOVER_WIDTH, mt: 1 }, 'data-testid': 'profile-popover' } as object }}
    >
      <Box sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{(user?.username || user?.email || '?').slice(0, 1).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" noWrap data-testid="profile-username">
            {user?.username}
          </Typography>
          <Typography variant="body2" color="textSecondary" noWrap data-testid="profile-email">
            {user?.email}
          </Typography>
        </Box>
      </Box>
      <Divider />
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="fullWidth" aria-label={intl.formatMessage({ id: 'layout.profile' })}>
        <Tab label={intl.formatMessage({ id: 'layout.profileTab' })} id={`${tabsId}-tab-0`} aria-controls={`${tabsId}-panel-0`} />
        <Tab label={intl.formatMessage({ id: 'layout.settingsTab' })} id={`${tabsId}-tab-1`} aria-controls={`${tabsId}-panel-1`} />
      </Tabs>
      <Divider />
      <div role="tabpanel" id={`${tabsId}-panel-${tab}`} aria-labelledby={`${tabsId}-tab-${tab}`}>
        {tab === 0 ? (
          <List dense sx={{ p: 1 }}>
            {items.map((item) => (
              <ListItem key={item.id} disablePadding>
                <RouterListItemButton to={item.url ?? '/'} onClick={onClose} sx={{ borderRadius: 2 }}>
                  <ListItemIcon>
                    <MenuIcon name={item.icon ?? ''} />
                  </ListItemIcon>
                  <ListItemText primary={intl.formatMessage({ id: item.title })} />
                </RouterListItemButton>
              </ListItem>
            ))}
            <ListItem disablePadding>
              <ListItemButton onClick={logout} sx={{ borderRadius: 2 }} data-testid="logout">
                <ListItemIcon>
                  <LogoutIcon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={intl.formatMessage({ id: 'layout.logout' })} />
              </ListItemButton>
            </ListItem>
          </List>
        ) : (
          <List dense sx={{ p: 1 }}>
            <ListItem disablePadding>
              <ListItemButton onClick={() => setMode(mode === 'dark' ? 'light' : 'dark')} sx={{ borderRadius: 2 }}>
                <ListItemText
                  primary={<FormattedMessage id="layout.themeMode" />}
                  secondary={<FormattedMessage id={mode === 'dark' ? 'settings.theme.dark' : 'settings.theme.light'} />}
                />
              </ListItemButton>
            </ListItem>
            <ListItem disablePadding>
              <RouterListItemButton to="/user/settings" onClick={onClose} sx={{ borderRadius: 2 }}>
                <ListItemText primary={<FormattedMessage id="layout.languageAndAccount" />} />
              </RouterListItemButton>
            </ListItem>
          </List>
        )}
      </div>
    </Popover>
  )
}
