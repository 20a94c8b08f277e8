import Box from '@mui/material/Box'
import Drawer from '@mui/material/Drawer'
import Toolbar from '@mui/material/Toolbar'
import type { Theme } from '@mui/material/styles'
import { ScrollArea } from '../../components/scroll-area.tsx'
import { DRAWER_WIDTH, MINI_DRAWER_WIDTH } from '../../lib/theme/ui-constants.ts'
import { LogoSection } from '../branding/logo-section.tsx'
import { SideMenu } from '../menu/side-menu.tsx'

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
      <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: true }} slotProps={{ paper: { sx: paperSx, 'data-testid': 'app-drawer', 'data-variant': 'temporary' } as object }}>
        {content}
      </Drawer>
    )
  }
  return (
    <Box component="aside" sx={{ width, flexShrink: 0, transition: (theme) => theme.transitions.create('width', { duration: theme.transitions.duration.standard }) }}>
      <Drawer
        variant="permanent"
        open
        slotProps={{
          paper: {
            sx: { ...paperSx, transition: (theme: Theme) => theme.transitions.create('width', { duration: theme.transitions.duration.standard }) },
            'data-testid': 'app-drawer',
            'data-variant': 'permanent',
          } as object,
        }}
      >
        {content}
      </Drawer>
    </Box>
  )
}
