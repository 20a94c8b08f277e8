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
  return entries.map((entry) => {
    if (entry.type === 'collapse') return <MenuCollapse key={entry.id} entry={entry} {...rest} />
    if (entry.type === 'item') return <MenuItem key={entry.id} item={entry} {...rest} />
    return (
      <Typography key={entry.id} variant="body2" color="error" sx={{ px: 2, py: 1 }}>
        <FormattedMessage id="menu.fixItems" />
      </Typography>
    )
  })
}
