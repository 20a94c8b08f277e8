import ViewColumnIcon from '@mui/icons-material/ViewColumn'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import ListItemIcon from '@mui/material/ListItemIcon'
import ListItemText from '@mui/material/ListItemText'
import Menu from '@mui/material/Menu'
import MenuItem from '@mui/material/MenuItem'
import { useState } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import type { ListResource } from '../lib/product-data-resources.ts'
import { columnChoices } from '../lib/list-view.ts'
import { shownFieldOf } from '../lib/product-data-resources.ts'

interface ColumnChooserProps {
  readonly resource: ListResource
  readonly columns: readonly string[]
  readonly onChange: (columns: string[]) => void
}

/** Shows or hides columns (the list's own, every other field and derived field); at least one stays visible. */
export function ColumnChooser({ resource, columns, onChange }: ColumnChooserProps) {
  const intl = useIntl()
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const toggle = (name: string) => {
    const next = columns.includes(name) ? columns.filter((c) => c !== name) : [...columns, name]
    if (next.length > 0) onChange(columnChoices(resource).filter((c) => next.includes(c)))
  }
  return (
    <>
      <Button startIcon={<ViewColumnIcon />} onClick={(event) => setAnchor(event.currentTarget)} aria-haspopup="menu" aria-expanded={Boolean(anchor)}>
        <FormattedMessage id="productData.columns" />
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {columnChoices(resource).map((name) => {
          const field = shownFieldOf(resource, name)
          const checked = columns.includes(name)
          return (
            <MenuItem key={name} onClick={() => toggle(name)} role="menuitemcheckbox" aria-checked={checked}>
              <ListItemIcon>
                <Checkbox edge="start" size="small" checked={checked} tabIndex={-1} disableRipple />
              </ListItemIcon>
              <ListItemText>{field ? intl.formatMessage({ id: field.label }) : name}</ListItemText>
            </MenuItem>
          )
        })}
      </Menu>
    </>
  )
}
