import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { FormattedMessage } from 'react-intl'

interface TileActionsMenuProps {
  readonly anchor: HTMLElement | null
  readonly onClose: () => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** An editable tile's menu: edit, delete. Its own chunk (MUI's Menu, Popover, Modal), loaded on first use (decision 0066). */
export function TileActionsMenu({ anchor, onClose, onEdit, onDelete }: TileActionsMenuProps) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose}>
      <MenuItem
        onClick={() => {
          onClose()
          onEdit()
        }}
      >
        <FormattedMessage id="tiles.edit" />
      </MenuItem>
      <MenuItem
        onClick={() => {
          onClose()
          onDelete()
        }}
        sx={{ color: 'error.main' }}
      >
        <FormattedMessage id="tiles.delete" />
      </MenuItem>
    </Menu>
  )
}
