import Drawer from '@mui/material/Drawer'
import type { ReactNode } from 'react'

interface TemporaryDrawerProps {
  readonly open: boolean
  readonly onClose: () => void
  readonly paperSx: object
  readonly children: ReactNode
}

/**
 * The drawer below lg: a modal that slides in. Its own chunk (MUI's Modal, Slide, focus trap and
 * backdrop), loaded only where the screen is narrow (decision 0066).
 */
export function TemporaryDrawer({ open, onClose, paperSx, children }: TemporaryDrawerProps) {
  return (
    <Drawer variant="temporary" open={open} onClose={onClose} ModalProps={{ keepMounted: true }} slotProps={{ paper: { sx: paperSx, 'data-testid': 'app-drawer', 'data-variant': 'temporary' } as object }}>
      {children}
    </Drawer>
  )
}
