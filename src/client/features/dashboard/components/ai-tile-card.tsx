import MoreVertIcon from '@mui/icons-material/MoreVert'
import IconButton from '@mui/material/IconButton'
import { lazy, Suspense, useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { Tile } from '../../../components/tiles/tile-api.ts'
import { StaticChip } from '../../../components/static-chip.tsx'
import { TileFace } from './tile-grid.tsx'

// The edit/delete menu loads when first opened, or when the pointer or focus reaches its button.
const loadActionsMenu = () => import('./tile-actions-menu.tsx')
const TileActionsMenu = lazy(() => loadActionsMenu().then((module) => ({ default: module.TileActionsMenu })))

interface AiTileCardProps {
  readonly tile: Tile
  readonly onOpen: () => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** An AI application on the dashboard (inside a TileGrid): opens its form; admins get edit and delete on their own. */
export function AiTileCard({ tile, onOpen, onEdit, onDelete }: AiTileCardProps) {
  const intl = useIntl()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Mounted from the first opening on, so closing plays the menu's exit transition.
  const [opened, setOpened] = useState(false)
  return (
    <div className="tsr-tile">
      <button type="button" onClick={onOpen} aria-label={tile.title} className={tile.editable ? 'tsr-tile__action tsr-tile__action--with-menu' : 'tsr-tile__action'}>
        <TileFace icon={tile.icon} overline={<FormattedMessage id={`tiles.category.${tile.category}`} />} title={tile.title} description={tile.description}>
          {tile.kind === 'tenant' && <StaticChip size="small" variant="outlined" label={intl.formatMessage({ id: 'tiles.own' })} sx={{ mt: 1 }} />}
        </TileFace>
      </button>
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
            className="tsr-tile__menu"
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
    </div>
  )
}
