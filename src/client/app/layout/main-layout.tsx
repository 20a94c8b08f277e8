import Box from '@mui/material/Box'
import Toolbar from '@mui/material/Toolbar'
import useMediaQuery from '@mui/material/useMediaQuery'
import { useTheme } from '@mui/material/styles'
import { Outlet, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { MuiThemeScope } from '../../components/mui-theme-scope.tsx'
import { markInteractive } from '../../lib/interactive-mark.ts'
import { clearQueries } from '../../lib/query/clear-queries.ts'
import { useSessionStatus } from '../../lib/session/session-context.tsx'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '../../lib/theme/ui-constants.ts'
import { PageTitleFromRoute } from '../branding/page-title-from-route.tsx'
import { AppDrawer } from './app-drawer.tsx'
import { AppTopBar } from './app-top-bar.tsx'

/**
 * The signed-in frame: MUI theme, drawer, top bar and the page (spec section 2, "Layout"). The data
 * cache comes with the pages and dialogs that use it (lib/query/query-scope.tsx).
 */
export default function MainLayout() {
  return (
    <MuiThemeScope>
      <MainFrame />
    </MuiThemeScope>
  )
}

function MainFrame() {
  const theme = useTheme()
  // A server render cannot measure the screen: it draws the wide layout (decision 0075).
  const large = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true, defaultMatches: true })
  // The drawer is open on wide screens and follows the width. Reset while rendering, not in an
  // effect: one frame of the narrow (modal) drawer still open after a shrink left the whole app
  // aria-hidden for screen readers after the drawer closed again.
  const [drawer, setDrawer] = useState({ large, open: large })
  if (drawer.large !== large) setDrawer({ large, open: large })
  const drawerOpen = drawer.large === large ? drawer.open : large
  const setDrawerOpen = (next: (open: boolean) => boolean) =>
    setDrawer((current) => ({ ...current, open: next(current.open) }))
  const status = useSessionStatus()
  const navigate = useNavigate()

  useEffect(markInteractive, [])

  // A session that ends while a page is open (expired token, logout elsewhere) leads to /login.
  useEffect(() => {
    if (status !== 'expired' && status !== 'failed' && status !== 'idle') return
    // Nothing fetched for this user may be shown to the next one.
    clearQueries()
    void navigate({ to: '/login' })
  }, [status, navigate])

  const offset = large ? (drawerOpen ? DRAWER_WIDTH : MINI_DRAWER_WIDTH) : 0
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <PageTitleFromRoute />
      <AppTopBar
        large={large}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
      />
      <AppDrawer permanent={large} open={drawerOpen} onClose={() => setDrawerOpen(() => false)} />
      <Box
        component="main"
        id="main-content"
        data-testid="main-content"
        sx={{
          flexGrow: 1,
          width: `calc(100% - ${offset}px)`,
          minWidth: 0,
          transition: theme.transitions.create('width', { duration: theme.transitions.duration.standard }),
        }}
      >
        <Toolbar />
        <Box sx={{ p: { xs: 2, md: 3 }, maxWidth: 1600, mx: 'auto' }}>
          <Outlet />
        </Box>
      </Box>
    </Box>
  )
}
