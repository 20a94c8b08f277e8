import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Toolbar from '@mui/material/Toolbar'
import { lazy, Suspense } from 'react'
import { ScrollArea } from '../../components/scroll-area.tsx'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '../../lib/theme/ui-constants.ts'
import { LogoSection } from '../branding/logo-section.tsx'
import { SideMenu } from '../menu/side-menu.tsx'

// The narrow screen's modal drawer loads where it is used; wide screens draw the permanent one below.
const TemporaryDrawer = lazy(() => import('./temporary-drawer.tsx').then((module) => ({ default: module.TemporaryDrawer })))

interface AppDrawerProps {
  readonly permanent: boolean
  readonly open: boolean
  readonly onClose: () => void
}

/** Permanent from lg up (full or icons only), temporary below lg (spec section 2, "Layout"). */
export function AppDrawer({ permanent, open, onClose }: AppDrawerProps) {
  const expanded = permanent ? open : true
  const width = expanded ? DRAWER_WIDTH : MINI_DRAWER_WIDTH
  const content = (
    <>
      <Toolbar sx={{ px: expanded ? 2.5 : 1, justifyContent: expanded ? 'flex-start' : 'center' }}>
        <LogoSection compact={!expanded} />
      </Toolbar>
      <ScrollArea sx={{ flex: 1, pb: 2 }}>
        <SideMenu drawerOpen={expanded} onNavigate={permanent ? undefined : onClose} />
      </ScrollArea>
    </>
  )
  const paperSx = {
    width,
    boxSizing: 'border-box',
    overflowX: 'hidden',
    borderRight: '1px solid',
    borderColor: 'divider',
    display: 'flex',
    flexDirection: 'column',
  } as const
  if (!permanent) {
    return (
      <Suspense fallback={null}>
        <TemporaryDrawer open={open} onClose={onClose} paperSx={paperSx}>
          {content}
        </TemporaryDrawer>
      </Suspense>
    )
  }
  // What MUI's permanent Drawer renders (its docked root and paper, with its class names and
  // styles), without the Modal and Slide that Drawer imports for its other variants (decision 0066).
  return (
    <Box component="aside" sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.standard }) }}>
      <div className="MuiDrawer-root MuiDrawer-docked" style={{ flex: '0 0 auto' }}>
        <Paper
          elevation={0}
          square
          className="MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft"
          data-testid="app-drawer"
          data-variant="permanent"
          sx={(theme) => ({
            overflowY: 'auto',
            height: '100%',
            flex: '1 0 auto',
            zIndex: theme.zIndex.drawer,
            WebkitOverflowScrolling: 'touch',
            position: 'fixed',
            top: 0,
            left: 0,
            outline: 0,
            ...paperSx,
            transition: theme.transitions.create('width', { duration: theme.transitions.duration.standard }),
          })}
        >
          {content}
        </Paper>
      </div>
    </Box>
  )
}
