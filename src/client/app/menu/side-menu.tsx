import Divider from '@mui/material/Divider'
import List from '@mui/material/List'
import ListSubheader from '@mui/material/ListSubheader'
import Typography from '@mui/material/Typography'
import { useRouterState } from '@tanstack/react-router'
import { useMemo } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { sideMenu } from '../../../generated/menu.gen.ts'
import type { CompiledMenuEntry } from '../../../shared/manifest/types.ts'
import { filterMenu } from '../../../shared/policy/filter-menu.ts'
import { useSessionUser } from '../../lib/session/session-context.tsx'
import { MenuEntries } from './menu-entries.tsx'

interface SideMenuProps {
  readonly drawerOpen: boolean
  readonly onNavigate?: () => void
  /** The menu to draw; the manifest's side menu unless a test passes another. */
  readonly entries?: readonly CompiledMenuEntry[]
}

/** The side menu as the signed-in user may see it (spec section 2, "Side menu"). */
export function SideMenu({ drawerOpen, onNavigate, entries = sideMenu }: SideMenuProps) {
  const intl = useIntl()
  const user = useSessionUser()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const visible = useMemo(() => filterMenu(entries, user), [entries, user])
  return (
    <nav aria-label={intl.formatMessage({ id: 'layout.mainNavigation' })}>
      {visible.map((entry, index) => {
        if (entry.type !== 'group') {
          return (
            <Typography key={entry.id} variant="body2" color="error" sx={{ px: 2, py: 1 }}>
              <FormattedMessage id="menu.fixNavigationGroup" />
            </Typography>
          )
        }
        const subheaderId = `menu-group-${entry.id}`
        return (
          <div key={entry.id}>
            {index > 0 && <Divider sx={{ my: 1 }} />}
            <List
              aria-labelledby={drawerOpen ? subheaderId : undefined}
              sx={{ px: 1.5 }}
              subheader={
                drawerOpen ? (
                  <ListSubheader id={subheaderId} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', fontWeight: 700, fontSize: 12, letterSpacing: 0.6, textTransform: 'uppercase' }}>
                    <FormattedMessage id={entry.title} />
                  </ListSubheader>
                ) : undefined
              }
            >
              <MenuEntries entries={entry.children ?? []} pathname={pathname} drawerOpen={drawerOpen} level={1} onNavigate={onNavigate} />
            </List>
          </div>
        )
      })}
    </nav>
  )
}
