import ListItem from '@mui/material/ListItem'
import Typography from '@mui/material/Typography'
import { FormattedMessage } from 'react-intl'
import type { CompiledMenuEntry } from '../../../shared/manifest/types.ts'
import { MenuCollapse } from './menu-collapse.tsx'
import { MenuItem } from './menu-item.tsx'

interface MenuEntriesProps {
  readonly entries: readonly CompiledMenuEntry[]
  readonly pathname: string
  readonly drawerOpen: boolean
  readonly level: number
  readonly onNavigate?: () => void
}

/** The entries inside a group or collapse; an unknown type is drawn as a red request to fix it. */
export function MenuEntries({ entries, ...rest }: MenuEntriesProps) {
  return entries.map((entry) => (
    <ListItem key={entry.id} disablePadding sx={{ display: 'block' }}>
      {entry.type === 'collapse' ? (
        <MenuCollapse entry={entry} {...rest} />
      ) : entry.type === 'item' ? (
        <MenuItem item={entry} {...rest} />
      ) : (
        <Typography variant="body2" color="error" sx={{ px: 2, py: 1 }}>
          <FormattedMessage id="menu.fixItems" />
        </Typography>
      )}
    </ListItem>
  ))
}
