import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import { FormattedMessage } from 'react-intl'
import { DialogActions } from '../../../components/dialog-actions.tsx'
import type { Tile } from '../../../components/tiles/tile-api.ts'

/** Asks before a tile is deleted. Loaded when first needed (the dashboard's first load does not carry it). */
export function TileDeleteDialog({ tile, onCancel, onConfirm }: { tile: Tile | null; onCancel: () => void; onConfirm: () => void }) {
  return (
    <Dialog open={tile !== null} onClose={onCancel} aria-labelledby="tile-delete-title">
      <DialogTitle id="tile-delete-title">
        <FormattedMessage id="tiles.deleteTitle" />
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          <FormattedMessage id="tiles.deleteText" values={{ title: tile?.title ?? '' }} />
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm}>
          <FormattedMessage id="tiles.delete" />
        </Button>
      </DialogActions>
    </Dialog>
  )
}
