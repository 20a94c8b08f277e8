import Button, { type ButtonProps } from '@mui/material/Button'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef } from 'react'

// MUI's Button rendered as a router link (TanStack Router's documented createLink recipe). Apart from
// router-link.tsx, whose list item links the signed-in layout draws: there it would make Button part
// of the signed-in first load for pages that load it with their own code (decision 0071).
const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps<'a'>>((props, ref) => <Button ref={ref} component="a" {...props} />)
const CreatedButtonLink = createLink(ButtonAnchor)
export const RouterButton: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />
