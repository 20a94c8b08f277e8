import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord'
import Avatar from '@mui/material/Avatar'
import ListItemButton from '@mui/material/ListItemButton'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import { useIntl } from 'react-intl'
import { DeferredTooltip as Tooltip } from '../../components/deferred-tooltip.tsx'
import type { CompiledMenuEntry } from '../../../shared/manifest/types.ts'
import { hasMenuIcon, MenuIcon } from '../../components/menu-icon.tsx'
import { RouterListItemButton } from '../../components/router-link.tsx'
import { StaticChip } from '../../components/static-chip.tsx'

interface MenuItemProps {
  readonly item: CompiledMenuEntry
  readonly pathname: string
  readonly drawerOpen: boolean
  readonly level: number
  readonly onNavigate?: () => void
}

function ItemIcon({ item, level }: { item: CompiledMenuEntry; level: number }) {
  if (hasMenuIcon(item.icon)) return <MenuIcon name={item.icon} />
  // Items without an icon get a small dot (spec section 2).
  return <FiberManualRecordIcon data-testid="menu-dot" sx={{ fontSize: level > 1 ? 8 : 10 }} />
}

/** One menu link: selected when its url is exactly the current path; external ones are plain links. */
export function MenuItem({ item, pathname, drawerOpen, level, onNavigate }: MenuItemProps) {
  const intl = useIntl()
  const title = intl.formatMessage({ id: item.title })
  const selected = item.url === pathname
  const chip = item.chip && drawerOpen && (
    <StaticChip
      label={intl.formatMessage({ id: item.chip.label })}
      color={item.chip.color ?? 'default'}
      variant={item.chip.variant ?? 'filled'}
      size={item.chip.size ?? 'small'}
      avatar={item.chip.avatar ? <Avatar>{item.chip.avatar}</Avatar> : undefined}
    />
  )
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: drawerOpen ? 36 : 'auto', justifyContent: 'center', color: selected ? 'primary.main' : 'inherit' }}>
        <ItemIcon item={item} level={level} />
      </ListItemIcon>
      {drawerOpen && <ListItemText primary={title} slotProps={{ primary: { noWrap: true, variant: 'body2', sx: { fontWeight: selected ? 600 : 400 } } }} />}
      {chip}
    </>
  )
  const sx = {
    borderRadius: 2,
    mb: 0.5,
    minHeight: 40,
    pl: drawerOpen ? 1.5 + (level - 1) * 2 : 1.5,
    justifyContent: drawerOpen ? 'flex-start' : 'center',
  }
  const label = drawerOpen ? undefined : title

  let button
  if (item.disabled || !item.url) {
    button = (
      <ListItemButton disabled sx={sx} aria-label={label}>
        {content}
      </ListItemButton>
    )
  } else if (item.external) {
    button = (
      <ListItemButton component="a" href={item.url} target={item.target ? '_blank' : undefined} rel={item.target ? 'noopener noreferrer' : undefined} sx={sx} aria-label={label} onClick={onNavigate}>
        {content}
      </ListItemButton>
    )
  } else {
    button = (
      <RouterListItemButton to={item.url} selected={selected} aria-current={selected ? 'page' : undefined} sx={sx} aria-label={label} onClick={onNavigate} activeOptions={{ exact: true }}>
        {content}
      </RouterListItemButton>
    )
  }
  return drawerOpen ? (
    button
  ) : (
    <Tooltip title={title} placement="right">
      <span>{button}</span>
    </Tooltip>
  )
}
