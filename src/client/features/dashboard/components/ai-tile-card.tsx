import AppsIcon from '@mui/icons-material/Apps'
import MoreVertIcon from '@mui/icons-material/MoreVert'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { hasMenuIcon, MenuIcon } from '../../../components/menu-icon.tsx'
import type { Tile } from '../../../components/tiles/tile-api.ts'
import { StaticChip } from '../../../components/static-chip.tsx'

// The edit/delete menu loads when first opened, or when the pointer or focus reaches its button.
const loadActionsMenu = () => import('./tile-actions-menu.tsx')
const TileActionsMenu = lazy(() => loadActionsMenu().then((module) => ({ default: module.TileActionsMenu })))

interface AiTileCardProps {
  readonly tile: Tile
  readonly onOpen: () => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** An AI application on the dashboard: opens its form; admins get edit and delete on their own. */
export function AiTileCard({ tile, onOpen, onEdit, onDelete }: AiTileCardProps) {
  const intl = useIntl()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first opening on, so closing plays the menu's exit transition.
  const [opened, setOpened] = useState(false)
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 3, position: 'relative', transition: 'border-color 150ms, transform 150ms', '&:hover': { borderColor: 'primary.main', transform: 'translateY(-2px)' } }}>
      <CardActionArea onClick={onOpen} aria-label={tile.title} sx={{ height: '100%', p: 2.5, pr: tile.editable ? 6 : 2.5, display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-start', gap: 2 }}>
        <Box sx={{ width: 44, height: 44, borderRadius: 2.5, display: 'grid', placeItems: 'center', flexShrink: 0, bgcolor: 'action.selected', color: 'primary.main' }}>
          {hasMenuIcon(tile.icon) ? <MenuIcon name={tile.icon} fontSize="medium" /> : <AppsIcon />}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.4, display: 'block' }}>
            <FormattedMessage id={`tiles.category.${tile.category}`} />
          </Typography>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {tile.title}
          </Typography>
          {tile.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {tile.description}
            </Typography>
          )}
          {tile.kind === 'tenant' && <StaticChip size="small" variant="outlined" label={intl.formatMessage({ id: 'tiles.own' })} sx={{ mt: 1 }} />}
        </Box>
      </CardActionArea>
      {tile.editable && (
        <>
          <IconButton
            aria-label={intl.formatMessage({ id: 'tiles.actions' }, { title: tile.title })}
            onClick={(event) => {
              setAnchor(event.currentTarget)
              setOpened(true)
            }}
            onPointerEnter={() => void loadActionsMenu()}
            onFocus={() => void loadActionsMenu()}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <MoreVertIcon />
          </IconButton>
          {opened && (
            <Suspense fallback={null}>
              <TileActionsMenu anchor={anchor} onClose={() => setAnchor(null)} onEdit={onEdit} onDelete={onDelete} />
            </Suspense>
          )}
        </>
      )}
    </Card>
  )
}
