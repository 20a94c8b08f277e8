import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef } from 'react'

// MUI's list item button rendered as a router link (TanStack Router's documented createLink recipe),
// for the signed-in layout's menu and profile popover. MUI's Button as a link is router-button.tsx:
// here, every page's MUI component would join the signed-in first load (decision 0071).
const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => <ListItemButton ref={ref} component="a" {...props} />)
const CreatedListItemLink = createLink(ListItemAnchor)
export const RouterListItemButton: LinkComponent<typeof ListItemAnchor> = (props) => <CreatedListItemLink preload="intent" {...props} />
