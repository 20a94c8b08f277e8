import ExpandLessIcon from '@mui/icons-material/ExpandLess'
import ExpandMoreIcon from '@mui/icons-material/ExpandMore'
import Collapse from '@mui/material/Collapse'
import List from '@mui/material/List'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { DeferredTooltip as Tooltip } from '../../components/deferred-tooltip.tsx'
import { flattenMenuItems } from '../../../shared/policy/filter-menu.ts'
import type { CompiledMenuEntry } from '../../../shared/manifest/types.ts'
import { MenuIcon } from '../../components/menu-icon.tsx'
import { MenuEntries } from './menu-entries.tsx'

interface MenuCollapseProps {
  readonly entry: CompiledMenuEntry
  readonly pathname: string
  readonly drawerOpen: boolean
  readonly level: number
  readonly onNavigate?: () => void
}

/** A collapsible entry; it starts open when it holds the current page. */
export function MenuCollapse({ entry, pathname, drawerOpen, level, onNavigate }: MenuCollapseProps) {
  const intl = useIntl()
  const listId = useId()
  const holdsCurrent = flattenMenuItems(entry.children ?? []).some((item) => item.url === pathname)
  const [open, setOpen] = useState(holdsCurrent)
  const title = intl.formatMessage({ id: entry.title })
  const button = (
    <ListItemButton
      onClick={() => setOpen((value) => !value)}
      aria-expanded={open}
      aria-controls={listId}
      aria-label={drawerOpen ? undefined : title}
      selected={holdsCurrent && !open}
      sx={{ borderRadius: 2, mb: 0.5, minHeight: 40, pl: drawerOpen ? 1.5 + (level - 1) * 2 : 1.5, justifyContent: drawerOpen ? 'flex-start' : 'center' }}
    >
      <ListItemIcon sx={{ minWidth: drawerOpen ? 36 : 'auto', justifyContent: 'center' }}>
        <MenuIcon name={entry.icon ?? ''} />
      </ListItemIcon>
      {drawerOpen && <ListItemText primary={title} slotProps={{ primary: { noWrap: true, variant: 'body2' } }} />}
      {drawerOpen && (open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />)}
    </ListItemButton>
  )
  return (
    <>
      {drawerOpen ? (
        button
      ) : (
        <Tooltip title={title} placement="right">
          {button}
        </Tooltip>
      )}
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} disablePadding>
          <MenuEntries entries={entry.children ?? []} pathname={pathname} drawerOpen={drawerOpen} level={level + 1} onNavigate={onNavigate} />
        </List>
      </Collapse>
    </>
  )
}
