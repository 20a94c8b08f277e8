import Button, { type ButtonProps } from '@mui/material/Button'
import Link, { type LinkProps } from '@mui/material/Link'
import ListItemButton, { type ListItemButtonProps } from '@mui/material/ListItemButton'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef } from 'react'

// MUI components rendered as router links (TanStack Router's documented createLink recipe).
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => <Button ref={ref} component="a" {...props} />)
const CreatedButtonLink = createLink(ButtonAnchor)
export const RouterButton: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />

const TextAnchor = forwardRef<HTMLAnchorElement, LinkProps>((props, ref) => <Link ref={ref} {...props} />)
const CreatedTextLink = createLink(TextAnchor)
export const RouterLink: LinkComponent<typeof TextAnchor> = (props) => <CreatedTextLink preload="intent" {...props} />

const ListItemAnchor = forwardRef<HTMLAnchorElement, ListItemButtonProps<'a'>>((props, ref) => <ListItemButton ref={ref} component="a" {...props} />)
const CreatedListItemLink = createLink(ListItemAnchor)
export const RouterListItemButton: LinkComponent<typeof ListItemAnchor> = (props) => <CreatedListItemLink preload="intent" {...props} />
